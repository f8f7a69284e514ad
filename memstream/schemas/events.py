"""Interaction events: everything an app emits, commands included.

Each event is an envelope (id, type, schema version, event time, scope, source,
metadata) around a typed payload. `type` is an explicit, stable string; a breaking
change bumps `schema_version` and declares an upcaster in `schemas.codec.UPCASTERS`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import Field, TypeAdapter, model_validator

from memstream.schemas.base import (
    AwareDatetime,
    FrozenModel,
    Identifier,
    Metadata,
    NonEmptyStr,
    Scope,
)

Role = Literal["user", "assistant", "system", "tool"]
Rating = Literal["positive", "negative", "neutral"]


class Source(FrozenModel):
    """Where an event came from: the emitting app and, optionally, its channel."""

    app: NonEmptyStr = "unknown"
    channel: str | None = None


class EventBase(FrozenModel):
    """The envelope shared by every interaction event."""

    id: Annotated[str, Field(min_length=1, max_length=200)]
    schema_version: Literal[1] = 1
    time: AwareDatetime
    scope: Scope
    source: Source = Source()
    metadata: Metadata = Field(default_factory=dict)

    @property
    def key(self) -> str:
        """The partition key of this event (`tenant:user`)."""
        return self.scope.key

    @property
    def external_id(self) -> str | None:
        """The app's own id of what this event is about (e.g. a message id), if given."""
        value = self.metadata.get("external_id") or self.metadata.get("dia_id")
        return None if value is None else str(value)


# --- payloads -----------------------------------------------------------------


class Message(FrozenModel):
    role: Role
    content: NonEmptyStr
    name: str | None = None


class Revision(FrozenModel):
    original: str
    revised: str
    artifact_kind: NonEmptyStr = "text"
    target_id: str | None = None


class Feedback(FrozenModel):
    target_id: str | None = None
    rating: Rating | None = None
    comment: str | None = None

    @model_validator(mode="after")
    def _rating_or_comment(self) -> Feedback:
        if self.rating is None and not self.comment:
            raise ValueError("feedback needs a rating or a comment")
        return self


class ToolCall(FrozenModel):
    tool: NonEmptyStr
    arguments: dict[str, Any] = Field(default_factory=dict)
    success: bool
    result: str | None = None
    error: str | None = None

    @model_validator(mode="after")
    def _error_on_failure(self) -> ToolCall:
        if not self.success and not self.error:
            raise ValueError("a failed tool call needs its error text")
        return self


class SessionBoundary(FrozenModel):
    reason: str | None = None


class WorkingMemory(FrozenModel):
    goal: str | None = None
    constraints: list[str] = Field(default_factory=list)
    open_loops: list[str] = Field(default_factory=list)


MemoryKind = Literal["profile", "preference", "fact", "episode", "lesson"]


class Remember(FrozenModel):
    content: NonEmptyStr
    memory_type: MemoryKind = "fact"
    key: str | None = None
    asserted_by: Literal["user", "app"] = "user"
    pinned: bool = False


class Forget(FrozenModel):
    memory_id: str | None = None
    key: str | None = None
    match: str | None = None
    topic: str | None = None
    """Everything about a topic: memories whose words or episode topics include it."""
    all: bool = False

    @model_validator(mode="after")
    def _exactly_one_selector(self) -> Forget:
        chosen = [self.memory_id, self.key, self.match, self.topic, self.all or None]
        if sum(value is not None for value in chosen) != 1:
            raise ValueError("give exactly one of memory_id, key, match, topic or all=true")
        return self


class Confirm(FrozenModel):
    """Resolve a conflicted memory: accept its value (it replaces the one it contradicts) or not."""

    memory_id: NonEmptyStr
    accept: bool = True


class Correct(FrozenModel):
    """The user's correction of a memory: a new version with this content supersedes it."""

    memory_id: NonEmptyStr
    content: NonEmptyStr
    value: str | None = None
    """The canonical value of the corrected memory (the content when not given)."""


class Pin(FrozenModel):
    """Pin a memory (always recalled first) or unpin it."""

    memory_id: NonEmptyStr
    pinned: bool = True


class Erase(FrozenModel):
    """Erase everything about the user (crypto-shredding of their log entries)."""

    reason: str | None = None


class ExtractedMemory(FrozenModel):
    """One memory an extractor outside the rules (an LLM) proposed for a source event."""

    type: MemoryKind
    key: NonEmptyStr
    value: str
    content: NonEmptyStr
    confidence: float = Field(default=0.6, ge=0.0, le=1.0)
    single_valued: bool = True
    attributes: dict[str, Any] = Field(default_factory=dict)
    quote: str | None = None


class Extraction(FrozenModel):
    """What an optional extractor proposed for one event, recorded so a replay never asks again."""

    source_event_id: NonEmptyStr
    extractor: NonEmptyStr
    model: NonEmptyStr
    prompt_version: NonEmptyStr
    memories: list[ExtractedMemory] = Field(default_factory=list)


# --- events ---------------------------------------------------------------------


class MessagePosted(EventBase):
    type: Literal["message.posted"] = "message.posted"
    payload: Message


class TextRevised(EventBase):
    type: Literal["text.revised"] = "text.revised"
    payload: Revision


class FeedbackGiven(EventBase):
    type: Literal["feedback.given"] = "feedback.given"
    payload: Feedback


class ToolCalled(EventBase):
    type: Literal["tool.called"] = "tool.called"
    payload: ToolCall


class SessionStarted(EventBase):
    type: Literal["session.started"] = "session.started"
    payload: SessionBoundary = SessionBoundary()


class SessionEnded(EventBase):
    type: Literal["session.ended"] = "session.ended"
    payload: SessionBoundary = SessionBoundary()


class WorkingMemoryUpdated(EventBase):
    type: Literal["working_memory.updated"] = "working_memory.updated"
    payload: WorkingMemory


class RememberRequested(EventBase):
    """Command: remember this, from the user or asserted by the app."""

    type: Literal["memory.remember"] = "memory.remember"
    payload: Remember


class ForgetRequested(EventBase):
    """Command: forget by memory id, by key, by text match, or everything."""

    type: Literal["memory.forget"] = "memory.forget"
    payload: Forget


class ConfirmRequested(EventBase):
    """Command: confirm or reject a conflicted memory."""

    type: Literal["memory.confirm"] = "memory.confirm"
    payload: Confirm


class CorrectRequested(EventBase):
    """Command: the user corrects a memory (the old version is superseded)."""

    type: Literal["memory.correct"] = "memory.correct"
    payload: Correct


class PinRequested(EventBase):
    """Command: pin or unpin a memory."""

    type: Literal["memory.pin"] = "memory.pin"
    payload: Pin


class UserErased(EventBase):
    """Command: erase the user everywhere; their log entries become unreadable."""

    type: Literal["user.erased"] = "user.erased"
    payload: Erase = Erase()


class ExtractionRecorded(EventBase):
    """What an optional extractor (an LLM) proposed for an earlier event of the same user."""

    type: Literal["memory.extracted"] = "memory.extracted"
    payload: Extraction


InteractionEvent = Annotated[
    MessagePosted
    | TextRevised
    | FeedbackGiven
    | ToolCalled
    | SessionStarted
    | SessionEnded
    | WorkingMemoryUpdated
    | RememberRequested
    | ForgetRequested
    | ConfirmRequested
    | CorrectRequested
    | PinRequested
    | UserErased
    | ExtractionRecorded,
    Field(discriminator="type"),
]
"""Any interaction event, discriminated by its `type` string."""

INTERACTION_EVENT: TypeAdapter[InteractionEvent] = TypeAdapter(InteractionEvent)

EVENT_TYPES: tuple[str, ...] = tuple(
    str(event.model_fields["type"].default) for event in get_args(get_args(InteractionEvent)[0])
)
"""Every interaction event's `type`, in the order of `InteractionEvent`."""

COMMAND_TYPES: tuple[str, ...] = (
    "memory.remember",
    "memory.forget",
    "memory.confirm",
    "memory.correct",
    "memory.pin",
    "user.erased",
)
"""Event types that are commands about memory rather than interactions."""

__all__ = [
    "COMMAND_TYPES",
    "EVENT_TYPES",
    "INTERACTION_EVENT",
    "Confirm",
    "ConfirmRequested",
    "Correct",
    "CorrectRequested",
    "Erase",
    "EventBase",
    "ExtractedMemory",
    "Extraction",
    "ExtractionRecorded",
    "Feedback",
    "FeedbackGiven",
    "Forget",
    "ForgetRequested",
    "Identifier",
    "InteractionEvent",
    "Message",
    "MessagePosted",
    "Pin",
    "PinRequested",
    "Remember",
    "RememberRequested",
    "Revision",
    "SessionBoundary",
    "SessionEnded",
    "SessionStarted",
    "Source",
    "TextRevised",
    "ToolCall",
    "ToolCalled",
    "UserErased",
    "WorkingMemory",
    "WorkingMemoryUpdated",
]
