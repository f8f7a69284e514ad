"""Build interaction events for one scope, with ids derived from the app's own ids."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any, Literal

from memstream.schemas.base import Metadata, Scope
from memstream.schemas.events import (
    Confirm,
    ConfirmRequested,
    Correct,
    CorrectRequested,
    Erase,
    Feedback,
    FeedbackGiven,
    Forget,
    ForgetRequested,
    MemoryKind,
    Message,
    MessagePosted,
    Pin,
    PinRequested,
    Rating,
    Remember,
    RememberRequested,
    Role,
    SessionEnded,
    SessionStarted,
    Source,
    ToolCall,
    ToolCalled,
    UserErased,
    WorkingMemory,
    WorkingMemoryUpdated,
)
from memstream.schemas.ids import derive_id


class EventFactory:
    """Makes events for one tenant, user and (optional) session.

    An event's id is derived from the app's `external_id` when given (so re-sending
    the same message yields the same id), and random otherwise. Event time defaults
    to now; pass `time=` to record when it really happened.
    """

    def __init__(self, scope: Scope, app: str = "memstream-py") -> None:
        self.scope = scope
        self.source = Source(app=app)

    def _envelope(
        self, time: datetime | None, external_id: str | None, meta: Metadata | None
    ) -> dict[str, Any]:
        metadata = dict(meta or {})
        if external_id is not None:
            metadata["external_id"] = external_id
        return {
            "id": self._event_id(external_id),
            "time": time or datetime.now(UTC),
            "scope": self.scope,
            "source": self.source,
            "metadata": metadata,
        }

    def _event_id(self, external_id: str | None) -> str:
        if external_id is None:
            return str(uuid.uuid4())
        return derive_id(self.scope.tenant, self.scope.user, external_id)

    def message(
        self,
        role: Role,
        content: str,
        *,
        time: datetime | None = None,
        external_id: str | None = None,
        metadata: Metadata | None = None,
    ) -> MessagePosted:
        """A message said by the user, the assistant, the system or a tool."""
        envelope = self._envelope(time, external_id, metadata)
        return MessagePosted(**envelope, payload=Message(role=role, content=content))

    def session_started(
        self, *, time: datetime | None = None, external_id: str | None = None
    ) -> SessionStarted:
        """The session of this factory's scope started."""
        return SessionStarted(**self._envelope(time, external_id, None))

    def session_ended(
        self, *, time: datetime | None = None, external_id: str | None = None
    ) -> SessionEnded:
        """The session of this factory's scope ended (its episode gets summarized)."""
        return SessionEnded(**self._envelope(time, external_id, None))

    def remember(
        self,
        content: str,
        *,
        memory_type: MemoryKind = "fact",
        key: str | None = None,
        asserted_by: Literal["user", "app"] = "user",
        pinned: bool = False,
        time: datetime | None = None,
        external_id: str | None = None,
    ) -> RememberRequested:
        """Command: remember this (as said by the user unless `asserted_by="app"`)."""
        payload = Remember(
            content=content,
            memory_type=memory_type,
            key=key,
            asserted_by=asserted_by,
            pinned=pinned,
        )
        return RememberRequested(**self._envelope(time, external_id, None), payload=payload)

    def forget(
        self,
        *,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        all: bool = False,
        time: datetime | None = None,
        external_id: str | None = None,
    ) -> ForgetRequested:
        """Command: forget by exactly one of memory_id, key, match, topic or all=True."""
        payload = Forget(memory_id=memory_id, key=key, match=match, topic=topic, all=all)
        return ForgetRequested(**self._envelope(time, external_id, None), payload=payload)

    def feedback(
        self,
        *,
        target_id: str | None = None,
        rating: Rating | None = None,
        comment: str | None = None,
        time: datetime | None = None,
    ) -> FeedbackGiven:
        """Feedback (a rating and/or a comment) on a target."""
        payload = Feedback(target_id=target_id, rating=rating, comment=comment)
        return FeedbackGiven(**self._envelope(time, None, None), payload=payload)

    def tool_call(
        self,
        tool: str,
        success: bool,
        *,
        arguments: dict[str, Any] | None = None,
        result: str | None = None,
        error: str | None = None,
        time: datetime | None = None,
    ) -> ToolCalled:
        """A tool call with its outcome."""
        payload = ToolCall(
            tool=tool, success=success, arguments=arguments or {}, result=result, error=error
        )
        return ToolCalled(**self._envelope(time, None, None), payload=payload)

    def working_memory(
        self,
        *,
        goal: str | None = None,
        constraints: list[str] | None = None,
        open_loops: list[str] | None = None,
        time: datetime | None = None,
    ) -> WorkingMemoryUpdated:
        """The session's goal, constraints and open loops changed."""
        payload = WorkingMemory(
            goal=goal, constraints=constraints or [], open_loops=open_loops or []
        )
        return WorkingMemoryUpdated(**self._envelope(time, None, None), payload=payload)

    def confirm(
        self, memory_id: str, accept: bool = True, *, time: datetime | None = None
    ) -> ConfirmRequested:
        """Command: confirm (or, with accept=False, reject) a conflicted memory."""
        payload = Confirm(memory_id=memory_id, accept=accept)
        return ConfirmRequested(**self._envelope(time, None, None), payload=payload)

    def correct(
        self,
        memory_id: str,
        content: str,
        value: str | None = None,
        *,
        time: datetime | None = None,
    ) -> CorrectRequested:
        """Command: correct a memory (a new version with this content supersedes it)."""
        payload = Correct(memory_id=memory_id, content=content, value=value)
        return CorrectRequested(**self._envelope(time, None, None), payload=payload)

    def pin(
        self, memory_id: str, pinned: bool = True, *, time: datetime | None = None
    ) -> PinRequested:
        """Command: pin (or unpin) a memory."""
        payload = Pin(memory_id=memory_id, pinned=pinned)
        return PinRequested(**self._envelope(time, None, None), payload=payload)

    def erase(self, reason: str | None = None, *, time: datetime | None = None) -> UserErased:
        """Command: erase everything about this factory's user."""
        return UserErased(**self._envelope(time, None, None), payload=Erase(reason=reason))
