"""The shortest excerpt of a chunk that holds what the question matches. Pure.

A verbatim excerpt (an episode `chunk`) shows a few consecutive turns. The turns whose
words match the question's terms (any English word form of them; Chinese words as cut by
jieba; a speaker's label is not the turn's words) are its core. When a budget is small,
the core of many excerpts is worth more than the whole of a few: `budget.fill_budget`
places each chunk's core at the chunk's score and the rest of its turns at a discount
(`ScoringConfig.excerpt_rest`, 0.8), so the neighbours of a match come in once the best
matches of other excerpts are in. A chunk none of whose turns match (found by meaning,
or by its session) is one unit, as are chunks whose every turn matches.

A name the question asks about (`names`) that labels a turn of the chunk says whose turns
answer, not which: in a conversation between Caroline and Melanie, "What activities does
Melanie partake in?" is answered by Melanie's own turns, while the turns that say her name
are mostly the other speaker's, addressing her ("Thanks, Melanie!"). So within a chunk,
a speaker's name is not a matching word, the matched turns that speaker says come first,
and a chunk no other word matches has that speaker's turns as its core.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.render import dates_note, fact_days
from memstream.query_api.recall.stance import says_of_self
from memstream.schemas.memory import Memory, excerpt_session
from memstream.stems import search_forms
from memstream.text import has_cjk, tokenize

_SPEAKER_LABEL: Final = re.compile(r"^[^:：\n]{1,40}[:：]\s*")
_QUESTION: Final = re.compile(r"(?:[?？]|[吗呢][。.!！]?)[\s\"”’)）]*$")


def turn_words(line: str) -> frozenset[str]:
    """A turn's search tokens, without its speaker's label."""
    return _line_words(_SPEAKER_LABEL.sub("", line, count=1))


@lru_cache(maxsize=16384)
def _line_words(text: str) -> frozenset[str]:
    return frozenset(tokenize(text))


def query_forms(terms: Sequence[str]) -> frozenset[str]:
    """Every form the query's terms are searched as ("hike": "hiking", "hiked", …)."""
    return _query_forms(tuple(terms))


@lru_cache(maxsize=4096)
def _query_forms(terms: tuple[str, ...]) -> frozenset[str]:
    # Memoized: stemming a question's terms costs more than the rest of its excerpts' cut.
    return frozenset(form for forms in search_forms(list(terms)).values() for form in forms)


def matched_turns(memory: Memory, forms: frozenset[str]) -> tuple[bool, ...]:
    """Per line of a chunk, whether the turn holds one of the forms."""
    return tuple(not words.isdisjoint(forms) for words in turns_of(memory.content).words)


def speaker_of(line: str) -> str:
    """A turn's speaker label, casefolded ("" when the turn has none)."""
    found = _SPEAKER_LABEL.match(line)
    return found[0].rstrip(" \t:：").casefold() if found else ""


@dataclass(frozen=True, slots=True)
class Turns:
    """A chunk's lines, each turn's speaker label (`speaker_of`) and search tokens
    (`turn_words`): what every question reads of it, read once per content."""

    lines: tuple[str, ...]
    labels: tuple[str, ...]
    words: tuple[frozenset[str], ...]


@lru_cache(maxsize=16384)
def turns_of(content: str) -> Turns:
    """The chunk's turns as `Turns` (memoized by content: a chunk recalled again is not
    read again)."""
    lines = tuple(content.splitlines())
    labels = tuple(speaker_of(line) for line in lines)
    return Turns(lines, labels, tuple(turn_words(line) for line in lines))


@lru_cache(maxsize=16384)
def labels_of(content: str) -> tuple[str, ...]:
    """Each line's speaker label (`speaker_of`), as `turns_of` has them, without reading the
    turns' words (memoized by content: the cut views of a question are read once)."""
    return tuple(speaker_of(line) for line in content.splitlines())


def _spoken_by(label: str, names: Collection[str]) -> bool:
    return bool(label) and (label in names or label.split()[0] in names)


def is_question(line: str) -> bool:
    """True when a turn ends as a question (?, ？, or a closing 吗 / 呢)."""
    return _QUESTION.search(line) is not None


def core_turns(
    memory: Memory, forms: frozenset[str], names: Collection[str] = frozenset()
) -> tuple[bool, ...]:
    """The turns the question matches, and the reply to each matched question (the next
    turn): a question's words are usually answered in other words. When the question names
    a speaker of the chunk (`names`, casefolded), that name is not a matching word, the
    matched turns that speaker says are the core if there are any, and the speaker's own
    turns are the core when nothing else matches."""
    return _core_turns(memory.content, forms, frozenset(names))


@lru_cache(maxsize=1024)
def _core_turns(content: str, forms: frozenset[str], names: frozenset[str]) -> tuple[bool, ...]:
    # Memoized: the cut (`core_of`) and the edges (`edges.across_edges`) ask it alike.
    turns = turns_of(content)
    spoken, speakers = _voices(turns.labels, names)
    if speakers:
        forms = _without(forms, speakers)
    matched = tuple(not words.isdisjoint(forms) for words in turns.words)
    asks = _questions(content)
    core = tuple(hit or (i > 0 and matched[i - 1] and asks[i - 1]) for i, hit in enumerate(matched))
    theirs = tuple(c and s for c, s in zip(core, spoken, strict=True))
    if any(theirs):
        return theirs
    return core if any(core) else spoken


@lru_cache(maxsize=16384)
def _voices(
    labels: tuple[str, ...], names: frozenset[str]
) -> tuple[tuple[bool, ...], frozenset[str]]:
    """Per turn, whether one of `names` says it, and the names that say one (memoized: a
    question's names meet the same speakers in chunk after chunk)."""
    spoken = tuple(_spoken_by(label, names) for label in labels)
    if not any(spoken):
        return spoken, frozenset()
    speakers = frozenset(n for n in names if any(_spoken_by(label, (n,)) for label in labels))
    return spoken, speakers


@lru_cache(maxsize=1024)
def _without(forms: frozenset[str], speakers: frozenset[str]) -> frozenset[str]:
    """The forms but the speakers' names' (memoized: one per question and speakers)."""
    return forms - _forms_of(speakers)


@lru_cache(maxsize=16384)
def _questions(content: str) -> tuple[bool, ...]:
    """Per line of the content, whether it ends as a question (`is_question`)."""
    return tuple(is_question(line) for line in turns_of(content).lines)


@lru_cache(maxsize=1024)
def _forms_of(names: frozenset[str]) -> frozenset[str]:
    return query_forms([term for name in names for term in tokenize(name)])


def self_turns(memory: Memory, names: Collection[str]) -> tuple[bool, ...]:
    """Per line of a chunk, whether a speaker among `names` says it of themself
    (`stance.says_of_self`: "I'm keen on counseling", 我很喜欢读书)."""
    return tuple(
        _spoken_by(speaker_of(line), names) and says_of_self(_SPEAKER_LABEL.sub("", line, count=1))
        for line in memory.content.splitlines()
    )


def core_of(
    memory: Memory,
    forms: frozenset[str],
    names: Collection[str] = frozenset(),
    likely: bool = False,
) -> Memory | None:
    """The chunk cut to its core turns (`core_turns`; with `likely`, a question about what a
    named speaker would likely do, also that speaker's statements of themself, `self_turns`),
    or None when there is nothing to cut (not a chunk, no turn matches, or every turn does)."""
    if excerpt_session(memory) is None or not (forms or names):
        return None
    keep = core_turns(memory, forms, names)
    if likely and names:
        keep = tuple(k or s for k, s in zip(keep, self_turns(memory, names), strict=True))
    events = line_events(memory)
    if events is None or not any(keep) or all(keep):
        return None
    return view(memory, {event for event, kept in zip(events, keep, strict=True) if kept})


def cut_reason(
    core: Memory,
    total: int,
    forms: frozenset[str],
    names: Collection[str],
    likely: bool = False,
) -> str:
    """Why an excerpt shows only some of its turns: the turns the question matches, or, when
    none of them matches but a speaker the question names says them, that speaker's turns;
    with `likely` (see `core_of`), also what that speaker says of themself."""
    lines = core.content.splitlines()
    shown = f"cut to the {len(lines)} of {total} turns"
    if likely and names and any(self_turns(core, names)):
        speaker = _self_speaker(core, names)
        return f"{shown} the question matches or in which {speaker} speaks of themself"
    labels = [speaker_of(line) for line in lines]
    speakers = frozenset(n for n in names if any(_spoken_by(label, (n,)) for label in labels))
    if any(matched_turns(core, forms - _forms_of(speakers))) or not speakers:
        return f"{shown} the question matches"
    found = _SPEAKER_LABEL.match(lines[0])
    return f"{shown} {found[0].rstrip(_LABEL_END) if found else 'the named speaker'} says"


_LABEL_END: Final = " \t:："


def _self_speaker(core: Memory, names: Collection[str]) -> str:
    """The label of the first turn in which a named speaker speaks of themself."""
    for line, own in zip(core.content.splitlines(), self_turns(core, names), strict=True):
        found = _SPEAKER_LABEL.match(line) if own else None
        if found:
            return found[0].rstrip(_LABEL_END)
    return "the named speaker"


def line_events(memory: Memory) -> list[str] | None:
    """The event behind each line of a chunk, or None when the lines and events differ."""
    events = memory.provenance.event_ids
    return events if len(events) == line_count(memory.content) else None


@lru_cache(maxsize=16384)
def line_count(content: str) -> int:
    """How many lines the content has (`str.splitlines`), memoized by content."""
    return len(content.splitlines())


def view(whole: Memory, events: Collection[str], notes: Mapping[str, str] | None = None) -> Memory:
    """The chunk showing only the turns of these events (each with its note appended),
    citing only them; the chunk itself when its lines and events differ."""
    ids = line_events(whole)
    if ids is None:
        return whole
    keep = [event in events for event in ids]
    content = view_content(whole, events, notes)
    provenance = whole.provenance
    update = {"event_ids": _kept(ids, keep)}
    if len(provenance.external_ids) == len(ids):
        update["external_ids"] = _kept(provenance.external_ids, keep)
    return whole.model_copy(
        update={"content": content, "provenance": provenance.model_copy(update=update)}
    )


def view_content(
    whole: Memory, events: Collection[str], notes: Mapping[str, str] | None = None
) -> str:
    """The text `view` shows: the turns of these events, each with its note appended (the
    whole text when the chunk's lines and events differ)."""
    ids = line_events(whole)
    if ids is None:
        return whole.content
    shown = zip(whole.content.splitlines(), ids, strict=True)
    if not notes:
        return "\n".join(line for line, event in shown if event in events)
    return "\n".join(line + notes.get(event, "") for line, event in shown if event in events)


def _kept(items: Sequence[str], keep: Sequence[bool]) -> list[str]:
    return [item for item, kept in zip(items, keep, strict=True) if kept]


def fact_note(fact: Memory, line: str = "", shown: date | None = None) -> str:
    """A fact's resolved dates as a note on the turn it was learned from (" (7 May 2023)"),
    but for those the turn's `line` already gives and `shown`, its excerpt's date."""
    return dates_note(fact_days(fact), has_cjk(fact.content), line, shown)
