"""The memory model: what consolidation decides and projections store."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Final, Literal

from pydantic import Field

from memstream.schemas.base import AwareDatetime, FrozenModel, NonEmptyStr, Scope

NARRATIVE_KEY: Final = "profile.narrative"
"""The profile narrative's key: a view rendered from the user's active memories when read
(recall, the memories API, the page), so nothing of it is stored, got or forgotten by id."""

Speaker = Literal["user", "app", "assistant", "system", "tool"]
Level = Literal["session", "user", "global"]


class MemoryType(StrEnum):
    PROFILE = "profile"
    PREFERENCE = "preference"
    FACT = "fact"
    EPISODE = "episode"
    LESSON = "lesson"


class MemoryStatus(StrEnum):
    CANDIDATE = "candidate"
    ACTIVE = "active"
    SUPERSEDED = "superseded"
    CONFLICTED = "conflicted"
    DECAYED = "decayed"
    DELETED = "deleted"


class Provenance(FrozenModel):
    """Why a memory exists: the events behind it and who extracted it how."""

    event_ids: list[str] = Field(default_factory=list)
    external_ids: list[str] = Field(default_factory=list)
    matcher: NonEmptyStr
    matcher_version: NonEmptyStr
    explicit: bool = True
    speaker: Speaker = "user"
    quote: str | None = None

    def merged_with(self, other: Provenance) -> Provenance:
        """This provenance with the other's event and external ids appended (no repeats)."""
        return self.model_copy(
            update={
                "event_ids": _union(self.event_ids, other.event_ids),
                "external_ids": _union(self.external_ids, other.external_ids),
            }
        )


def _union(first: list[str], second: list[str]) -> list[str]:
    return first + [item for item in second if item not in first]


class Memory(FrozenModel):
    """One version of one memory, as consolidation decided it."""

    id: NonEmptyStr
    version: int = Field(ge=1)
    scope: Scope
    level: Level = "user"
    type: MemoryType
    key: NonEmptyStr
    value: str
    content: NonEmptyStr
    attributes: dict[str, Any] = Field(default_factory=dict)
    confidence: float = Field(ge=0.0, le=1.0)
    importance: float = Field(default=0.5, ge=0.0, le=1.0)
    pinned: bool = False
    status: MemoryStatus
    evidence_count: int = Field(default=1, ge=1)
    provenance: Provenance
    first_seen: AwareDatetime
    last_seen: AwareDatetime
    valid_from: AwareDatetime
    valid_until: AwareDatetime | None = None
    supersedes_version: int | None = None
    superseded_by_version: int | None = None


def excerpt_session(memory: Memory) -> str | None:
    """The session a verbatim excerpt (an episode `chunk`) was cut from, else None."""
    if memory.type is not MemoryType.EPISODE:
        return None  # asked of every candidate by recall: the cheapest test first
    attributes = memory.attributes
    session = attributes.get("session")
    return str(session) if session and attributes.get("kind") == "chunk" else None
