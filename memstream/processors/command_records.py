"""Memory commands passed through the extract stage, in the user's order, to consolidation."""

from __future__ import annotations

from memstream.schemas.candidates import (
    ConfirmCommand,
    CorrectCommand,
    EraseCommand,
    ForgetCommand,
    MemoryCommand,
    PinCommand,
)
from memstream.schemas.events import (
    ConfirmRequested,
    CorrectRequested,
    ForgetRequested,
    PinRequested,
    UserErased,
)
from memstream.schemas.ids import derive_id


def forget_command(event: ForgetRequested) -> ForgetCommand:
    """A forget request, passed through in order with the user's candidates."""
    return ForgetCommand(
        id=derive_id(event.id, "forget"),
        scope=event.scope,
        selector=event.payload,
        event_id=event.id,
        event_time=event.time,
    )


def command_record(
    event: ConfirmRequested | CorrectRequested | PinRequested | UserErased,
) -> MemoryCommand:
    """A memory command (confirm, correct, pin, erase), passed through in the user's order."""
    common = {
        "id": derive_id(event.id, event.type),
        "scope": event.scope,
        "event_id": event.id,
        "event_time": event.time,
    }
    if isinstance(event, ConfirmRequested):
        return ConfirmCommand(**common, confirm=event.payload)
    if isinstance(event, CorrectRequested):
        return CorrectCommand(**common, correction=event.payload)
    if isinstance(event, PinRequested):
        return PinCommand(**common, pin=event.payload)
    return EraseCommand(**common)
