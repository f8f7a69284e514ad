"""Forget commands: by memory id, by exact key, by text match, or everything.

Forgetting a session's episode by key (`session:<id>`) forgets its chunks too, and
forgetting any memory forgets the episodes that show one of its source turns; those
turns' event ids are kept (ids only), so no later episode shows them again.

Each affected memory gets a `deleted` change (no snapshot: forgetting must not copy
the content again) and a tombstone, so it never comes back — not even on replay.
"""

from __future__ import annotations

from memstream.processors.memory_state import Decision, Tombstone, UserMemories
from memstream.schemas.candidates import ForgetCommand
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.events import Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import normalize


def apply_forget(state: UserMemories, command: ForgetCommand) -> Decision:
    """Delete every memory the command selects and leave a tombstone for each."""
    memories = [entry.memory for entry in state.memories.values()]
    chosen = [memory for memory in memories if _selected(memory, command)]
    if not chosen:
        return Decision(state, [])
    events = sorted({e for memory in chosen for e in memory.provenance.event_ids})
    targets = sorted(
        chosen + _episodes_showing(memories, chosen, set(events)),
        key=lambda memory: (memory.key, memory.id),
    )
    tombstones = [_tombstone(memory, command) for memory in targets]
    changes = [_deleted(memory, command) for memory in targets]
    return Decision(state.forgetting(tombstones, events), changes)


def _episodes_showing(
    memories: list[Memory], chosen: list[Memory], events: set[str]
) -> list[Memory]:
    """Episodes (chunks, summaries) that show a turn behind a forgotten memory.

    Forgetting really forgets: the statement must not survive in a session's text.
    """
    picked = {memory.id for memory in chosen}
    return [
        memory
        for memory in memories
        if memory.type is MemoryType.EPISODE
        and memory.id not in picked
        and any(e in events for e in memory.provenance.event_ids)
    ]


def selects(selector: Forget, memory: Memory) -> bool:
    """Whether a forget selector covers a memory."""
    if selector.all:
        return True
    if selector.memory_id is not None:
        return memory.id == selector.memory_id
    if selector.key is not None:
        return memory.key == selector.key or is_chunk_of(memory.key, selector.key)
    if selector.match is not None:
        needle = normalize(selector.match)
        haystacks = (memory.content, memory.value, memory.key)
        return bool(needle) and any(needle in normalize(text) for text in haystacks)
    return False


def is_chunk_of(key: str, episode_key: str) -> bool:
    """True when `key` names a chunk of the session part `episode_key` (`<key>:chunk:<n>`)."""
    return episode_key.startswith("session:") and key.startswith(f"{episode_key}:chunk:")


def _selected(memory: Memory, command: ForgetCommand) -> bool:
    workspace = command.scope.workspace
    in_workspace = workspace is None or memory.scope.workspace == workspace
    return in_workspace and selects(command.selector, memory)


def _tombstone(memory: Memory, command: ForgetCommand) -> Tombstone:
    # Never earlier than the memory's own last evidence: a re-emitted old candidate
    # stays dropped even when the forget event's clock was behind.
    forgotten_at = max(command.event_time, memory.last_seen)
    return Tombstone(memory_id=memory.id, forgotten_at=forgotten_at, last_version=memory.version)


def _deleted(memory: Memory, command: ForgetCommand) -> MemoryChange:
    return MemoryChange(
        id=derive_id(memory.id, memory.version, ChangeKind.DELETED, command.id),
        kind=ChangeKind.DELETED,
        memory_id=memory.id,
        scope=memory.scope,
        memory=None,
        cause_id=command.id,
        reason=_reason(command.selector),
        event_time=command.event_time,
    )


def _reason(selector: Forget) -> str:
    """Why, without repeating the forgotten text."""
    if selector.all:
        return "forgotten on request (everything)"
    if selector.memory_id is not None:
        return "forgotten on request (by memory id)"
    if selector.key is not None:
        return "forgotten on request (by key)"
    return "forgotten on request (text match)"
