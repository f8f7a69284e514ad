"""Memory commands from the user, pure: pin and correct.

Each is a function of the named memory's entry and the command. A correction is a new
version that supersedes the old one (history kept); a pin changes the flag in place.
Confirming or rejecting a conflicted value is in `lifecycle` (it touches two memories).
"""

from __future__ import annotations

from typing import Final

from memstream.processors.decisions import memory_change, retire
from memstream.processors.memory_state import Decision, MemoryEntry
from memstream.schemas.candidates import CorrectCommand, PinCommand
from memstream.schemas.changes import ChangeKind
from memstream.schemas.memory import Memory, MemoryStatus, Provenance

CORRECTED_CONFIDENCE: Final = 0.95
EditCommand = CorrectCommand | PinCommand


def target(command: EditCommand) -> str:
    """The id of the memory the command is about."""
    if isinstance(command, CorrectCommand):
        return command.correction.memory_id
    return command.pin.memory_id


def apply(entry: MemoryEntry, memory: Memory, command: EditCommand) -> Decision:
    """What the command does to the memory it names."""
    if isinstance(command, PinCommand):
        return pin(entry, memory, command)
    return correct(entry, memory, command)


def pin(entry: MemoryEntry, memory: Memory, command: PinCommand) -> Decision:
    """Pin or unpin in place (same version): pinned memories are recalled first, never decay."""
    wanted = command.pin.pinned
    if memory.pinned == wanted or memory.status is not MemoryStatus.ACTIVE:
        return Decision(entry, [])
    pinned = memory.model_copy(update={"pinned": wanted})
    reason = "pinned by the user" if wanted else "unpinned by the user"
    change = memory_change(ChangeKind.UPDATED, pinned, command.id, reason, command.event_time)
    return Decision(entry.with_memory(pinned, [command.event_id]), [change])


def correct(entry: MemoryEntry, memory: Memory, command: CorrectCommand) -> Decision:
    """The user's correction: a new, explicit version superseding the current one."""
    at = max(command.event_time, memory.valid_from)
    successor = memory.version + 1
    fix = command.correction
    new = memory.model_copy(
        update={
            "version": successor,
            "content": fix.content,
            "value": fix.value if fix.value is not None else corrected_value(memory, fix.content),
            "attributes": {**memory.attributes, "corrected": True},
            "confidence": max(memory.confidence, CORRECTED_CONFIDENCE),
            "status": MemoryStatus.ACTIVE,
            "provenance": correction_provenance(command),
            "last_seen": max(memory.last_seen, at),
            "valid_from": at,
            "valid_until": None,
            "supersedes_version": memory.version,
            "superseded_by_version": None,
        }
    )
    reason = "corrected by the user"
    changes = [
        memory_change(ChangeKind.SUPERSEDED, retire(memory, at, successor), command.id, reason, at),
        memory_change(ChangeKind.UPDATED, new, command.id, reason, at),
    ]
    return Decision(entry.with_memory(new, [command.event_id]), changes)


def corrected_value(memory: Memory, content: str) -> str:
    """The value a corrected content states: the part the old content's own words frame
    ("Lives in Boston" for Boston, corrected to "Lives in Coimbra": Coimbra), else the
    content as written (the user rewrote it)."""
    old_value, old_content = memory.value.strip(), memory.content.strip()
    if not old_value or old_value == old_content or old_value not in old_content:
        return content
    before, _, after = old_content.partition(old_value)
    new = content.strip()
    framed = new.startswith(before) and new.endswith(after)
    middle = new[len(before) : len(new) - len(after)].strip() if framed else ""
    return middle or content


def correction_provenance(command: CorrectCommand) -> Provenance:
    """A correction is an explicit statement of the user, made by this command event."""
    return Provenance(
        event_ids=[command.event_id],
        matcher="correction",
        matcher_version="1",
        explicit=True,
        speaker="user",
    )
