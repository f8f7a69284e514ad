"""What a candidate does to the memory it names: a pure function of the entry and the candidate.

In order: a new key is created (inferred ones in the pool); a forgotten memory comes
back only with a genuinely newer statement; a re-emitted event changes nothing;
counter-evidence weakens; the same value reinforces (and may promote a pooled one or
revive a decayed one); an older statement never replaces a newer one; an inferred value
against an explicit one is a conflict (decided on the conflict's own entry); anything
else supersedes, keeping the old version in history.
"""

from __future__ import annotations

from dataclasses import dataclass

from memstream.processors.decisions import (
    candidate_change,
    create,
    new_version,
    same_value,
    strengthened,
    supersede,
)
from memstream.processors.lifecycle import (
    LifecyclePolicy,
    conflict_id,
    entering_status,
    is_counter_evidence,
    is_inferred,
    promotes,
    weaken,
)
from memstream.processors.memory_state import Decision, MemoryEntry
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import ChangeKind
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType


@dataclass(frozen=True, slots=True)
class Contradicts:
    """The candidate contradicts an explicit memory: it is decided on its conflict entry."""

    explicit: Memory
    conflict_id: str


def decide_candidate(
    entry: MemoryEntry | None, memory_id: str, candidate: MemoryCandidate, policy: LifecyclePolicy
) -> Decision | Contradicts:
    """The decision for `candidate` on the memory `memory_id` (`entry` None: a new one)."""
    if entry is None:
        if is_counter_evidence(candidate):
            return Decision(None, [])  # evidence against nothing
        return _create(MemoryEntry(), memory_id, 1, candidate, policy)
    if entry.tombstone is not None:
        if candidate.event_time <= entry.tombstone.forgotten_at or is_counter_evidence(candidate):
            return Decision(entry, [])  # forgotten stays forgotten, even on replay
        return _create(entry, memory_id, entry.tombstone.last_version + 1, candidate, policy)
    memory = entry.memory
    if memory is None or entry.has_seen(candidate):
        return Decision(entry, [])  # the same event again (re-emitted, replayed): no-op
    return _on_memory(entry, memory, candidate, policy)


def _on_memory(
    entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate, policy: LifecyclePolicy
) -> Decision | Contradicts:
    if is_counter_evidence(candidate):
        live = memory.status in (MemoryStatus.ACTIVE, MemoryStatus.CANDIDATE)
        return weaken(entry, memory, candidate, policy) if live else Decision(entry, [])
    if same_value(memory, candidate):
        return reinforce(entry, memory, candidate, policy)
    if candidate.event_time < memory.valid_from:
        return Decision(entry, [])  # an older statement never replaces a newer one
    if _contradicts(memory, candidate):
        return Contradicts(memory, conflict_id(memory.id, candidate.value))
    return supersede(entry, memory, candidate, _successor_status(memory, candidate, policy))


def _contradicts(memory: Memory, candidate: MemoryCandidate) -> bool:
    """An inferred value against an explicit, active memory."""
    explicit = memory.provenance.explicit and memory.status is MemoryStatus.ACTIVE
    return explicit and is_inferred(candidate)


def _successor_status(
    memory: Memory, candidate: MemoryCandidate, policy: LifecyclePolicy
) -> MemoryStatus:
    """An inferred value replacing a pooled or decayed one starts in the pool again."""
    if memory.status is MemoryStatus.ACTIVE or not is_inferred(candidate):
        return MemoryStatus.ACTIVE
    return entering_status(candidate, policy)


def _create(
    entry: MemoryEntry,
    memory_id: str,
    version: int,
    candidate: MemoryCandidate,
    policy: LifecyclePolicy,
) -> Decision:
    status = entering_status(candidate, policy)
    memory = new_version(memory_id, version, candidate, status)
    return create(entry, memory, candidate, _creation_reason(candidate, status, version))


def _creation_reason(candidate: MemoryCandidate, status: MemoryStatus, version: int) -> str:
    if version > 1:
        return "stated again after being forgotten"
    if status is MemoryStatus.CANDIDATE:
        return "inferred: in the candidate pool until more evidence"
    return "session summarized" if candidate.type is MemoryType.EPISODE else "first stated"


def reinforce(
    entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate, policy: LifecyclePolicy
) -> Decision:
    """The same value again: more evidence; a pooled one may be promoted, a decayed one revived."""
    stronger = strengthened(memory, candidate)
    kind, reason = ChangeKind.REINFORCED, "stated again"
    if memory.status is MemoryStatus.CANDIDATE and (
        candidate.provenance.explicit or promotes(stronger, policy)
    ):
        stronger = stronger.model_copy(update={"status": MemoryStatus.ACTIVE})
        kind = ChangeKind.PROMOTED
        reason = f"promoted: seen {stronger.evidence_count} times"
    elif memory.status is MemoryStatus.DECAYED:
        stronger = stronger.model_copy(update={"status": MemoryStatus.ACTIVE})
        reason = "stated again: no longer decayed"
    change = candidate_change(kind, stronger, candidate, reason)
    return Decision(entry.with_memory(stronger, candidate.provenance.event_ids), [change])


def decide_conflict(
    entry: MemoryEntry | None,
    contradiction: Contradicts,
    candidate: MemoryCandidate,
    policy: LifecyclePolicy,
) -> Decision:
    """The conflicted memory beside an explicit one: created, or reinforced when seen again."""
    if entry is not None and entry.memory is not None:
        if entry.has_seen(candidate):
            return Decision(entry, [])
        return reinforce(entry, entry.memory, candidate, policy)
    version = 1
    if entry is not None and entry.tombstone is not None:
        if candidate.event_time <= entry.tombstone.forgotten_at:
            return Decision(entry, [])  # rejected: stays rejected for what came before
        version = entry.tombstone.last_version + 1
    explicit = contradiction.explicit
    memory = new_version(contradiction.conflict_id, version, candidate, MemoryStatus.CONFLICTED)
    memory = memory.model_copy(
        update={
            "attributes": {
                **memory.attributes,
                "conflicts_with": explicit.id,
                "conflicts_with_version": explicit.version,
            }
        }
    )
    reason = f"inferred value contradicts the explicit {explicit.key}: needs confirmation"
    return create(entry or MemoryEntry(), memory, candidate, reason, ChangeKind.CONFLICTED)
