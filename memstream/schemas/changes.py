"""Records on `memstream.memory-changes.v1`: the consolidator's decisions.

Every change carries the full snapshot of the memory version it is about, so that
projections are pure folds: upsert the version, and keep the highest one as current.
A `deleted` change carries no snapshot: forgetting must not copy the content again.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import TypeAdapter, model_validator

from memstream.schemas.base import AwareDatetime, FrozenModel, NonEmptyStr, Scope
from memstream.schemas.memory import Memory


class ChangeKind(StrEnum):
    CREATED = "created"
    REINFORCED = "reinforced"
    UPDATED = "updated"
    SUPERSEDED = "superseded"
    CONFLICTED = "conflicted"
    PROMOTED = "promoted"
    DECAYED = "decayed"
    DELETED = "deleted"
    HISTORY_FORGOTTEN = "history_forgotten"
    """A forget's words were in earlier versions only: they go, the current version stays."""


class MemoryChange(FrozenModel):
    """One decision about one memory."""

    schema_version: Literal[1] = 1
    id: NonEmptyStr
    kind: ChangeKind
    memory_id: NonEmptyStr
    scope: Scope
    memory: Memory | None
    cause_id: NonEmptyStr
    reason: str
    event_time: AwareDatetime

    @model_validator(mode="after")
    def _snapshot_unless_deleted(self) -> MemoryChange:
        if (self.kind is ChangeKind.DELETED) != (self.memory is None):
            raise ValueError("a deleted change has no snapshot; every other change has one")
        return self

    @property
    def key(self) -> str:
        """The partition key (`tenant:user`)."""
        return self.scope.key


MEMORY_CHANGE: TypeAdapter[MemoryChange] = TypeAdapter(MemoryChange)
