"""The consolidator's state for one user: current memory versions and tombstones.

Stored as JSON under `tenant:user` in the consolidate stage's state store. A
tombstone keeps no content: only the memory id, when it was forgotten, and its last
version (so a genuinely newer statement can come back as a new version).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pydantic import Field

from memstream.schemas.base import AwareDatetime, FrozenModel
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import MemoryChange
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory
from memstream.text import normalize

MAX_SEEN_EVENTS: Final = 500
DEFAULT_SESSION: Final = "default"


class MemoryEntry(FrozenModel):
    """A memory's current version and every source event already counted for it."""

    memory: Memory
    seen_event_ids: list[str] = Field(default_factory=list)

    def has_seen(self, candidate: MemoryCandidate) -> bool:
        """True when every source event of the candidate is already counted (a re-emit)."""
        sources = candidate.provenance.event_ids
        return bool(sources) and set(sources) <= set(self.seen_event_ids)


class Tombstone(FrozenModel):
    """A forgotten memory: no content, only its id, when, and its last version."""

    memory_id: str
    forgotten_at: AwareDatetime
    last_version: int


class UserMemories(FrozenModel):
    """Everything the consolidator knows about one user."""

    memories: dict[str, MemoryEntry] = Field(default_factory=dict)
    tombstones: dict[str, Tombstone] = Field(default_factory=dict)
    forgotten_events: list[str] = Field(default_factory=list)
    """Source events of forgotten memories (ids only): no episode may show them again."""

    def with_entry(self, memory: Memory, sources: list[str]) -> UserMemories:
        """This state with `memory` as its id's current version (its sources counted)."""
        previous = self.memories.get(memory.id)
        seen = _union(previous.seen_event_ids if previous else [], sources)[-MAX_SEEN_EVENTS:]
        entry = MemoryEntry(memory=memory, seen_event_ids=seen)
        tombstones = {k: v for k, v in self.tombstones.items() if k != memory.id}
        return self.model_copy(
            update={"memories": {**self.memories, memory.id: entry}, "tombstones": tombstones}
        )

    def forgetting(self, tombstones: list[Tombstone], events: list[str]) -> UserMemories:
        """This state with the memories removed, their tombstones and source events kept."""
        gone = {tombstone.memory_id for tombstone in tombstones}
        return UserMemories(
            memories={k: v for k, v in self.memories.items() if k not in gone},
            tombstones={**self.tombstones, **{t.memory_id: t for t in tombstones}},
            forgotten_events=_union(self.forgotten_events, events),
        )

    def shows_forgotten_events(self, candidate: MemoryCandidate) -> bool:
        """True when an episode would show a turn that a forget removed."""
        forgotten = set(self.forgotten_events)
        return bool(forgotten) and any(e in forgotten for e in candidate.provenance.event_ids)


@dataclass(frozen=True, slots=True)
class Decision:
    """What consolidating one record decided: the new state and the changes to publish."""

    state: UserMemories
    changes: list[MemoryChange]


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
    return derive_id(*parts)


def _union(first: list[str], second: list[str]) -> list[str]:
    return first + [item for item in second if item not in first]
