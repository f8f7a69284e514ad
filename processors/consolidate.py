"""The consolidate stage: candidates and forget commands → memory changes.

Pure decisions over one user's state (`UserMemories`): create, reinforce an exact
duplicate, supersede with a version chain when a newer explicit statement changes a
single-valued key, and forget with tombstones. Time is the candidate's event time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from memstream.log.ports import StateStore
from memstream.processors.forget import apply_forget
from memstream.processors.memory_state import Decision, UserMemories, memory_id_for
from memstream.schemas import codec, topics
from memstream.schemas.candidates import CandidateRecord, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from memstream.text import normalize

REINFORCEMENT: Final = 0.3
MAX_CONFIDENCE: Final = 0.99


class ConsolidateStage:
    """Stage `consolidate`: `memstream.candidates.v1` → `memstream.memory-changes.v1`."""

    name = "consolidate"
    input_topic = topics.CANDIDATES
    output_topic = topics.MEMORY_CHANGES

    @property
    def decode(self) -> Callable[[bytes], CandidateRecord]:
        """Decode a candidate record (upcast, then validate)."""
        return codec.decode_candidate

    def process(self, record: CandidateRecord, state: StateStore) -> list[MemoryChange]:
        """Decide on one record against its user's state, and store the new state."""
        key = record.scope.key
        stored = state.get(key)
        current = UserMemories.model_validate(stored) if stored else UserMemories()
        decision = decide(current, record)
        if decision.state is not current:
            state[key] = decision.state.model_dump(mode="json")
        return decision.changes


def decide(state: UserMemories, record: CandidateRecord) -> Decision:
    """Apply one candidate or forget command to a user's state."""
    if isinstance(record, ForgetCommand):
        return apply_forget(state, record)
    if isinstance(record, MemoryCandidate):
        return apply_candidate(state, record)
    return Decision(state, [])  # confirm, correct, pin, erase: handled with per-memory state


def apply_candidate(state: UserMemories, candidate: MemoryCandidate) -> Decision:
    """Create, reinforce, supersede — or nothing (re-emitted, forgotten, or older)."""
    if candidate.type is MemoryType.EPISODE and state.shows_forgotten_events(candidate):
        return Decision(state, [])  # it would show a turn that was forgotten
    memory_id = memory_id_for(candidate)
    tombstone = state.tombstones.get(memory_id)
    if tombstone is not None:
        if candidate.event_time <= tombstone.forgotten_at:
            return Decision(state, [])  # forgotten stays forgotten, even on replay
        reason = "stated again after being forgotten"
        return create(state, candidate, tombstone.last_version + 1, reason)
    entry = state.memories.get(memory_id)
    if entry is None:
        first = "session summarized" if candidate.type is MemoryType.EPISODE else "first stated"
        return create(state, candidate, 1, first)
    if entry.has_seen(candidate):
        return Decision(state, [])  # the same event again (re-emitted, replayed): no-op
    if same_value(entry.memory, candidate):
        return reinforce(state, entry.memory, candidate)
    if candidate.event_time < entry.memory.valid_from:
        # An older statement never replaces a newer one: the current version stands.
        return Decision(state, [])
    if entry.memory.provenance.explicit and not candidate.provenance.explicit:
        # CONFLICTS / PROMOTION / DECAY go here once inferred candidates exist: an
        # inferred value against an explicit one should become `conflicted` (ask the
        # user), repeated inferred evidence `promoted`, unused memories `decayed`.
        # Until then an inferred candidate never overrides an explicit statement.
        return Decision(state, [])
    return supersede(state, entry.memory, candidate)


def same_value(memory: Memory, candidate: MemoryCandidate) -> bool:
    """Exact duplicate: the same normalized value."""
    return normalize(memory.value) == normalize(candidate.value)


def create(state: UserMemories, candidate: MemoryCandidate, version: int, reason: str) -> Decision:
    """A new memory (version 1, or the version after a tombstone's last one)."""
    memory = new_version(memory_id_for(candidate), version, candidate)
    change = _change(ChangeKind.CREATED, memory, candidate, reason)
    return Decision(state.with_entry(memory, candidate.provenance.event_ids), [change])


def reinforce(state: UserMemories, memory: Memory, candidate: MemoryCandidate) -> Decision:
    """The same value stated again: more evidence, more confidence, same version."""
    confidence = memory.confidence + (1 - memory.confidence) * REINFORCEMENT
    reinforced = memory.model_copy(
        update={
            "evidence_count": memory.evidence_count + 1,
            "confidence": round(min(MAX_CONFIDENCE, confidence), 6),
            "last_seen": max(memory.last_seen, candidate.event_time),
            "provenance": memory.provenance.merged_with(candidate.provenance),
            "pinned": memory.pinned or candidate.pinned,
            "importance": max(memory.importance, candidate.importance),
        }
    )
    change = _change(ChangeKind.REINFORCED, reinforced, candidate, "stated again")
    return Decision(state.with_entry(reinforced, candidate.provenance.event_ids), [change])


def supersede(state: UserMemories, memory: Memory, candidate: MemoryCandidate) -> Decision:
    """A newer value for a single-valued key: the old version superseded, a new one active."""
    successor = memory.version + 1
    old = memory.model_copy(
        update={
            "status": MemoryStatus.SUPERSEDED,
            "valid_until": candidate.event_time,
            "superseded_by_version": successor,
        }
    )
    new = new_version(memory.id, successor, candidate).model_copy(
        update={"supersedes_version": memory.version, "pinned": memory.pinned or candidate.pinned}
    )
    how = "newer explicit statement" if candidate.provenance.explicit else "newer summary"
    reason = f"{how} changed {memory.key}"
    changes = [
        _change(ChangeKind.SUPERSEDED, old, candidate, reason),
        _change(ChangeKind.UPDATED, new, candidate, reason),
    ]
    return Decision(state.with_entry(new, candidate.provenance.event_ids), changes)


def new_version(memory_id: str, version: int, candidate: MemoryCandidate) -> Memory:
    """An active memory version built from a candidate, valid from its event time."""
    scope = candidate.scope if candidate.level == "session" else candidate.scope.without_session()
    return Memory(
        id=memory_id,
        version=version,
        scope=scope,
        level=candidate.level,
        type=candidate.type,
        key=candidate.key,
        value=candidate.value,
        content=candidate.content,
        attributes=candidate.attributes,
        confidence=candidate.confidence,
        importance=candidate.importance,
        pinned=candidate.pinned,
        status=MemoryStatus.ACTIVE,
        provenance=candidate.provenance,
        first_seen=candidate.event_time,
        last_seen=candidate.event_time,
        valid_from=candidate.event_time,
    )


def _change(
    kind: ChangeKind, memory: Memory, candidate: MemoryCandidate, reason: str
) -> MemoryChange:
    return MemoryChange(
        id=derive_id(memory.id, memory.version, kind, candidate.id),
        kind=kind,
        memory_id=memory.id,
        scope=memory.scope,
        memory=memory,
        cause_id=candidate.id,
        reason=reason,
        event_time=candidate.event_time,
    )
