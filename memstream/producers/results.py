"""What the HTTP clients return: typed views of the server's answers.

They read the server's JSON leniently (fields this version does not know are ignored,
so a newer server does not break an older client) and are immutable. Item access
(`result["packet"]`) reads an attribute, for code written against the untyped client.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SECTIONS = ("profile", "preferences", "facts", "episodes", "working_memory")


class ClientResult(BaseModel):
    """Base of the client's results: immutable, lenient about fields it does not know."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    def __getitem__(self, name: str) -> Any:
        """The attribute `name` (item access for code written against plain dicts)."""
        if name not in type(self).model_fields:
            raise KeyError(name)
        return getattr(self, name)


class EmitResult(ClientResult):
    """An accepted event: its index in the batch, its id and its log position."""

    index: int
    event_id: str
    position: str


class FieldError(ClientResult):
    """One field the server refused, and why."""

    field: str
    message: str


class Route(ClientResult):
    """How recall read the query: its intent, the cue that decided it, names and period."""

    intent: str
    type_weights: dict[str, float] = Field(default_factory=dict)
    working_memory: bool = False
    cue: str | None = None
    entities: list[str] = Field(default_factory=list)
    period: str | None = None
    asks_when: bool = False


class Provenance(ClientResult):
    """Why a memory exists: the events behind it and the matcher that proposed it."""

    event_ids: list[str] = Field(default_factory=list)
    external_ids: list[str] = Field(default_factory=list)
    matcher: str = ""
    matcher_version: str = ""
    explicit: bool = True
    speaker: str = "user"
    quote: str | None = None


class RecallHit(ClientResult):
    """One chosen memory, its score and why it was chosen."""

    memory_id: str
    type: str
    key: str
    content: str
    score: float
    confidence: float
    reasons: list[str] = Field(default_factory=list)
    components: dict[str, float] = Field(default_factory=dict)
    tokens: int = 0
    provenance: Provenance = Field(default_factory=Provenance)
    valid_from: datetime | None = None
    last_seen: datetime | None = None
    attributes: dict[str, Any] = Field(default_factory=dict)


class RecallResult(ClientResult):
    """A context packet: the rendered text, the chosen memories by section, and how."""

    query: str
    route: Route
    packet: str
    packet_tokens: int
    token_budget: int
    format: str
    profile: list[RecallHit] = Field(default_factory=list)
    preferences: list[RecallHit] = Field(default_factory=list)
    facts: list[RecallHit] = Field(default_factory=list)
    episodes: list[RecallHit] = Field(default_factory=list)
    working_memory: list[RecallHit] = Field(default_factory=list)
    dropped: int = 0
    took_ms: float = 0.0
    degraded: list[str] = Field(default_factory=list)
    memory_ignored: bool = False
    notes: list[str] = Field(default_factory=list)

    @property
    def hits(self) -> list[tuple[str, RecallHit]]:
        """Every chosen memory with its section, in packet order."""
        return [(section, hit) for section in SECTIONS for hit in getattr(self, section)]


class MemoryRecord(ClientResult):
    """A memory's current version, with provenance and (from the memories list) its versions."""

    id: str
    version: int
    type: str
    key: str
    value: str = ""
    content: str
    status: str
    confidence: float
    importance: float = 0.5
    pinned: bool = False
    evidence_count: int = 1
    provenance: Provenance = Field(default_factory=Provenance)
    attributes: dict[str, Any] = Field(default_factory=dict)
    first_seen: datetime
    last_seen: datetime
    valid_from: datetime
    valid_until: datetime | None = None
    history: list[MemoryRecord] = Field(default_factory=list)


class ForgetCandidate(ClientResult):
    """A memory a forget would remove; `selected` is false for an episode that follows it."""

    memory_id: str
    type: str
    key: str
    content: str
    selected: bool


class ForgetPreview(ClientResult):
    """What a forget would remove now (a dry run: nothing was emitted)."""

    selector: dict[str, Any]
    memories: list[ForgetCandidate]


class CommandAccepted(ClientResult):
    """A command appended to the log: its id (for its status) and its position."""

    command_id: str
    event_id: str
    position: str
    status_url: str | None = None


class RemovedMemory(ClientResult):
    """One memory a forget command removed."""

    memory_id: str
    reason: str
    event_time: datetime


class ForgetStatus(ClientResult):
    """A forget command's status: pending, done (with what it removed) or unknown."""

    command_id: str
    state: Literal["pending", "done", "unknown"]
    removed: list[RemovedMemory] = Field(default_factory=list)
    changed: list[RemovedMemory] = Field(default_factory=list)
    """Memories that stay, whose earlier versions held the words and were removed."""
