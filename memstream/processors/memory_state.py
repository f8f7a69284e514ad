"""The consolidator's state, one entry per memory, and where each piece is kept.

A memory's entry holds its current version and the source events already counted for
it; once forgotten, only a tombstone (when, and its last version: no content). Keys
are prefixed by the user's partition key, so one user's keys can be scanned:

- `<tenant>:<user>:m:<memory id>` — the memory's entry;
- `<tenant>:<user>:f:<event id>` — a forgotten turn: no episode may show it again;
- `<tenant>:<user>:e:<event id>` — the episodes that show a turn (for forget cascades).

A record reads and writes a bounded number of keys, so neither a stage step nor a
changelog message grows with a user's memory count.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from pydantic import Field

from memstream.schemas.base import AwareDatetime, FrozenModel
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.constructed import constructed
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory
from memstream.text import normalize

MAX_SEEN_EVENTS: Final = 500
MAX_PAST_TEXTS: Final = 50
DEFAULT_SESSION: Final = "default"


class Tombstone(FrozenModel):
    """A forgotten memory: when, and its last version. No content."""

    forgotten_at: AwareDatetime
    last_version: int


class MemoryEntry(FrozenModel):
    """One memory: its current version (or its tombstone) and the events already counted."""

    memory: Memory | None = None
    tombstone: Tombstone | None = None
    seen_event_ids: list[str] = Field(default_factory=list)
    evidence_confidence: float | None = None
    """The confidence at the last evidence: decay is measured from it."""
    past: list[str] = Field(default_factory=list)
    """Texts (content, value, quote) of earlier versions that the current one no longer
    shows: a forget by match or topic finds its words in the memory's history with them."""

    def has_seen(self, candidate: MemoryCandidate) -> bool:
        """True when every source event of the candidate is already counted (a re-emit)."""
        sources = candidate.provenance.event_ids
        return bool(sources) and set(sources) <= set(self.seen_event_ids)

    def with_memory(self, memory: Memory, sources: list[str]) -> MemoryEntry:
        """This entry with `memory` as the current version (its sources counted)."""
        seen = _union(self.seen_event_ids, sources)[-MAX_SEEN_EVENTS:]
        return constructed(  # every value comes from validated models: not validated again
            MemoryEntry,
            {
                "memory": memory,
                "seen_event_ids": seen,
                "evidence_confidence": float(memory.confidence),
                "past": self._past_with(memory),
            },
        )

    def _past_with(self, memory: Memory) -> list[str]:
        """`past` once `memory` replaces the current version (the texts it no longer shows)."""
        shown = texts_of(memory)  # at most three: a list, so long texts are never hashed
        earlier = texts_of(self.memory) if self.memory is not None else []
        past = _union(self.past, [t for t in earlier if t not in shown])
        return [t for t in past if t not in shown][-MAX_PAST_TEXTS:]

    def history_pruned(self) -> MemoryEntry:
        """This entry once its earlier versions were removed (their texts with them)."""
        return self.model_copy(update={"past": []})

    def decayed(self, memory: Memory) -> MemoryEntry:
        """This entry with a version that only lost confidence (no new evidence)."""
        return self.model_copy(update={"memory": memory})

    def forgotten(self, tombstone: Tombstone) -> MemoryEntry:
        """This entry forgotten: the tombstone only (event ids are kept, never content)."""
        return MemoryEntry(tombstone=tombstone, seen_event_ids=self.seen_event_ids)


def texts_of(memory: Memory) -> list[str]:
    """The texts a version shows: its content, value and provenance quote (non-empty)."""
    shown: list[str] = []
    for text in (memory.content, memory.value, memory.provenance.quote or ""):
        if text and text not in shown:  # compared, not hashed: an excerpt's text is long
            shown.append(text)
    return shown


@dataclass(frozen=True, slots=True)
class Decision:
    """What one record decided about one memory: its new entry and the changes to publish."""

    entry: MemoryEntry | None
    changes: list[MemoryChange]

    @property
    def changed(self) -> bool:
        """True when the entry must be written back."""
        return bool(self.changes)


def memory_id_for(candidate: MemoryCandidate) -> str:
    """derive_id(tenant, user, workspace or "", type, key), plus the session for session-level
    memories and the normalized value for multi-valued keys (each value its own memory)."""
    scope = candidate.scope
    parts: list[str] = [
        scope.tenant,
        scope.user,
        scope.workspace or "",
        candidate.type,
        candidate.key,
    ]
    if candidate.level == "session":
        parts.append(scope.session or DEFAULT_SESSION)
    if not candidate.single_valued:
        parts.append(normalize(candidate.value))
    return _derived(tuple(str(part) for part in parts))


@lru_cache(maxsize=16384)
def _derived(parts: tuple[str, ...]) -> str:
    """derive_id of the parts, kept: a candidate's id is asked for by the state it reads and
    by its decision, and a user's keys come back with every new value."""
    return derive_id(*parts)


def entry_key(user_key: str, memory_id: str) -> str:
    """Where a memory's entry is kept."""
    return f"{user_key}:m:{memory_id}"


def entries_prefix(user_key: str) -> str:
    """The prefix of every memory entry of a user."""
    return f"{user_key}:m:"


def user_prefix(user_key: str) -> str:
    """The prefix of every key of a user."""
    return f"{user_key}:"


def forgotten_event_key(user_key: str, event_id: str) -> str:
    """Marks a turn a forget removed: no episode may show it again."""
    return f"{user_key}:f:{event_id}"


def shown_in_key(user_key: str, event_id: str) -> str:
    """The episodes that show a turn."""
    return f"{user_key}:e:{event_id}"


def _union(first: list[str], second: list[str]) -> list[str]:
    return first + [item for item in second if item not in first]
