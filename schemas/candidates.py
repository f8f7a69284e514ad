"""Records on `memstream.candidates.v1`: proposals from matchers, and forget commands.

Forget commands travel on the same topic as candidates so that, for one user, the
consolidator sees them in the order the user's events happened.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from memstream.schemas.base import AwareDatetime, FrozenModel, NonEmptyStr, Scope
from memstream.schemas.events import Forget
from memstream.schemas.memory import Level, MemoryType, Provenance


class MemoryCandidate(FrozenModel):
    """A memory proposed by a pattern matcher, with its provenance."""

    kind: Literal["candidate.proposed"] = "candidate.proposed"
    schema_version: Literal[1] = 1
    id: NonEmptyStr
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
    single_valued: bool = True
    provenance: Provenance
    event_time: AwareDatetime

    @property
    def key_for_partition(self) -> str:
        """The partition key (`tenant:user`)."""
        return self.scope.key


class ForgetCommand(FrozenModel):
    """A forget command passed through from the interactions topic."""

    kind: Literal["forget.requested"] = "forget.requested"
    schema_version: Literal[1] = 1
    id: NonEmptyStr
    scope: Scope
    selector: Forget
    event_id: NonEmptyStr
    event_time: AwareDatetime

    @property
    def key_for_partition(self) -> str:
        """The partition key (`tenant:user`)."""
        return self.scope.key


CandidateRecord = Annotated[MemoryCandidate | ForgetCommand, Field(discriminator="kind")]
CANDIDATE_RECORD: TypeAdapter[CandidateRecord] = TypeAdapter(CandidateRecord)
