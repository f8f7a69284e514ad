"""A forget's dry run: what a selector would remove from a user's memories (pure).

The selection is `processors.forget.selects`, the rule the consolidator applies; the
episodes that show one of the selected memories' source turns follow them, and so does the
profile narrative when it was written from one of them (`processors.consolidate._forget`).
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.processors.forget import selects
from memstream.query_api.models import ForgetCandidate
from memstream.schemas.events import Forget
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType


def _candidate(memory: Memory, selected: bool) -> ForgetCandidate:
    return ForgetCandidate(
        memory_id=memory.id,
        type=memory.type,
        key=memory.key,
        content=memory.content,
        selected=selected,
    )


def preview_forget(
    selector: Forget, workspace: str | None, memories: Sequence[Memory]
) -> list[ForgetCandidate]:
    """The memories a forget would remove: the selected ones, then the episodes that follow."""
    in_scope = [m for m in memories if workspace is None or m.scope.workspace == workspace]
    chosen = [m for m in in_scope if selects(selector, m)]
    picked = {m.id for m in chosen}
    turns = {event_id for m in chosen for event_id in m.provenance.event_ids}
    following = [
        m
        for m in memories
        if m.type is MemoryType.EPISODE
        and m.id not in picked
        and any(event_id in turns for event_id in m.provenance.event_ids)
    ]
    following += _narratives_from(picked | {m.id for m in following}, memories)
    ordered = sorted(chosen, key=lambda m: (m.key, m.id))
    return [_candidate(m, True) for m in ordered] + [
        _candidate(m, False) for m in sorted(following, key=lambda m: (m.key, m.id))
    ]


def _narratives_from(gone: set[str], memories: Sequence[Memory]) -> list[Memory]:
    """The active narrative when it was written from a memory that goes (it goes too)."""
    return [
        m
        for m in memories
        if m.id not in gone
        and m.status is MemoryStatus.ACTIVE
        and m.attributes.get("kind") == "narrative"
        and gone & set(m.attributes.get("sources", []))
    ]
