"""Build interaction events for one scope, with ids derived from the app's own ids."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

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
    Message,
    MessagePosted,
    Pin,
    PinRequested,
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
        time: datetime | None = None,
        external_id: str | None = None,
        **fields: Any,
    ) -> RememberRequested:
        """Command: remember this (memory_type, key, asserted_by, pinned may be given)."""
        payload = Remember(content=content, **fields)
        return RememberRequested(**self._envelope(time, external_id, None), payload=payload)

    def forget(
        self, *, time: datetime | None = None, external_id: str | None = None, **selector: Any
    ) -> ForgetRequested:
        """Command: forget by memory_id=, key=, match= or all=True."""
        envelope = self._envelope(time, external_id, None)
        return ForgetRequested(**envelope, payload=Forget(**selector))

    def feedback(self, *, time: datetime | None = None, **fields: Any) -> FeedbackGiven:
        """Feedback (rating and/or comment) on a target."""
        return FeedbackGiven(**self._envelope(time, None, None), payload=Feedback(**fields))

    def tool_call(
        self, tool: str, success: bool, *, time: datetime | None = None, **fields: Any
    ) -> ToolCalled:
        """A tool call with its outcome."""
        payload = ToolCall(tool=tool, success=success, **fields)
        return ToolCalled(**self._envelope(time, None, None), payload=payload)

    def working_memory(
        self, *, time: datetime | None = None, **fields: Any
    ) -> WorkingMemoryUpdated:
        """The session's goal, constraints and open loops changed."""
        payload = WorkingMemory(**fields)
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
