"""The memory lifecycle, pure: the candidate pool, promotion, conflicts, weakening, decay.

- An inferred candidate (revisions, feedback patterns, repeated behaviour, an LLM's
  proposal) enters the pool: status `candidate`, not recalled. Evidence promotes it
  (`promoted`) once it was seen `promote_evidence` times with `promote_confidence`.
- An inferred value against an explicit one is `conflicted`: a memory of its own
  (`conflict_id`) beside the explicit one, which stays active until the user confirms
  (the value replaces it) or rejects (the conflict is forgotten).
- Counter-evidence (a candidate with `attributes["evidence"] == "against"`, e.g. a tool
  failing again despite a lesson's fix) weakens a memory; below the floor it `decayed`.
- Maintenance decays confidence with event time since the last evidence (a half-life
  per type); a memory below the floor becomes `decayed` (kept in history, not recalled).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Final

from memstream.processors.decisions import memory_change, retire
from memstream.processors.memory_state import Decision, MemoryEntry, Tombstone
from memstream.schemas.candidates import ConfirmCommand, MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.text import normalize

AGAINST: Final = "against"
CONFIRMED_CONFIDENCE: Final = 0.9


def _half_lives() -> dict[MemoryType, float | None]:
    return {
        MemoryType.PROFILE: 730.0,
        MemoryType.PREFERENCE: 365.0,
        MemoryType.FACT: 365.0,
        MemoryType.LESSON: 180.0,
        MemoryType.EPISODE: None,  # what happened stays true: episodes never decay
    }


@dataclass(frozen=True, slots=True)
class LifecyclePolicy:
    """Thresholds of the lifecycle (settings `MEMSTREAM_LIFECYCLE_*`)."""

    promote_evidence: int = 2
    promote_confidence: float = 0.7
    weaken_factor: float = 0.6
    decay_floor: float = 0.2
    decay_step: float = 0.1
    pool_half_life_days: float = 30.0
    half_life_days: Mapping[MemoryType, float | None] = field(default_factory=_half_lives)
    maintenance_every: timedelta = timedelta(days=7)
    maintenance_sessions: int = 1


DEFAULT_POLICY: Final = LifecyclePolicy()


def is_inferred(candidate: MemoryCandidate) -> bool:
    """True for what was shown rather than said (episodes are summaries, not inferences)."""
    return not candidate.provenance.explicit and candidate.type is not MemoryType.EPISODE


def is_pooled(candidate: MemoryCandidate) -> bool:
    """Inferred preferences, facts and profile fields wait for evidence in the pool.

    A lesson comes from an observed trace (a failure, its fix, a success): it is learned
    at once, and weakened when the fix stops working.
    """
    return is_inferred(candidate) and candidate.type is not MemoryType.LESSON


def is_counter_evidence(candidate: MemoryCandidate) -> bool:
    """True for a candidate that speaks against a memory instead of for it."""
    return candidate.attributes.get("evidence") == AGAINST


def entering_status(candidate: MemoryCandidate, policy: LifecyclePolicy) -> MemoryStatus:
    """Where a new memory starts: inferred ones in the pool unless strong already."""
    if is_pooled(candidate) and not _meets(1, candidate.confidence, policy):
        return MemoryStatus.CANDIDATE
    return MemoryStatus.ACTIVE


def _meets(evidence: int, confidence: float, policy: LifecyclePolicy) -> bool:
    return evidence >= policy.promote_evidence and confidence >= policy.promote_confidence


def promotes(memory: Memory, policy: LifecyclePolicy) -> bool:
    """True when a pooled candidate has enough evidence to become long-term."""
    return memory.status is MemoryStatus.CANDIDATE and _meets(
        memory.evidence_count, memory.confidence, policy
    )


def conflict_id(memory_id: str, value: str) -> str:
    """The id of an inferred value conflicting with the explicit memory `memory_id`."""
    return derive_id(memory_id, "conflict", normalize(value))


def weaken(
    entry: MemoryEntry, memory: Memory, candidate: MemoryCandidate, policy: LifecyclePolicy
) -> Decision:
    """Counter-evidence lowers confidence; below the floor the memory decays."""
    confidence = round(memory.confidence * policy.weaken_factor, 6)
    decayed = confidence < policy.decay_floor
    status = MemoryStatus.DECAYED if decayed else memory.status
    weaker = memory.model_copy(update={"confidence": confidence, "status": status})
    kind = ChangeKind.DECAYED if decayed else ChangeKind.UPDATED
    reason = str(candidate.attributes.get("reason") or "evidence against it")
    change = memory_change(kind, weaker, candidate.id, reason, candidate.event_time)
    return Decision(entry.with_memory(weaker, candidate.provenance.event_ids), [change])


def settle(entry: MemoryEntry, memory: Memory, command: ConfirmCommand, reason: str) -> Decision:
    """A conflict resolved: the conflicted memory goes (content-free `deleted`, tombstone kept)."""
    tombstone = Tombstone(forgotten_at=command.event_time, last_version=memory.version)
    change = MemoryChange(
        id=derive_id(memory.id, memory.version, ChangeKind.DELETED, command.id),
        kind=ChangeKind.DELETED,
        memory_id=memory.id,
        scope=memory.scope,
        memory=None,
        cause_id=command.id,
        reason=reason,
        event_time=command.event_time,
    )
    return Decision(entry.forgotten(tombstone), [change])


def accept(
    main: MemoryEntry, explicit: Memory, conflict: Memory, command: ConfirmCommand
) -> Decision:
    """The user confirms the conflicted value: it supersedes the explicit memory."""
    at = max(command.event_time, explicit.valid_from)
    successor = explicit.version + 1
    new = explicit.model_copy(
        update={
            "version": successor,
            "value": conflict.value,
            "content": conflict.content,
            "attributes": {
                k: v for k, v in conflict.attributes.items() if not k.startswith("conflicts_")
            },
            "confidence": max(conflict.confidence, CONFIRMED_CONFIDENCE),
            "evidence_count": conflict.evidence_count,
            "status": MemoryStatus.ACTIVE,
            "provenance": _confirmed(conflict.provenance, command),
            "last_seen": max(explicit.last_seen, at),
            "valid_from": at,
            "valid_until": None,
            "supersedes_version": explicit.version,
            "superseded_by_version": None,
        }
    )
    reason = "confirmed by the user"
    changes = [
        memory_change(
            ChangeKind.SUPERSEDED, retire(explicit, at, successor), command.id, reason, at
        ),
        memory_change(ChangeKind.UPDATED, new, command.id, reason, at),
    ]
    return Decision(main.with_memory(new, [command.event_id]), changes)


def _confirmed(inferred: Provenance, command: ConfirmCommand) -> Provenance:
    return inferred.model_copy(
        update={
            "event_ids": [*inferred.event_ids, command.event_id],
            "explicit": True,
            "speaker": "user",
        }
    )


def decayed_confidence(
    memory: Memory, base: float, now: datetime, policy: LifecyclePolicy
) -> float | None:
    """The confidence `base` decayed from the last evidence to `now` (None: never decays)."""
    pooled = memory.status is MemoryStatus.CANDIDATE
    half_life = policy.pool_half_life_days if pooled else policy.half_life_days.get(memory.type)
    if half_life is None or memory.pinned or memory.attributes.get("kind") == "narrative":
        return None  # pinned memories stay; a narrative is rebuilt, never decayed
    age_days = max(0.0, (now - memory.last_seen).total_seconds() / 86400.0)
    return round(base * float(0.5 ** (age_days / half_life)), 6)


def maintain(entry: MemoryEntry, now: datetime, cause_id: str, policy: LifecyclePolicy) -> Decision:
    """Decay one memory to `now`: a recorded step when it fell enough, `decayed` below the floor."""
    memory = entry.memory
    if memory is None or memory.status not in (MemoryStatus.ACTIVE, MemoryStatus.CANDIDATE):
        return Decision(entry, [])
    base = entry.evidence_confidence or memory.confidence
    confidence = decayed_confidence(memory, base, now, policy)
    if confidence is None:
        return Decision(entry, [])
    below = confidence < policy.decay_floor
    if not below and memory.confidence - confidence < policy.decay_step:
        return Decision(entry, [])
    status = MemoryStatus.DECAYED if below else memory.status
    faded = memory.model_copy(update={"confidence": confidence, "status": status})
    reason = "no evidence for a long time" if below else "confidence decayed with time"
    change = memory_change(ChangeKind.DECAYED, faded, cause_id, reason, now)
    return Decision(entry.decayed(faded), [change])
