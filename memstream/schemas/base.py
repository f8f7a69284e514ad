"""Shared building blocks of every memstream model: frozen, strict, explicit."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

JsonScalar = str | int | float | bool | None
Metadata = dict[str, JsonScalar]


def _require_timezone(value: datetime) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("must carry a timezone (e.g. 2026-01-31T12:00:00Z)")
    return value


AwareDatetime = Annotated[datetime, AfterValidator(_require_timezone)]
"""A datetime that must carry a timezone: event time is never ambiguous."""

NonEmptyStr = Annotated[str, Field(min_length=1)]
SafeText = Annotated[str, Field(pattern=r"^[^\x00]*$")]
"""Any text without NUL characters (PostgreSQL cannot store them in text)."""

MAX_ID_LENGTH = 200
ID_PATTERN = r"^[^:\s\x00-\x1f\x7f-\x9f\u2028\u2029*]+$"
"""No colon, whitespace, control character (NUL included) or `*` (the operator's tenant)."""

Identifier = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_ID_LENGTH,
        pattern=ID_PATTERN,
        description="An id: 1-200 characters, no colon, whitespace, control character or '*'.",
    ),
]
"""A tenant, user, workspace, agent or session id: no colon, whitespace or control character."""


class FrozenModel(BaseModel):
    """Base of every event, candidate, change and API model: immutable, no extra fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Scope(FrozenModel):
    """Who and where an event or memory belongs to."""

    tenant: Identifier
    user: Identifier
    workspace: Identifier | None = None
    agent: Identifier | None = None
    session: Identifier | None = None

    @property
    def key(self) -> str:
        """The partition key `tenant:user`: one user's records are totally ordered."""
        return f"{self.tenant}:{self.user}"

    def without_session(self) -> Scope:
        """The same scope at user level (session dropped)."""
        return self.model_copy(update={"session": None})
