"""Candidates from the slot grammar (`processors.grammar`): what a user's message says
about the user (and the people around them), as slots of `docs/slots.md`.

Pure. `match_slots(event)` reads each sentence the noise filter keeps, parses it with the
English or the Chinese grammar (`en`, `zh`) and turns every fill into a candidate with the
keys the rest of the system reads (`fills.draft`). An ending ("I quit smoking", 我戒烟了)
becomes a candidate marked `change: negate`, which the consolidator uses to end what it
negates instead of storing it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache, partial
from typing import Any, Final

from memstream.processors.dates import anchor_date
from memstream.processors.grammar import (
    across_sentences,
    answers,
    come_what_may,
    en,
    en_bio_shapes,
    en_people,
    en_pos,
    en_work,
    event_clauses,
    mode_gate,
    own_drafts,
    past_scope,
    pet_named_next,
    plan_shapes,
    record_lines,
    revised,
    sign_offs,
    taste_answered,
    taste_lexicon,
    zh,
    zh_people,
)
from memstream.processors.grammar.also_named import also_named
from memstream.processors.grammar.denied import denied
from memstream.processors.grammar.en_case import cased
from memstream.processors.grammar.en_dictation import punctuated
from memstream.processors.grammar.en_lead_ins import without_lead_ins
from memstream.processors.grammar.en_self_shapes import continued, last_other, opens_with_other
from memstream.processors.grammar.engine import compile_now
from memstream.processors.grammar.fills import NEGATE, Fill, draft
from memstream.processors.grammar.follow import (
    domain_ending,
    followed,
    listed,
    marked,
    traded,
    traded_words,
)
from memstream.processors.grammar.gate_readers import wrapped
from memstream.processors.grammar.health_aside import implied_diets
from memstream.processors.grammar.labelled_fields import labelled_fills, record_fields
from memstream.processors.grammar.modes import described_after, marker_attached
from memstream.processors.grammar.one_breath import zh_breaks
from memstream.processors.grammar.resolve import (
    carried,
    diet_endings,
    people_named,
)
from memstream.processors.grammar.taste_before import liked_before
from memstream.processors.grammar.taste_verdicts import joined
from memstream.processors.grammar.value_shapes import shaped
from memstream.processors.grammar.zh_norm import normalised, restored
from memstream.processors.matchers.common import (
    Draft,
    Sentence,
    prepare,
    to_candidates,
    unique_by_key,
)
from memstream.processors.matchers.fact_rules import dated_statement
from memstream.processors.matchers.lexicon import core_phrase
from memstream.processors.matchers.sentence_gates import Said, gated
from memstream.processors.narrative_verbs import base_form
from memstream.processors.noise import event_subject, screen
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import normalize

MATCHER: Final = "slots@1"


def match_slots(
    event: MessagePosted,
    previous: Sequence[str] = (),
    asked: str | None = None,
    earlier: Sequence[Fill] = (),
) -> list[MemoryCandidate]:
    """Every slot the user's message fills, as candidates; `previous` holds the user's
    messages before it in the same session, the latest first (a follow-up such as "oh, and
    climbing too" takes the slot of what they stated); `asked` is the assistant's message
    just before it (its first sentence may answer its question: "Lisbon"); `earlier` holds
    what the user stated of themselves before, in this session or another, the oldest first
    (an update such as "back to light please" revises it)."""
    before = Before(previous, earlier)
    anchor = anchor_date(event.time)
    drafts: list[Draft] = []
    people: list[str] = []
    loose: tuple[int, Fill] | None = None
    other: str | None = None
    asked = asked if asked and _short(event.payload.content) else None
    stated: list[Fill] = []  # the user's fills of the message's earlier sentences
    opener: str | None = None  # a past frame cut off from this sentence ("Back when ...")
    sentence_before = ""  # the English sentence before this one ("Starting tomorrow.")
    unreal = False  # the sentence before was only a counterfactual frame ("In my dream life")
    for index, sentence in enumerate(_sentences(event)):
        chinese = sentence.chinese
        fills = _fills(_REMEMBER.sub("", sentence.text), chinese, anchor, before, stated)
        fills = mode_gate.kept(sentence.text, chinese, fills, unreal)  # "in my dream life"
        unreal = mode_gate.frames(sentence.text, chinese)  # a frame said apart (g56o)
        view = Said(sentence.text, sentence.quote, chinese, event.payload.content, opener)
        fills = gated(view, fills)  # every gate of `sentence_gates.GATES`, in order
        opener = past_scope.opens(sentence.text, chinese)
        if (
            not chinese
        ):  # "Starting tomorrow. I run every morning!", "Call me Rob. Actually, Robert."
            fills = across_sentences.carried(sentence.text, fills, sentence_before, stated, anchor)
            sentence_before = sentence.text
        if index == 0 and asked:
            fills += _answered(sentence.text, chinese, anchor, asked, fills)
            reader = partial(_parse, chinese=chinese, anchor=anchor)
            fills = denied(
                sentence.text, chinese, asked, fills, reader, event.payload.content
            )  # "nope, tea now"
        if not people and any(f.subject in _ONE_PERSON for f in fills):
            people = _context_people(previous, anchor)
        fills = carried(fills + diet_endings(fills), people)
        fills = continued(fills, sentence.text, chinese, other)  # h36a: "Jo's in a band. Drummer."
        other = last_other(fills, other, not chinese and opens_with_other(sentence.text))
        fills = plan_shapes.kept(shaped(fills))  # g38v: a value must look like its slot
        named = _named_later(sentence.text, chinese, fills, loose)
        if loose is not None and named is not None:  # "We got a puppy. His name is Rocket."
            drafts[loose[0]], loose = _draft(named, sentence.quote, chinese), None
            continue
        people += people_named(fills)
        stated += [f for f in fills if f.subject == "user"]
        drafts += [_draft(fill, sentence.quote, chinese) for fill in fills]
        loose = _loose(fills, len(drafts)) or loose
        if not fills and _stated(sentence.text, chinese):
            drafts += _past_events(sentence.text, sentence.quote, chinese, anchor)
    said = _sentences(event)
    if said and all(d.key != "profile.name" for d in drafts):  # "Cheers, Tom": g50r
        signed = sign_offs.read([s.quote for s in said])
        drafts += [_draft(f, said[-1].quote, said[-1].chinese) for f in signed]
    return to_candidates(event, MATCHER, unique_by_key(_last_said(drafts)))


def warm() -> None:
    """Load what the grammar otherwise loads on a user's first message (p38x): the Chinese
    part-of-speech tagger (about 2.5 s of CPU) and the segmenter's dictionary; and compile
    the English frames (about 0.5 s), which each compile on the first clause reaching them;
    and the English part-of-speech lexicon (about 0.3 s), loaded on the first English
    sentence whose case is read (`en_case.cased`)."""
    import jieba.posseg

    jieba.posseg.lcut("王芳搬到上海了")
    compile_now(en.COMPILED)
    en_pos.lexicon()


def _last_said(drafts: list[Draft]) -> list[Draft]:
    """A single-valued slot given other values in two sentences of one message ("I live in
    Austin. Sorry, typo, I live in Dallas", 我住在上海。不对，我住在苏州。): only the later
    sentence's value, which corrects or changes the earlier one."""
    last = {d.key: d.quote for d in drafts if d.single_valued}
    return [d for d in drafts if not d.single_valued or d.quote == last[d.key]]


def _named_later(
    text: str, chinese: bool, fills: list[Fill], loose: tuple[int, Fill] | None
) -> Fill | None:
    """The name a sentence of its own gives to the pet or person the message named without
    one ("We adopted a greyhound. Her name is Comet", 我们收养了一只狗。它叫豆豆)."""
    pet = loose is not None and loose[1].slot == "pet" and not chinese
    if pet and loose is not None and (later := pet_named_next.opening(text, fills)):
        return Fill("pet", later, kind=loose[1].kind)  # g53i: "Her name's X and she…"
    if loose is None or any(f.slot != "name" for f in fills):
        return None
    kind = loose[1].kind
    if chinese:
        found = zh_people.named_after(text.strip(" 。！!.~"), kind)
        return found[0] if found and found[0].slot == loose[1].slot else None
    name = en_people.name_given(text)
    return Fill(loose[1].slot, name, kind=kind) if name and not fills else None


def _loose(fills: list[Fill], end: int) -> tuple[int, Fill] | None:
    """The draft index and fill of the last pet or relation of the user's said without a
    name (the drafts of `fills` end at `end`)."""
    found = [
        (end - len(fills) + i, f)
        for i, f in enumerate(fills)
        if f.slot in ("pet", "relation") and f.subject == "user" and f.value == f.kind
    ]
    return found[-1] if found else None


@dataclass(frozen=True, slots=True)
class Before:
    """What the user said before a message: its session's messages (`previous`, the latest
    first) and what they stated of themselves before (`earlier`, the oldest first)."""

    previous: Sequence[str] = ()
    earlier: Sequence[Fill] = ()

    def mapped(self, spelled: Callable[[str], str]) -> Before:
        """The same, the session's messages respelled (cased English, normalised Chinese)."""
        return Before([spelled(p) for p in self.previous], self.earlier)


def _fills(
    text: str, chinese: bool, anchor: date, before: Before, stated: Sequence[Fill] = ()
) -> list[Fill]:
    """What one sentence fills (`_read`): English read as written with capitals and
    apostrophes (`en_case`), Chinese once as simplified Mandarin (`zh_norm`: traditional
    characters, Cantonese and internet spellings, values given back as written), so the
    follow-up, revision and list readers see the words they know too. `stated` holds what
    the message's earlier sentences said of the user."""
    if not chinese:  # "im in leeds, dont eat pork" read as "I'm in Leeds, don't eat pork"
        return implied_diets(_read(cased(text), False, anchor, before.mapped(cased), stated))
    plain = normalised(text)
    if not plain.changed:
        return implied_diets(_read(text, chinese, anchor, before, stated))
    said = before.mapped(lambda p: normalised(p).text)
    found = _read(plain.text, chinese, anchor, said, stated)
    return implied_diets([restored(f, plain) for f in found])


def _read(
    text: str, chinese: bool, anchor: date, before: Before, stated: Sequence[Fill] = ()
) -> list[Fill]:
    """What one sentence fills: its own slots, or what it adds to a named list; an ending
    whose verb names its habit; else a follow-up of an earlier sentence of the message
    ("Shellfish allergy. Also latex.") or, after a previous message, a follow-up of it or a
    trade of its habit; an update of what the user stated in another session."""
    previous = before.previous
    fills = _parse(text, chinese, anchor)
    fills = en_bio_shapes.zh_read(text, fills) if chinese else fills  # 王磊，35岁，…
    if not any(f.subject == "user" for f in fills) or record_fields(text, chinese):
        # "Occupation: ferry deckhand", 职业：老师, "- allergic: tree nuts - diet: vegan"
        fills = labelled_fills(text, chinese, lambda said: _parse(said, chinese, anchor)) or fills
    plain = None if any(f.subject == "user" for f in fills) else listed(text, chinese)
    if plain is not None:
        fills = _parse(plain, chinese, anchor)
    ended = domain_ending(text, chinese)
    fills += ended if ended and _stated(text, chinese) else []
    if chinese and _stated(text, chinese):  # 我每周打羽毛球，特别喜欢
        said = {(f.slot, f.value) for f in fills}
        fills += [f for f in liked_before(text) if (f.slot, f.value) not in said]
    fills += taste_lexicon.read(text, chinese, fills) if _stated(text, chinese) else []
    fills = _switched(text, chinese, anchor, fills)
    fills = revised.named_company(text, chinese, fills)
    if (previous or before.earlier) and revised.cued(text, chinese) and _stated(text, chinese):
        previous_fills = _previous_fills(previous, anchor)
        added = _revised(text, chinese, previous_fills, list(before.earlier), fills)
        fills = _moved_habits(revised.without_turned(fills, added), added) + added
    fills += _also_named(text, chinese, anchor, [*stated, *fills])
    mine = any(f.subject == "user" for f in fills)
    if (stated or previous) and not mine and _follows(text, chinese):
        here = [f for f in followed(text, chinese, list(stated)) if f.action != NEGATE]
        if here or not previous:  # "I like tea. Coffee too.", 我对花生过敏。还有芒果。
            return here or fills
        return followed(text, chinese, _previous_fills(previous, anchor))
    if previous and traded_words(text, chinese) is not None and _stated(text, chinese):
        return fills + traded(text, chinese, _previous_fills(previous, anchor))
    return fills


def _also_named(text: str, chinese: bool, anchor: date, before: list[Fill]) -> list[Fill]:
    """One more pet or person of the user's named in a clause without a verb, after one said
    before it ("I have a son named Leo. And a daughter, Mia.", 还有一只橘猫叫大黄)."""
    beings = ("pet", "relation")
    if not any(f.slot in beings and f.subject == "user" for f in before):
        return []
    said = also_named(text, chinese)
    if said is None:
        return []
    known = {(f.slot, f.value) for f in before}
    found = _parse(said, chinese, anchor)
    return [f for f in found if f.slot in beings and (f.slot, f.value) not in known]


def _revised(
    text: str, chinese: bool, previous: list[Fill], earlier: list[Fill], fills: list[Fill]
) -> list[Fill]:
    """What the sentence corrects or ends of the previous message or of what the user stated
    before (`grammar/revised.py`), beyond what it says by itself."""
    said = {(f.slot, f.value.casefold()) for f in fills}
    found = revised.revised(text, chinese, previous, earlier)
    return [f for f in found if (f.slot, f.value.casefold()) not in said]


def _moved_habits(fills: list[Fill], added: list[Fill]) -> list[Fill]:
    """Without the habit read off the words of a move alone ("I go after work now" as a habit
    "go after work now"), when the move gave the habit at its new time; nor a plan of the
    habit's doing read off the move (网球改到周六了 as a plan 网球 moved to Saturday)."""
    times = [str(f.extra["moved"]) for f in added if f.extra.get("moved")]
    moved = [f.value for f in added if f.slot == "habit" and f.extra.get("follows")]
    return [
        f
        for f in fills
        if not (f.slot == "habit" and f.subject == "user" and any(t in f.value for t in times))
        and not (f.action == NEGATE and any(t in f.value for t in times))
        and not (f.slot == "plan" and f.subject == "user" and _shares(f.value, moved))
    ]


def _shares(value: str, habits: list[str]) -> bool:
    """Whether `value` names a habit's doing: a word of four letters or more of it ("tennis",
    not "the"), or two of its Chinese characters."""
    words = _long_words(value)
    han = {c for c in value if "\u4e00" <= c <= "\u9fff"}
    return any(words & _long_words(h) or len(han & set(h)) >= 2 for h in habits)


def _long_words(text: str) -> set[str]:
    """The words of four letters or more of `text`, case folded."""
    return set(re.findall(r"[a-z]{4,}", text.casefold()))


def _switched(text: str, chinese: bool, anchor: date, fills: list[Fill]) -> list[Fill]:
    """A sentence saying the user switched to a value a single-valued slot's lexicon knows
    ("switched to Helix, vim config was too much", "switched my terminal to light mode",
    换成浅色主题了): that value, not the one given up. A hypothetical or a question before
    the value says no switch (`_stated`, as for any sentence)."""
    found = _SWITCH(text, chinese)
    if found is None or not _stated(found.said, chinese):
        return fills
    new = revised.switched_fills(found.value, chinese, lambda said: _parse(said, chinese, anchor))
    slots = {f.slot for f in new}
    return [f for f in fills if f.slot not in slots or f.subject != "user"] + new


_SWITCH: Final = wrapped(revised.switched, None, "_EN_SWITCH", "_ZH_SWITCH")
"""`revised.switched`, run only when the sentence holds a switch's cue ("switched", 换成)."""


def _answered(text: str, chinese: bool, anchor: date, asked: str, fills: list[Fill]) -> list[Fill]:
    """What the sentence answers: all of it when it says nothing of the user by itself, else
    its first clause, for what the rest did not say ("imperial, I'm in Atlanta")."""
    if not any(f.subject == "user" for f in fills):
        return _answer(text, chinese, anchor, asked)
    first = _CLAUSE_BREAK.split(text, maxsplit=1)[0]
    if first == text:
        return []
    said = {f.slot for f in fills if f.subject == "user"}
    return [f for f in _answer(first, chinese, anchor, asked) if f.slot not in said]


def _short(content: str) -> bool:
    """A message short enough to be an answer ("Lisbon", "Mostly jazz, some soul", 川菜吧),
    not a turn of a conversation of its own."""
    if _is_chinese(content):
        return len(_SPACE.sub("", content)) <= 24
    return len(content.split()) <= 10


def _answer(text: str, chinese: bool, anchor: date, asked: str) -> list[Fill]:
    """What a short answer to the assistant's question says (`grammar/answers.py`); Chinese
    read as simplified Mandarin (`zh_norm`), values given back as written."""
    han = chinese or _is_chinese(asked)  # "VS Code" answers 你用什么编辑器 in Chinese
    question = answers.asked(normalised(asked).text if han else asked, _is_chinese(asked))
    plain = normalised(text) if han else None
    said = plain.text if plain is not None else cased(text)
    readable = _stated(said, chinese) or _stated(answers.trimmed(said, chinese), chinese)
    if question is None or not readable:
        return []
    found = answers.answered(said, han, question, lambda part: _parse(part, han, anchor))
    return [restored(f, plain) for f in found] if plain is not None and plain.changed else found


def _parse(text: str, chinese: bool, anchor: date) -> list[Fill]:
    """The slots one sentence fills, by its language's grammar (a list of the caller's own)."""
    return list(_parsed(text, chinese, anchor))


@lru_cache(maxsize=4096)
def _parsed(text: str, chinese: bool, anchor: date) -> tuple[Fill, ...]:
    """`zh.parse` / `en.parse` of a sentence, remembered. Both are pure, and only their clause
    reading (`en._parse`, `zh._parse`) was remembered: what `parse` does around it (the
    sentence's modes, fragments, corrections, hearsay) ran again on every call, and cost as
    much as a cache hit saved. Fills are frozen, so one tuple serves every caller."""
    return tuple(zh.parse(text, anchor) if chinese else en.parse(text, anchor))


def _is_chinese(text: str) -> bool:
    return _HAN.search(text) is not None


_HAN: Final = re.compile(r"[\u4e00-\u9fff]")
"""A Chinese character: the sentence (or message) is read with the Chinese grammar."""
_SPACE: Final = re.compile(r"\s")
_CLAUSE_BREAK: Final = re.compile(r"[,，;；]")
"""Where an answer's first clause ends ("imperial, I'm in Atlanta")."""
_REMEMBER: Final = re.compile(
    r"^(?:(?:please|pls|also|and|ok)\s+)*(?:remember|note)(?:\s+that)?[\s:,]+|^(?:请|麻烦)?(?:记住|记一下)[,，:]?",
    re.IGNORECASE,
)
_QUOTES: Final = re.compile(
    r"\"[^\"]*\"|“[^”]*”|「[^」]*」|『[^』]*』|‘[^’]*’"
    r"|(?<![A-Za-z0-9])'(?:[^'\n]|(?<=\w)'(?=\w)){3,}?'(?![A-Za-z0-9])"  # 'don't': inside
)
"""Quoted words, in double, single, curly or corner quotes: someone's words, not the user's
statement (an apostrophe inside a word, "don't", neither opens nor closes a quote)."""


def _unquoted(found: re.Match[str]) -> str:
    """A quote left out; a single-quoted one only when it spans sentences (within one
    sentence the grammar sets it aside itself, as a quote the sentence is about)."""
    said = found.group(0)
    return " " if not said.startswith("'") or re.search(r"[.!?。！？]", said) else said


def _sentences(event: MessagePosted) -> list[Sentence]:
    """The user's sentences, quoted words (which may span sentences) left out; a quoted
    name after "called" or 叫 is said, not quoted (`en_work.unquoted_names`). A message said
    in one breath is cut where a new clause starts: English by its subjects (`punctuated`: a
    long run-on, or a short change), Chinese after a 了 that ends a clause (`zh_breaks`)."""
    if event.payload.role != "user":
        return []
    return list(_user_sentences(event.payload.content))


@lru_cache(maxsize=1024)
def _user_sentences(content: str) -> tuple[Sentence, ...]:
    """`_sentences` of a user's message, remembered by its text (every step is pure)."""
    said = own_drafts.unwrapped(marker_attached(content))  # l53: "my bio, polish it: '...'"
    said = record_lines.joined(said)  # l54: "name: Bo\nlives: Umeå": a form, whatever the case
    # g38m: "I LOVE mornings. 🙄": said of it
    cut = punctuated(come_what_may.english(said))  # g54t: "Every day without fail I ..."
    content = _QUOTES.sub(_unquoted, en_work.unquoted_names(without_lead_ins(cut)))
    if _is_chinese(content):
        content = zh_breaks(content)
    kept = described_after(list(screen(content).kept))  # g38m: a character described on
    kept = joined(kept)  # g43t: "Jazz? Meh, never been my thing." read as one
    kept = taste_answered.joined(kept)  # g55t: "You know what I love? Tea." read as one
    return tuple(Sentence(quote, prepare(quote)) for quote in kept)


def _follows(text: str, chinese: bool) -> bool:
    """A follow-up the grammar would read at all (not a question, joke, quote...)."""
    return marked(text, chinese) and _stated(text, chinese)


def _previous_fills(previous: Sequence[str], anchor: date) -> list[Fill]:
    """What the user's latest message stated (its sentences parsed like any message's); when
    it stated nothing but was itself a follow-up ("and kayaking too"), what the one before
    it stated."""
    for said in previous:
        sentences = [Sentence(q, prepare(q)) for q in screen(_QUOTES.sub(_unquoted, said)).kept]
        texts = [(_REMEMBER.sub("", s.text), s.chinese) for s in sentences]
        fills = [f for text, han in texts for f in _parse(text, han, anchor)]
        if fills or not any(_follows(text, han) for text, han in texts):
            return fills
    return []


def stated_fills(event: MessagePosted) -> list[Fill]:
    """What a user message stated of the user, sentence by sentence as the grammar parses it
    (spelled as `_fills` spells it, so each parse is the one the matcher just made, kept by
    `_parsed`): what a later session's update may revise."""
    anchor = anchor_date(event.time)
    found = [
        f for s in _sentences(event) for f in _spelled_parse(_REMEMBER.sub("", s.text), s, anchor)
    ]
    return [f for f in found if f.subject == "user" and f.action != NEGATE]


def _spelled_parse(text: str, sentence: Sentence, anchor: date) -> list[Fill]:
    """`_parse` of English read with its case (`cased`), of Chinese read as simplified
    Mandarin with the values given back as written (`zh_norm`)."""
    if not sentence.chinese:
        return _parse(cased(text), False, anchor)
    plain = normalised(text)
    return [restored(f, plain) for f in _parse(plain.text, True, anchor)]


_ONE_PERSON: Final = frozenset(("he", "she", "他", "她"))
"""Pronouns that stand for one person named in the message before ("they" may be several)."""


def _context_people(previous: Sequence[str], anchor: date) -> list[str]:
    """The people the user's latest message named ("my sister Olivia is coming over"), whom
    a "she" or 他 opening this message stands for ("she's a pharmacist", 他对花生过敏)."""
    return people_named(_previous_fills(previous[:1], anchor)) if previous else []


@lru_cache(maxsize=1024)
def _stated(text: str, chinese: bool) -> bool:
    """A sentence the grammar would read at all (not a question, joke, quote...); kept per
    sentence (a sentence is asked up to five times: its ending, revision, follow-up, trade)."""
    return zh.readable(text) if chinese else en.readable(text)


_BOUNDED: Final = re.compile(r"\b(?:as of|until|till|til|since|through)\W*(?:now\W*)?$")
"""A date said as where a state began or ended ("as of yesterday", "until last month"), the
statement's own words ending there: no event happened on it."""


def _past_events(text: str, quote: str, chinese: bool, anchor: date) -> list[Draft]:
    """What the user says happened at a past date ("Last week I ran a charity race",
    我上个月去了一趟成都): a dated fact, the date resolved. Not a slot of its own, kept for
    questions about when things happened."""
    drafts: list[Draft] = []
    subject = event_subject(text, chinese)  # a dream is no one's; "my roommate quit ..."
    if subject == "" or not event_clauses.own(text, chinese, anchor):  # "the founder we met…"
        return drafts
    for found in dated_statement(text.rstrip(" .!。"), anchor, chinese):
        dates = [str(d) for d in found.attributes.get("dates", [])]
        if not dates or max(dates) >= anchor.isoformat():
            continue  # only the past: what is coming is a plan
        if _BOUNDED.search(found.key):
            continue  # "35 as of yesterday", "I was until last month": when a state began or ended
        attributes = {**found.attributes, "slot": "event"} | (
            {"subject": subject} if subject else {}
        )
        drafts.append(
            Draft(MemoryType.FACT, found.key, found.value, found.content, quote, attributes)
        )
    return drafts


def _draft(fill: Fill, quote: str, chinese: bool) -> Draft:
    if fill.slot == "ending":
        return _ending(fill, quote, chinese)
    found = draft(fill, quote, chinese)
    item = _item(fill)
    if item is None or fill.subject != "user":
        return found
    attributes: dict[str, Any] = {**found.attributes, "item": item}
    return Draft(
        found.type,
        found.key,
        found.value,
        found.content,
        found.quote,
        attributes,
        single_valued=found.single_valued,
    )


def _item(fill: Fill) -> str | None:
    """What the scorer and readers call the value when the key or value does not say it."""
    if fill.slot in ("relation", "pet"):
        named = bool(fill.value) and fill.value != fill.kind
        return f"{fill.kind}: {fill.value}" if named else fill.kind
    if fill.slot in ("like", "dislike", "plan"):
        return fill.value
    return None


def _ending(fill: Fill, quote: str, chinese: bool) -> Draft:
    """A negation: ends what it names (its terms). When it names an object ("I don't eat
    spicy food anymore", 我不吃辣了), its key is that object's like key, so the like itself
    gets the negation as its next version ("Doesn't eat spicy food")."""
    attributes = {"change": NEGATE, "terms": list(fill.terms), "slot": "ending", **fill.extra}
    thing, verb = str(fill.extra.get("object") or ""), str(fill.extra.get("verb") or "")
    if thing:
        core = normalize(core_phrase(thing) or thing)
        said = (
            (f"戒了{thing}" if verb == "戒" else f"不{verb}{thing}")
            if chinese
            else f"Doesn't {base_form(verb) if verb else 'like'} {thing}"
        )
        return Draft(MemoryType.PREFERENCE, "pref:" + core, "no", said, quote, attributes)
    said = str(fill.extra.get("said") or fill.value)
    content = f"不再：{said}" if chinese else f"No longer: {said}"
    key = "ending:" + normalize(fill.value)[:80]
    return Draft(MemoryType.FACT, key, fill.value, content, quote, attributes, single_valued=True)
