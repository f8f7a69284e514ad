"""The steps of a behaviour scenario and the interaction events they become.

A step is one action: a message by role (`user`, `assistant`, `system`), a command
(`remember`, `forget`, `confirm`, `correct`, `pin`), a behaviour (`revise`, `feedback`,
`tool`), the app's `working_memory`, or a session boundary (`start_session`,
`end_session`). Commands about one memory (`confirm`, `correct`, `pin`) `select` it by
type, key and content; the runner finds its id once every earlier step is processed.
`feedback` may name the step it is about (`target_step`, an index), whose event id
becomes the feedback's target.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field, model_validator

from memstream.eval.expectations import MemorySelector
from memstream.schemas.base import AwareDatetime
from memstream.schemas.events import (
    Confirm,
    ConfirmRequested,
    Correct,
    CorrectRequested,
    Feedback,
    FeedbackGiven,
    Forget,
    ForgetRequested,
    InteractionEvent,
    MemoryKind,
    Message,
    MessagePosted,
    Pin,
    PinRequested,
    Rating,
    Remember,
    RememberRequested,
    Revision,
    Role,
    SessionBoundary,
    SessionEnded,
    SessionStarted,
    TextRevised,
    ToolCall,
    ToolCalled,
    WorkingMemory,
    WorkingMemoryUpdated,
)

ACTIONS: Final = (
    "user", "assistant", "system", "remember", "forget", "end_session", "start_session",
    "revise", "feedback", "tool", "working_memory", "confirm", "correct", "pin",
)  # fmt: skip


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class FeedbackStep(_Strict):
    """A rating and/or comment, optionally about an earlier step (`target_step`)."""

    rating: Rating | None = None
    comment: str | None = None
    target_step: int | None = Field(default=None, ge=0)


class ConfirmStep(_Strict):
    """Confirm (or reject) the selected memory."""

    select: MemorySelector
    accept: bool = True


class CorrectStep(_Strict):
    """Correct the selected memory: new content (and value)."""

    select: MemorySelector
    content: str
    value: str | None = None


class PinStep(_Strict):
    """Pin or unpin the selected memory."""

    select: MemorySelector
    pinned: bool = True


class Step(_Strict):
    """One event of a scenario (exactly one action) and where and when it happens."""

    user: str | None = None
    assistant: str | None = None
    system: str | None = None
    remember: str | None = None
    type: MemoryKind = "fact"
    key: str | None = None
    pinned: bool = False
    forget: Forget | None = None
    end_session: bool = False
    start_session: bool = False
    revise: Revision | None = None
    feedback: FeedbackStep | None = None
    tool: ToolCall | None = None
    working_memory: WorkingMemory | None = None
    confirm: ConfirmStep | None = None
    correct: CorrectStep | None = None
    pin: PinStep | None = None
    who: str | None = Field(default=None, alias="as")
    tenant: str | None = None
    session: str | None = None
    time: AwareDatetime | None = None

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        chosen = [name for name in ACTIONS if getattr(self, name) not in (None, False)]
        if len(chosen) != 1:
            raise ValueError(f"a step needs exactly one of {', '.join(ACTIONS)}; got {chosen}")
        return self

    @property
    def selector(self) -> MemorySelector | None:
        """The memory a confirm, correct or pin step is about (None for other steps)."""
        command = self.confirm or self.correct or self.pin
        return None if command is None else command.select


def _message(step: Step) -> Message:
    role: Role = "user" if step.user else "assistant" if step.assistant else "system"
    return Message(role=role, content=step.user or step.assistant or step.system or "")


def build_event(
    step: Step, envelope: dict[str, Any], ids: list[str], memory_id: str | None = None
) -> InteractionEvent:
    """The step's event in the given envelope (`ids`: the scenario's event ids, by step)."""
    if step.selector is not None:
        if memory_id is None:
            raise ValueError("a confirm, correct or pin step needs the selected memory's id")
        return _memory_command(step, envelope, memory_id)
    if step.remember:
        remember = Remember(
            content=step.remember, memory_type=step.type, key=step.key, pinned=step.pinned
        )
        return RememberRequested(**envelope, payload=remember)
    if step.forget is not None:
        return ForgetRequested(**envelope, payload=step.forget)
    return _behaviour(step, envelope, ids) or MessagePosted(**envelope, payload=_message(step))


def _behaviour(step: Step, envelope: dict[str, Any], ids: list[str]) -> InteractionEvent | None:
    if step.end_session:
        return SessionEnded(**envelope, payload=SessionBoundary(reason="scenario"))
    if step.start_session:
        return SessionStarted(**envelope, payload=SessionBoundary(reason="scenario"))
    if step.revise is not None:
        return TextRevised(**envelope, payload=step.revise)
    if step.tool is not None:
        return ToolCalled(**envelope, payload=step.tool)
    if step.working_memory is not None:
        return WorkingMemoryUpdated(**envelope, payload=step.working_memory)
    if step.feedback is not None:
        given = step.feedback
        target = None if given.target_step is None else ids[given.target_step]
        payload = Feedback(target_id=target, rating=given.rating, comment=given.comment)
        return FeedbackGiven(**envelope, payload=payload)
    return None


def _memory_command(step: Step, envelope: dict[str, Any], memory_id: str) -> InteractionEvent:
    if step.confirm is not None:
        confirm = Confirm(memory_id=memory_id, accept=step.confirm.accept)
        return ConfirmRequested(**envelope, payload=confirm)
    if step.correct is not None:
        correction = step.correct
        payload = Correct(memory_id=memory_id, content=correction.content, value=correction.value)
        return CorrectRequested(**envelope, payload=payload)
    pinned = step.pin is None or step.pin.pinned
    return PinRequested(**envelope, payload=Pin(memory_id=memory_id, pinned=pinned))


def step_time(start: datetime, index: int, step: Step) -> datetime:
    """The step's time: as given, else one minute per step after the start."""
    return step.time or start + timedelta(minutes=index)
