"""The building blocks of consolidation decisions, pure: versions and their changes.

Create a memory, reinforce it with the same value stated again, supersede it with a
newer value (the old version kept in history), and the change records announcing each.
Which one a candidate gets is decided in `candidate_rules`. Time is event time.
"""

from __future__ import annotations

from datetime import datetime
from typing import Final

from memstream.processors.memory_state import Decision, MemoryEntry
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.constructed import constructed
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus
from memstream.text import normalize

REINFORCEMENT: Final = 0.3
MAX_CONFIDENCE: Final = 0.99


def same_value(memory: Memory, candidate: MemoryCandidate) -> bool:
    """Exact duplicate: the same normalized value; or a value said as unchanged ("still",
    还是: `attributes["still"]`): it names the value held in other words (还是做策划 after
    游戏策划, 还是干中介 after 置业顾问), so it never replaces it."""
    old, new = normalize(memory.value), normalize(candidate.value)
    if old == new:
        return True
    return bool(candidate.attributes.get("still")) and bool(new)


def create(
    entry: MemoryEntry,
    memory: Memory,
    candidate: MemoryCandidate,
    reason: str,
    kind: ChangeKind = ChangeKind.CREATED,
) -> Decision:
    """A new memory (version 1, or the version after a tombstone's last one)."""
    change = candidate_change(kind, memory, candidate, reason)
    return Decision(entry.with_memory(memory, candidate.provenance.event_ids), [change])


def strengthened(memory: Memory, candidate: MemoryCandidate) -> Memory:
    """The same value seen again: more evidence and confidence, same version."""
    confidence = memory.confidence + (1 - memory.confidence) * REINFORCEMENT
    provenance = memory.provenance.merged_with(candidate.provenance)
    if candidate.provenance.explicit and not provenance.explicit:
        provenance = provenance.model_copy(update={"explicit": True, "speaker": "user"})
    return memory.model_copy(
        update={
            "evidence_count": memory.evidence_count + 1,
            "confidence": round(min(MAX_CONFIDENCE, confidence), 6),
            "last_seen": max(memory.last_seen, candidate.event_time),
            "provenance": provenance,
            "pinned": memory.pinned or candidate.pinned,
            "importance": max(memory.importance, candidate.importance),
        }
    )


def supersede(
    entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate, status: MemoryStatus
) -> Decision:
    """A newer value for a single-valued key: the old version superseded, a new one in force."""
    successor = memory.version + 1
    old = retire(memory, candidate.event_time, successor)
    new = new_version(memory.id, successor, candidate, status).model_copy(
        update={"supersedes_version": memory.version, "pinned": memory.pinned or candidate.pinned}
    )
    how = "newer explicit statement" if candidate.provenance.explicit else "newer summary"
    reason = f"{how} changed {memory.key}"
    changes = [
        candidate_change(ChangeKind.SUPERSEDED, old, candidate, reason),
        candidate_change(ChangeKind.UPDATED, new, candidate, reason),
    ]
    return Decision(entry.with_memory(new, candidate.provenance.event_ids), changes)


def retire(memory: Memory, at: datetime, successor: int) -> Memory:
    """A version superseded at `at` by version `successor`."""
    return memory.model_copy(
        update={
            "status": MemoryStatus.SUPERSEDED,
            "valid_until": at,
            "superseded_by_version": successor,
        }
    )


def new_version(
    memory_id: str,
    version: int,
    candidate: MemoryCandidate,
    status: MemoryStatus = MemoryStatus.ACTIVE,
) -> Memory:
    """A memory version built from a candidate, valid from its event time."""
    scope = candidate.scope if candidate.level == "session" else user_scope(candidate.scope)
    at = candidate.event_time
    return constructed(  # from a validated candidate: no need to validate again
        Memory,
        {
            "id": memory_id,
            "version": version,
            "scope": scope,
            "level": candidate.level,
            "type": candidate.type,
            "key": candidate.key,
            "value": candidate.value,
            "content": candidate.content,
            "attributes": candidate.attributes,
            "confidence": candidate.confidence,
            "importance": candidate.importance,
            "pinned": candidate.pinned,
            "status": status,
            "provenance": candidate.provenance,
            "first_seen": at,
            "last_seen": at,
            "valid_from": at,
        },
    )


def user_scope(scope: Scope) -> Scope:
    """`scope.without_session()`, one shared (frozen) instance per user, workspace and agent:
    every user-level version a user's candidates make carries the same scope."""
    if scope.session is None:
        return scope
    return _user_scope(scope.tenant, scope.user, scope.workspace, scope.agent, scope)


_USER_SCOPES: dict[tuple[str, str, str | None, str | None], Scope] = {}
"""User-level scopes by their ids (cleared when it holds `_USER_SCOPES_KEPT`)."""
_USER_SCOPES_KEPT: Final = 65536


def _user_scope(
    tenant: str, user: str, workspace: str | None, agent: str | None, scope: Scope
) -> Scope:
    """The first session scope seen of these ids, without its session (every scope of
    these ids gives an equal one)."""
    key = (tenant, user, workspace, agent)
    found = _USER_SCOPES.get(key)
    if found is None:
        if len(_USER_SCOPES) >= _USER_SCOPES_KEPT:
            _USER_SCOPES.clear()
        found = _USER_SCOPES[key] = scope.without_session()
    return found


def memory_change(
    kind: ChangeKind, memory: Memory, cause_id: str, reason: str, at: datetime
) -> MemoryChange:
    """The change announcing `memory` (this version), caused at `at` by record `cause_id`."""
    return constructed(  # its parts are validated models: trusted
        MemoryChange,
        {
            "id": derive_id(memory.id, memory.version, kind, cause_id),
            "kind": kind,
            "memory_id": memory.id,
            "scope": memory.scope,
            "memory": memory,
            "cause_id": cause_id,
            "reason": reason,
            "event_time": at,
        },
    )


def candidate_change(
    kind: ChangeKind, memory: Memory, candidate: MemoryCandidate, reason: str
) -> MemoryChange:
    """The change a candidate caused."""
    return memory_change(kind, memory, candidate.id, reason, candidate.event_time)
