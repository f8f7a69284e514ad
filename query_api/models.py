"""API models of the query service (requests and responses)."""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import ConfigDict, Field

from memstream.schemas.base import AwareDatetime, FrozenModel, Identifier
from memstream.schemas.memory import Memory, MemoryType, Provenance

Format = Literal["json", "markdown", "system_prompt"]
Intent = Literal["episodic", "personal", "past", "person", "session", "generic"]
PositionToken = Annotated[str, Field(pattern=r"^[^/\s]+/\d+/\d+$", max_length=300)]
"""A log position as `topic/partition/offset`, as returned by `POST /v1/events`."""

MAX_BATCH: Final = 1000
"""The most events one `POST /v1/events` accepts."""


class RecallRequest(FrozenModel):
    """What to recall, for whom, and how much of it fits in the prompt."""

    tenant: Identifier
    user: Identifier
    workspace: Identifier | None = None
    session: Identifier | None = Field(
        default=None, description="The active session: its working memory is favoured."
    )
    query: str = Field(default="", max_length=8000, description="May be empty.")
    token_budget: int = Field(default=800, ge=50, le=32000)
    format: Format = "json"
    types: list[MemoryType] | None = Field(
        default=None, description="Only these memory types (all that the route wants if unset)."
    )
    wait_for: list[PositionToken] = Field(
        default_factory=list,
        max_length=100,
        description="Read-your-writes: wait until the projections have passed these positions.",
    )
    wait_timeout_ms: int = Field(default=0, ge=0, le=10000)
    at: AwareDatetime | None = Field(
        default=None, description="'Now' for recency; the server's clock if absent."
    )
    embed_query: bool = Field(
        default=True,
        description="Embed the query for dense search; false skips the dense search.",
    )
    ignore_memory: bool = Field(
        default=False,
        description="The user asked to answer without memory: an empty packet that says so.",
    )


class RouteInfo(FrozenModel):
    """How the query was routed: its intent and the weight of each memory type."""

    intent: Intent
    type_weights: dict[MemoryType, float]
    working_memory: bool = Field(description="True when the session's working memory is used.")
    cue: str | None = Field(default=None, description="The words that decided the intent.")
    entities: list[str] = Field(
        default_factory=list, description="Names in the query that link it to memories."
    )
    period: str | None = Field(
        default=None, description="The period the query names, resolved to dates."
    )
    asks_when: bool = Field(default=False, description="True when the query asks for a date.")


class RecallHit(FrozenModel):
    """One chosen memory, its score, and why it was chosen."""

    memory_id: str
    type: MemoryType
    key: str
    content: str
    score: float
    components: dict[str, float]
    reasons: list[str]
    confidence: float
    tokens: int = Field(description="Tokens this item adds to the rendered packet.")
    provenance: Provenance
    valid_from: AwareDatetime
    last_seen: AwareDatetime
    attributes: dict[str, Any] = Field(default_factory=dict)


class RecallResponse(FrozenModel):
    """The chosen memories by section and the rendered, token-budgeted packet."""

    query: str
    route: RouteInfo
    profile: list[RecallHit]
    preferences: list[RecallHit]
    facts: list[RecallHit]
    episodes: list[RecallHit]
    working_memory: list[RecallHit] = Field(
        default_factory=list, description="The active session's own memories."
    )
    packet: str
    packet_tokens: int
    token_budget: int
    format: Format
    dropped: int = Field(description="Eligible memories left out because they did not fit.")
    took_ms: float
    degraded: list[str] = Field(default_factory=list)
    memory_ignored: bool = Field(
        default=False, description="True when the request asked to ignore memory."
    )
    notes: list[str] = Field(
        default_factory=list, description="What recall did with the query (e.g. cut it)."
    )


class MemoryPublic(Memory):
    """A memory's current version with its provenance and every stored version."""

    history: list[Memory] = Field(default_factory=list)


class EventAccepted(FrozenModel):
    """An event of the batch that was appended to the log, and where it landed."""

    index: int
    event_id: str
    position: str


class FieldError(FrozenModel):
    """One problem with one field of an event."""

    field: str
    message: str


class EventRejected(FrozenModel):
    """An event of the batch that was refused, with every field at fault."""

    index: int
    errors: list[FieldError]


class EventsResponse(FrozenModel):
    """The outcome of a batch: accepted events with positions, rejected ones with errors."""

    accepted: list[EventAccepted]
    rejected: list[EventRejected]


class Health(FrozenModel):
    """Liveness and the state of each service (extra keys come from the runtime)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    status: str


EXPORTED: Final[tuple[str, ...]] = (
    "RecallRequest",
    "RecallResponse",
    "RecallHit",
    "RouteInfo",
    "MemoryPublic",
    "EventsResponse",
    "EventAccepted",
    "EventRejected",
    "Health",
)
