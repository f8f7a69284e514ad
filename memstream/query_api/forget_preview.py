"""A forget's dry run: what a selector would remove from a user's memories (pure).

The selection is `processors.forget.selects`, the rule the consolidator applies; the
episodes that show one of the selected memories' source turns follow them
(`processors.consolidate._forget`), and so does the profile narrative when it says one of
them (it is rendered when read, `query_api.narrated`: the next render leaves them out).
A match or topic also reaches the history of the memories that stay: `preview_history`
lists those whose earlier versions hold the words (`processors.forget.in_history`, over
the texts of the stored versions the current one no longer shows), as the status will.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstream.ports import MemoryHistoryView
from memstream.processors.forget import in_history, selects
from memstream.processors.memory_state import MAX_PAST_TEXTS, MemoryEntry, texts_of
from memstream.query_api.models import ForgetCandidate, HistoryCandidate
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
    chosen = [m for m in in_scope if selects(selector, m) and not _is_narrative(m)]
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


def _is_narrative(memory: Memory) -> bool:
    """The narrative is rendered when read: a selector never picks it, it follows what it
    says (the forget removes nothing stored of it)."""
    return memory.attributes.get("kind") == "narrative"


def _narratives_from(gone: set[str], memories: Sequence[Memory]) -> list[Memory]:
    """The active narrative when it was written from a memory that goes (it goes too)."""
    return [
        m
        for m in memories
        if m.id not in gone
        and m.status is MemoryStatus.ACTIVE
        and _is_narrative(m)
        and gone & set(m.attributes.get("sources", []))
    ]


def preview_history(
    selector: Forget,
    workspace: str | None,
    histories: Sequence[MemoryHistoryView],
    removed: Sequence[ForgetCandidate],
) -> list[HistoryCandidate]:
    """The memories that stay whose earlier versions a match or topic forget would remove."""
    if selector.match is None and selector.topic is None:
        return []
    gone = {candidate.memory_id for candidate in removed}
    changed = [
        _history_candidate(history)
        for history in histories
        if history.memory.id not in gone
        and (workspace is None or history.memory.scope.workspace == workspace)
        and in_history(selector, MemoryEntry(memory=history.memory, past=_past(history)))
    ]
    return sorted(changed, key=lambda c: (c.key, c.memory_id))


def _earlier(history: MemoryHistoryView) -> list[Memory]:
    return [v for v in history.versions if v.version < history.memory.version]


def _past(history: MemoryHistoryView) -> list[str]:
    """Texts of the stored earlier versions that the current one no longer shows."""
    shown = set(texts_of(history.memory))
    texts = [text for version in _earlier(history) for text in texts_of(version)]
    return [text for text in dict.fromkeys(texts) if text not in shown][-MAX_PAST_TEXTS:]


def _history_candidate(history: MemoryHistoryView) -> HistoryCandidate:
    memory = history.memory
    return HistoryCandidate(
        memory_id=memory.id,
        type=memory.type,
        key=memory.key,
        content=memory.content,
        versions=[version.version for version in _earlier(history)],
    )
