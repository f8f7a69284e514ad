"""`feedback.given` → preferences and lessons, English and Chinese.

Pure. A comment is the user's own words, so what it asks for is explicit (`provenance.explicit`:
an active preference at once, like the same words in a message). Each clause of it is read
in turn:

- an imperative to stop ("stop using emojis", "please stop with all the emojis", "别用表情了")
  is the opposite option when it names one, else a lesson ("stop apologizing": avoid it);
- a complaint about a quality ("answers are too long", "回答太长了", "too formal", "太啰嗦")
  is the opposite option of that quality's dimension ("concise", "casual");
- a request for more of it ("more detail please", "keep answers short", "回答简短点", "not
  formal enough") is the option itself;
- an option named as an instruction ("light mode please", "use bullet points", "用中文") or
  in praise ("love the bullet points") is that option; named after a negation ("no emojis",
  "不要表格") it is the opposite.

Only what is shown, not said, is inferred and waits in the candidate pool: a bare rating
reinforces the visible traits of the reply it targets (a list, emoji, a clear register).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar import zh_prefs
from memstream.processors.grammar.fills import draft as slot_draft
from memstream.processors.matchers import style
from memstream.processors.matchers.choices import (
    EMOJI,
    FORMAT,
    LENGTH,
    TONE,
    Choice,
    choice,
    opposite,
    term_choice,
    term_pattern,
)
from memstream.processors.matchers.common import Draft, prepare, to_candidates
from memstream.processors.matchers.inferred import as_inferred, excerpt
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import FeedbackGiven, Message, MessagePosted
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk, normalize

MATCHER: Final = "feedback@2"
SAID_CONFIDENCE: Final = 0.8
PRAISE_CONFIDENCE: Final = 0.7
TARGET_CONFIDENCE: Final = 0.4
_POSITIVE: Final = re.compile(
    r"\b(?:great|perfect|excellent|love (?:it|this|that|the)|exactly|nice|good job|well done"
    r"|spot on|helpful|awesome)\b|很好|不错|完美|太棒|就是这样|好评|赞|有帮助",
    re.IGNORECASE,
)
_CLAUSES: Final = re.compile(r"[.!?;,]+\s*|[。！？；，、]+")
_STOP: Final = re.compile(
    r"^(?:(?:and|but|also|so|oh|just|ok|okay)\s+)*(?:(?:can|could|would|will) you\s+)?"
    r"(?:please\s+)?(?:stop|quit|don't|do not|never|no more)"
    r"\s+(?P<what>[a-z][a-z' -]{2,40}?)"
    r"(?:\s+(?:please|so much|all the time|every time|anymore|any more))*$"
    r"|^(?:还有|另外|而且|也)?(?:请)?(?:别再|不要再|别老是?|不要老是?|不要总是?|别总是?|不要|别)"
    r"(?P<zh>[\u4e00-\u9fff]{1,10}?)"
    r"(?:了|啦|吧|好吗|行吗)?$",
    re.IGNORECASE,
)
_QUOTES: Final = re.compile(r"(^|\s)['\"‘“]|['\"’”](?=\s|$)")
_COMPLAINT_WORDS: Final[dict[str, tuple[str, str]]] = {
    # Words of complaint the preference lexicon has no option for: what the user wants instead.
    "wordy": (LENGTH, "concise"), "rambling": (LENGTH, "concise"),
    "long-winded": (LENGTH, "concise"), "repetitive": (LENGTH, "concise"),
    "stiff": (TONE, "casual"), "robotic": (TONE, "casual"),
    "stuffy": (TONE, "casual"), "sloppy": (TONE, "formal"), "flippant": (TONE, "formal"),
    "unprofessional": (TONE, "formal"), "生硬": (TONE, "casual"), "官方": (TONE, "casual"),
    "死板": (TONE, "casual"), "不专业": (TONE, "formal"), "随便": (TONE, "formal"),
}  # fmt: skip
_EN_TOO: Final = re.compile(
    r"\b(?:too|overly|way too|far too|a bit too|so|less|fewer)\s+(?:many\s+|much\s+)?"
    r"(?P<word>[a-z-]+(?:\s[a-z]+)?)|\b(?P<bare>unprofessional|long-winded|rambling)\b",
    re.IGNORECASE,
)
_ZH_TOO: Final = re.compile(
    r"(?:太|过于|过分|有点太?)(?:过)?(?P<after>[\u4e00-\u9fff]{1,4})"
    r"|(?P<before>[\u4e00-\u9fff]{1,4})(?:太多|过多|太密|泛滥)|(?P<bare>不专业)"
)
_EN_MORE: Final = re.compile(
    r"\b(?:more|make|keep|be)\s+(?:(?:it|them|things|everything|your|the|my|answers?|repl(?:y|ies)"
    r"|responses?|more|a bit|a little|much)\s+){0,3}(?P<word>[a-z-]+)"
    r"|\bnot\s+(?P<enough>[a-z-]+)\s+enough\b",
    re.IGNORECASE,
)
_ZH_MORE: Final = re.compile(
    r"不够(?P<after>[\u4e00-\u9fff]{1,4})|(?:再|更)(?P<after2>[\u4e00-\u9fff]{1,4})"
    r"|(?P<before>[\u4e00-\u9fff]{1,4}?)(?:一点|一些|点儿|些|点)(?:吧|啊|呀)?$"
)
_INSTRUCTION: Final = re.compile(
    r"\b(?:please|pls|use|keep|give me|i want|i'd like|i would like|i prefer|i need|switch to"
    r"|from now on|only|always|stick to|go with)\b"
    r"|请|(?<![不别])(?:用|要)|改成|换成|以后|一律|给我",
    re.IGNORECASE,
)
_NEGATION: Final = re.compile(
    r"\b(?:no|not|don't|do not|never|without|hate|dislike|less|fewer)\b"
    r"|不要|别|不用|不需要|少用|去掉|不喜欢|讨厌|没必要",
    re.IGNORECASE,
)


def match_feedback(event: FeedbackGiven, target_text: str | None = None) -> list[MemoryCandidate]:
    """Preferences and lessons from a rating and its comment.

    What the comment says is explicit; a bare positive rating's traits of the targeted
    reply (`target_text`, the content of the reply the feedback is about, when the extract
    stage still holds it) are inferred.
    """
    comment = prepare(event.payload.comment or "")
    positive = event.payload.rating == "positive" or (
        event.payload.rating is None and bool(_POSITIVE.search(comment))
    )
    said = [_with_quote(draft, event.payload.comment) for draft in _said(comment, positive)]
    shown = _praised_reply(comment, target_text) if positive and not said else []
    candidates = to_candidates(event, MATCHER, said + shown)
    read = _read_as_said(event, {draft.key for draft in said})
    return candidates[: len(said)] + read + [as_inferred(c) for c in candidates[len(said) :]]


def _read_as_said(event: FeedbackGiven, said: set[str]) -> list[MemoryCandidate]:
    """What the slot grammar reads in the comment, as in a message ("shorter. way shorter.",
    "wrong city, I'm in Porto"): the user's own words, explicit; keys the comment's own
    reading already gave, and endings ("stop apologizing" is a lesson), are left to it.
    English for now: the Chinese comment rules read what the Chinese grammar would."""
    comment = event.payload.comment or ""
    if not comment.strip() or has_cjk(comment):
        return []
    message = Message(role="user", content=event.payload.comment)
    posted = MessagePosted(id=event.id, time=event.time, scope=event.scope, payload=message)
    found = match_slots(posted)
    return [c for c in found if c.key not in said and "change" not in c.attributes]


def _said(comment: str, positive: bool) -> list[Draft]:
    """What each clause of the comment asks for, the first word on a dimension kept."""
    chinese = has_cjk(comment)
    drafts: dict[str, Draft] = {}
    for clause in _CLAUSES.split(comment):
        draft = _clause(clause.strip(), chinese, positive)
        if draft is not None:
            drafts.setdefault(draft.key, draft)
    for draft in _grammar(comment) if chinese else []:
        drafts.setdefault(draft.key, draft)
    return list(drafts.values())


def _grammar(comment: str) -> list[Draft]:
    """What the slot grammar's preference reader finds in a Chinese comment (as in a message:
    太简略了 → detailed, emoji就别加了 → avoid, 我用的是PyCharm): said, so explicit."""
    found = [slot_draft(fill, "", True) for fill in zh_prefs.preferences(comment)]
    return [dataclasses.replace(d, confidence=SAID_CONFIDENCE) for d in found]


def _clause(clause: str, chinese: bool, positive: bool) -> Draft | None:
    if not clause:
        return None
    stop = _STOP.match(clause)
    if stop is not None:
        return _stopped(stop, chinese)
    found = _complaint(clause) or _request(clause)
    if found is not None:
        return _preference(found, chinese, SAID_CONFIDENCE)
    named = _named(clause, positive)
    if named is None:
        return None
    signal = "feedback" if _INSTRUCTION.search(clause) else "praise"
    confidence = SAID_CONFIDENCE if signal == "feedback" else PRAISE_CONFIDENCE
    return _preference(named, chinese, confidence, signal)


def _resolve(phrase: str, *, complaint: bool) -> Choice | None:
    """The option a complaint ("long": concise) or a request ("detail": detailed) means."""
    for word in _variants(phrase.casefold().strip()):
        if complaint and word in _COMPLAINT_WORDS:
            return choice(*_COMPLAINT_WORDS[word])
        found = term_choice(word)
        if found is not None:
            return opposite(found) if complaint else found
    return None


def _variants(phrase: str) -> list[str]:
    """The phrase, its first word, simple English stems, and Chinese prefixes and suffixes."""
    if has_cjk(phrase):
        prefixes = [phrase[:n] for n in range(len(phrase), 0, -1)]
        return prefixes + [phrase[n:] for n in range(1, len(phrase))]
    first = phrase.split()[0] if phrase.split() else phrase
    return [phrase, first, first + "ed", first + "s", first.removesuffix("s")]


def _search(pattern: re.Pattern[str], clause: str, complaint: bool) -> Choice | None:
    for match in pattern.finditer(clause):
        for phrase in match.groupdict().values():
            found = None if phrase is None else _resolve(phrase, complaint=complaint)
            if found is not None:
                return found
    return None


def _complaint(clause: str) -> Choice | None:
    """ "too long" / "太长了" → what the user wants instead (concise)."""
    return _search(_EN_TOO, clause, True) or _search(_ZH_TOO, clause, True)


def _request(clause: str) -> Choice | None:
    """ "more detail", "keep answers short", "简短点", "not formal enough" → that option."""
    return _search(_EN_MORE, clause, False) or _search(_ZH_MORE, clause, False)


def _named(clause: str, positive: bool) -> Choice | None:
    """An option the clause names as an instruction or in praise; after a negation, its
    opposite ("no emojis please": avoid)."""
    match = _mention(clause)
    if match is None:
        return None
    found = term_choice(match.group(0))
    if found is not None and _NEGATION.search(clause[: match.start()]):
        return opposite(found)
    return found if positive or _INSTRUCTION.search(clause) else None


def _mention(text: str) -> re.Match[str] | None:
    return re.search(rf"(?<![a-z])(?:{term_pattern()})(?![a-z])", text, re.IGNORECASE)


def _mentioned_choice(text: str) -> Choice | None:
    match = _mention(text)
    return None if match is None else term_choice(match.group(0))


def _stopped(stop: re.Match[str], chinese: bool) -> Draft | None:
    """ "stop using emojis": the opposite option; "stop apologizing" / "别再道歉了": a lesson."""
    what = _QUOTES.sub(r"\1", normalize(stop.group("what") or stop.group("zh") or ""))
    found = _mentioned_choice(what)
    if found is not None:  # "don't use emoji" is the emoji dimension, not a free lesson
        negated = opposite(found)
        return None if negated is None else _preference(negated, chinese, SAID_CONFIDENCE)
    content = f"避免{what}（用户反馈）" if chinese else f"Avoid {what} (user feedback)"
    attributes = {"signal": "feedback", "avoid": what}
    return Draft(
        MemoryType.LESSON, f"lesson:avoid:{what}", what, content, "", attributes,
        confidence=SAID_CONFIDENCE,
    )  # fmt: skip


def _praised_reply(comment: str, target_text: str | None) -> list[Draft]:
    """A bare positive rating: the targeted reply's traits, inferred (they wait in the pool)."""
    if not target_text:
        return []
    chinese = has_cjk(comment or target_text)
    example = {"reply": excerpt(target_text)}
    drafts = []
    for found in target_traits(target_text):
        draft = _preference(found, chinese, TARGET_CONFIDENCE, "praised_reply")
        drafts.append(
            Draft(draft.type, draft.key, draft.value, draft.content, "",
                  draft.attributes | example, draft.single_valued, draft.confidence)
        )  # fmt: skip
    return drafts


def target_traits(text: str) -> list[Choice]:
    """The visible style choices of a reply: a list, emoji, a clear register."""
    traits = []
    if style.list_lines(text) >= 2:
        traits.append(choice(FORMAT, "bullets"))
    if style.emoji_count(text):
        traits.append(choice(EMOJI, "use"))
    score = style.register(text).score
    if abs(score) >= 2:
        traits.append(choice(TONE, "formal" if score > 0 else "casual"))
    return traits


def _preference(found: Choice, chinese: bool, confidence: float, signal: str = "feedback") -> Draft:
    suffix = "（来自反馈）" if chinese else " (from feedback)"
    return Draft(
        MemoryType.PREFERENCE, found.key, found.value, found.describe(chinese) + suffix, "",
        {"signal": signal}, confidence=confidence,
    )  # fmt: skip


def _with_quote(draft: Draft, comment: str | None) -> Draft:
    return Draft(
        draft.type, draft.key, draft.value, draft.content, comment or "", draft.attributes,
        draft.single_valued, draft.confidence,
    )  # fmt: skip
