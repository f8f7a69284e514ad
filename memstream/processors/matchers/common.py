"""What every rule matcher shares: sentences, clauses, drafts and candidate building.

Matchers are pure: they read one event and return candidates whose ids derive from
the event id, the matcher's name and the candidate's index, so a replay of the same
event yields byte-identical candidates.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final, TypeVar

from memstream.processors.noise import screen
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import EventBase, MessagePosted
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import MemoryType, Provenance, Speaker
from memstream.text import has_cjk

R = TypeVar("R")
Gated = tuple["re.Pattern[str]", R]
"""A rule and its trigger words (one pattern of lower-case substrings without which the rule
cannot match)."""

DEFAULT_CONFIDENCE: Final = 0.8
IMPORTANCE: Final[dict[MemoryType, float]] = {
    MemoryType.PROFILE: 0.8,
    MemoryType.PREFERENCE: 0.7,
    MemoryType.FACT: 0.6,
    MemoryType.EPISODE: 0.5,
    MemoryType.LESSON: 0.6,
}

_SPACES: Final = re.compile(r"\s+")
_EN_STARTERS: Final = (
    r"(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our|please|always|never|don't|do not|you|you're"
    r"|it's|it is|there's|let's|btw|by the way|oh|hello|hi|hey|thanks|ok|okay|yes|no|also"
    r"|actually|but|so|then|and)\b"
)
_EN_CLAUSE_BREAK: Final = re.compile(
    rf"\s*;\s*|\s*,\s*(?={_EN_STARTERS})|\s+(?:and|but|also)\s+(?=(?:i|i'm|i'd|my|please"
    r"|always|never|don't|do not)\b)",
    re.IGNORECASE,
)
"""English clauses break at semicolons, and at commas only before a new clause, so "a
short, bulleted summary" stays one object."""
_ZH_CLAUSE_BREAK: Final = re.compile(r"\s*[,;]\s*|(?:但是|而且|并且|还有|另外|然后)")
_LEAD_IN: Final = re.compile(
    r"^(?:(?:and|but|also|so|oh|btw|by the way|well|ok|okay|actually|honestly|hey|hi|hello"
    r"|oh and|plus)\b[\s,]*)+|^(?:另外|还有|而且|对了|哦|嗯)+",
    re.IGNORECASE,
)
_QUESTION_START: Final = re.compile(
    r"^(?:(?:do|does|did|is|are|am|can|could|would|should|will|what|why|how|who|where|when"
    r"|which|if|whether)\b|如果|假如|要是)",
    re.IGNORECASE,
)
_QUESTION_END: Final = re.compile(r"(?:\?|吗|呢)[.。!]?$")


@dataclass(frozen=True, slots=True)
class Draft:
    """What a matcher found in one sentence, before ids and provenance are attached."""

    type: MemoryType
    key: str
    value: str
    content: str
    quote: str
    attributes: dict[str, Any] = field(default_factory=dict)
    single_valued: bool = True
    confidence: float = DEFAULT_CONFIDENCE
    pinned: bool = False


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence as written (the quote) and its matching form (NFKC, ASCII punctuation)."""

    quote: str
    text: str

    @property
    def chinese(self) -> bool:
        """True when the sentence is (at least partly) Chinese."""
        return _chinese(self.text)


@lru_cache(maxsize=4096)
def _chinese(text: str) -> bool:
    return has_cjk(text)


def prepare(text: str) -> str:
    """NFKC (full-width punctuation becomes ASCII), straight apostrophes, single spaces."""
    folded = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'")
    return _SPACES.sub(" ", folded).strip()


def user_sentences(event: MessagePosted) -> list[Sentence]:
    """The sentences of a user message that pass the noise filter; nothing for assistant,
    system or tool messages."""
    if event.payload.role != "user":
        return []
    return list(_sentences_of(event.payload.content))


@lru_cache(maxsize=1024)
def _sentences_of(content: str) -> tuple[Sentence, ...]:
    return tuple(Sentence(quote, prepare(quote)) for quote in screen(content).kept)


def filtered_noise(event: MessagePosted) -> dict[str, int]:
    """What the noise filter dropped from a user message, by reason (empty for other roles).

    For metrics: the extract stage adds these to a counter labelled by reason. Screening is
    cached per text, so calling this beside the matchers costs a dictionary lookup.
    """
    if event.payload.role != "user":
        return {}
    return {str(reason): count for reason, count in screen(event.payload.content).filtered}


def is_statement(sentence: Sentence) -> bool:
    """False for questions and hypotheticals, which state nothing about the user."""
    text = sentence.text.rstrip(" .!。")
    return not (_QUESTION_START.match(text) or _QUESTION_END.search(text))


def clauses(sentence: Sentence) -> Iterator[str]:
    """The clauses of a statement (split at semicolons, clause-starting commas, conjunctions)."""
    yield from _clauses_of(sentence)


@lru_cache(maxsize=4096)
def _clauses_of(sentence: Sentence) -> tuple[str, ...]:
    if not is_statement(sentence):
        return ()
    breaks = _ZH_CLAUSE_BREAK if sentence.chinese else _EN_CLAUSE_BREAK
    parts = (
        _LEAD_IN.sub("", part.strip(" .!。:")).strip()
        for part in breaks.split(sentence.text.rstrip(" .!。"))
    )
    return tuple(part for part in parts if part)


def triggers(spec: str) -> re.Pattern[str]:
    """Trigger words from "a|b|c" (lower-case substrings, spaces kept), as one pattern."""
    return re.compile("|".join(re.escape(word) for word in spec.split("|")))


def gated(rules: Iterable[Gated[R]], clause: str) -> Iterator[R]:
    """The rules whose trigger words occur in the clause (a cheap test before their regexes)."""
    lowered = clause.lower()
    for trigger, rule in rules:
        if trigger.search(lowered):
            yield rule


def words(text: str) -> int:
    """How many space-separated words a phrase has."""
    return len(text.split())


def to_candidates(
    event: EventBase, matcher: str, drafts: list[Draft], speaker: Speaker = "user"
) -> list[MemoryCandidate]:
    """Attach ids and provenance to a matcher's drafts (id = derive_id(event, matcher, i))."""
    name = matcher.partition("@")[0]
    return [
        MemoryCandidate(
            id=derive_id(event.id, name, index),
            scope=event.scope,
            type=draft.type,
            key=draft.key,
            value=draft.value,
            content=draft.content,
            attributes=draft.attributes,
            confidence=draft.confidence,
            importance=IMPORTANCE[draft.type],
            pinned=draft.pinned,
            single_valued=draft.single_valued,
            provenance=provenance(event, matcher, draft.quote, speaker),
            event_time=event.time,
        )
        for index, draft in enumerate(drafts)
    ]


def provenance(event: EventBase, matcher: str, quote: str | None, speaker: Speaker) -> Provenance:
    """Provenance of an explicit statement made in one event."""
    name, _, version = matcher.partition("@")
    external = event.external_id
    return Provenance(
        event_ids=[event.id],
        external_ids=[] if external is None else [external],
        matcher=name,
        matcher_version=version or "1",
        explicit=True,
        speaker=speaker,
        quote=quote,
    )


def unique_by_key(drafts: list[Draft]) -> list[Draft]:
    """Drafts with repeated (type, key, value) dropped, first one kept."""
    seen: set[tuple[MemoryType, str, str]] = set()
    kept = []
    for draft in drafts:
        if (draft.type, draft.key, draft.value) not in seen:
            seen.add((draft.type, draft.key, draft.value))
            kept.append(draft)
    return kept
