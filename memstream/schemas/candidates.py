"""Records on `memstream.candidates.v1`: proposals from matchers, and forget commands.

Forget commands travel on the same topic as candidates so that, for one user, the
consolidator sees them in the order the user's events happened.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter

from memstream.schemas.base import AwareDatetime, FrozenModel, NonEmptyStr, Scope
from memstream.schemas.events import Confirm, Correct, Forget, Pin
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


class _Command(FrozenModel):
    """A memory command passed through from the interactions topic, in the user's order."""

    schema_version: Literal[1] = 1
    id: NonEmptyStr
    scope: Scope
    event_id: NonEmptyStr
    event_time: AwareDatetime


class ForgetCommand(_Command):
    """Forget the memories a selector chooses."""

    kind: Literal["forget.requested"] = "forget.requested"
    selector: Forget


class ConfirmCommand(_Command):
    """Confirm or reject a conflicted memory."""

    kind: Literal["confirm.requested"] = "confirm.requested"
    confirm: Confirm


class CorrectCommand(_Command):
    """Replace a memory's content with the user's correction."""

    kind: Literal["correct.requested"] = "correct.requested"
    correction: Correct


class PinCommand(_Command):
    """Pin or unpin a memory."""

    kind: Literal["pin.requested"] = "pin.requested"
    pin: Pin


class EraseCommand(_Command):
    """Erase every memory of the user, tombstones of content included."""

    kind: Literal["erase.requested"] = "erase.requested"


MemoryCommand = ForgetCommand | ConfirmCommand | CorrectCommand | PinCommand | EraseCommand
"""Every command record that travels on the candidates topic."""

CandidateRecord = Annotated[
    MemoryCandidate | ForgetCommand | ConfirmCommand | CorrectCommand | PinCommand | EraseCommand,
    Field(discriminator="kind"),
]
CANDIDATE_RECORD: TypeAdapter[CandidateRecord] = TypeAdapter(CandidateRecord)
