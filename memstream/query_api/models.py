"""API models of the query service (requests and responses)."""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import ConfigDict, Field, model_validator

from memstream.query_api.ids import EdgeId
from memstream.query_api.recall.result import Format, Intent
from memstream.schemas.base import AwareDatetime, FrozenModel, SafeText
from memstream.schemas.events import Forget
from memstream.schemas.memory import Memory, MemoryType, Provenance
from memstream.trust.auth import KeyScope
from memstream.trust.retention import SourceStatus

PositionToken = Annotated[
    str,
    Field(pattern=r"^[^/\s]{1,200}/\d{1,10}/\d{1,19}/[A-Za-z0-9_-]{22}$", max_length=300),
]
"""A signed log position, `topic/partition/offset/signature`, as `POST /v1/events` returns it.

The signature binds the position to the event's tenant: a token only works for it.
"""
MAX_QUERY_CHARS: Final = 4000
"""The longest recall query (the reader bounds the number of terms it searches)."""

MAX_BATCH: Final = 1000
"""The most events one `POST /v1/events` accepts."""


class RecallRequest(FrozenModel):
    """What to recall, for whom, and how much of it fits in the prompt."""

    tenant: EdgeId
    user: EdgeId
    workspace: EdgeId | None = None
    session: EdgeId | None = Field(
        default=None, description="The active session: its working memory is favoured."
    )
    query: SafeText = Field(
        default="", max_length=MAX_QUERY_CHARS, description="May be empty; no NUL characters."
    )
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
    sources: SourceStatus = Field(
        default="kept",
        description="Whether the raw interactions in `provenance` are still held, or expired"
        " under the tenant's retention window (the memory stays either way).",
    )


class ErrorDetail(FrozenModel):
    """A request refused as a whole, and why."""

    detail: str


class ConflictDetail(FrozenModel):
    """Event ids already accepted with other content (409): nothing was appended."""

    detail: str
    event_ids: list[str]


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


SelectorText = Annotated[str, Field(min_length=1, max_length=1000, pattern=r"^[^\x00]*$")]


def _one_of(*branches: dict[str, Any]) -> dict[str, Any]:
    return {"oneOf": list(branches)}


def _given(name: str) -> dict[str, Any]:
    """A JSON Schema branch: `name` is given, as a string (null counts as not given)."""
    return {"required": [name], "properties": {name: {"type": "string"}}}


_ALL_TRUE: Final[dict[str, Any]] = {"required": ["all"], "properties": {"all": {"const": True}}}


class ForgetRequest(FrozenModel):
    """Forget a user's memories: exactly one selector (memory_id, key, match, topic or all)."""

    model_config = ConfigDict(
        json_schema_extra=_one_of(
            *(_given(name) for name in ("memory_id", "key", "match", "topic")), _ALL_TRUE
        )
    )

    tenant: EdgeId
    workspace: EdgeId | None = None
    memory_id: SelectorText | None = None
    key: SelectorText | None = None
    match: SelectorText | None = None
    topic: SelectorText | None = None
    all: bool = False
    request_id: EdgeId | None = Field(
        default=None, description="Your id of this request: a retry yields the same command."
    )

    @model_validator(mode="after")
    def _one_selector(self) -> ForgetRequest:
        chosen = [self.memory_id, self.key, self.match, self.topic, self.all or None]
        if sum(value is not None for value in chosen) != 1:
            raise ValueError("give exactly one of memory_id, key, match, topic or all=true")
        return self

    def selector(self) -> Forget:
        """The selector as the `memory.forget` payload."""
        return Forget(
            memory_id=self.memory_id,
            key=self.key,
            match=self.match,
            topic=self.topic,
            all=self.all,
        )


class ForgetCandidate(FrozenModel):
    """A memory a forget would remove, and whether the selector chose it or it follows."""

    memory_id: str
    type: MemoryType
    key: str
    content: str
    selected: bool = Field(
        description="False for what follows the selection: an episode that shows one of its"
        " turns, or the profile narrative written from it."
    )


class HistoryCandidate(FrozenModel):
    """A memory that would stay, whose earlier versions a forget would remove."""

    memory_id: str
    type: MemoryType
    key: str
    content: str = Field(description="The current version, which stays.")
    versions: list[int] = Field(
        description="The earlier versions that would go (they held the words)."
    )


class ForgetPreview(FrozenModel):
    """What a forget would remove now (dry run: nothing is emitted)."""

    selector: Forget
    memories: list[ForgetCandidate]
    changed: list[HistoryCandidate] = Field(
        default_factory=list,
        description="Memories that stay, whose earlier versions hold the words of a match or "
        "topic and would go from their history (the status lists them under `changed`).",
    )


class CommandAccepted(FrozenModel):
    """A command appended to the log: its ids, its position, and where to ask its status."""

    command_id: str
    event_id: str
    position: str
    status_url: str | None = None


class RemovedMemoryPublic(FrozenModel):
    """One memory a forget command removed (ids and reason only)."""

    memory_id: str
    reason: str
    event_time: AwareDatetime


class ForgetStatus(FrozenModel):
    """A forget command's status: pending, done (with what it removed) or unknown."""

    command_id: str
    state: Literal["pending", "done", "unknown"]
    removed: list[RemovedMemoryPublic]
    changed: list[RemovedMemoryPublic] = Field(
        default_factory=list,
        description="Memories that stay, whose earlier versions held the words and were removed.",
    )


class EraseRequest(FrozenModel):
    """Erase a user: every read model forgets them and their log entries become unreadable."""

    tenant: EdgeId
    reason: Annotated[str, Field(max_length=1000, pattern=r"^[^\x00]*$")] | None = None
    request_id: EdgeId | None = None


class EraseStatus(FrozenModel):
    """How far an erase got: `shredded` (the user's keys are gone and the KEK rotated, so
    the log's copies are unreadable), `applied` (read models and stage state purged),
    `done` (the tables that held their text rewritten, `pg_statistic` refreshed)."""

    command_id: str
    state: Literal["shredded", "applied", "done", "unknown"]
    keys_shredded: int = 0
    requested_at: AwareDatetime | None = None
    applied_at: AwareDatetime | None = None
    done_at: AwareDatetime | None = None


class ExportedEvent(FrozenModel):
    """One of the user's events in the log: the event, or why it cannot be shown."""

    position: str
    status: Literal["ok", "erased", "undecodable"]
    event: dict[str, Any] | None = None
    reason: str | None = None


class UserExport(FrozenModel):
    """Everything held about one user: memories with history and provenance, episodes, events."""

    tenant: str
    user: str
    exported_at: AwareDatetime
    memories: list[MemoryPublic]
    episodes: list[MemoryPublic]
    events: list[ExportedEvent]
    events_available: bool = Field(description="False when this runtime cannot read its log.")


class KeyCreate(FrozenModel):
    """A new API key: its tenant (`*` for the operator), scopes and a name to recognise it."""

    tenant: EdgeId | Literal["*"]
    scopes: list[KeyScope] = Field(min_length=1, max_length=4)
    name: Annotated[str, Field(max_length=200, pattern=r"^[^\x00]*$")] = ""


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
