"""Stats and trace folded from log records (no I/O): English and Chinese content alike."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from pydantic import BaseModel

from memstream.ports import LogRecord
from memstream.producers import EventFactory
from memstream.projections.stats import (
    dead_letter_counts,
    decision_counts,
    decode_changes,
    in_scope,
    lag_of,
    memory_counts,
)
from memstream.projections.trace import trace_memory
from memstream.schemas.base import Scope
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import encode
from memstream.schemas.memory import MemoryStatus, MemoryType, Provenance
from memstream.schemas.topics import CANDIDATES, DLQ, INTERACTIONS, MEMORY_CHANGES
from tests.unit.test_recall_score import NOW, make_memory

MEI = Scope(tenant="acme", user="mei")


def record(topic: str, offset: int, model: BaseModel | bytes, **headers: str) -> LogRecord:
    value = model if isinstance(model, bytes) else encode(model)
    return LogRecord(topic, 0, offset, MEI.key, value, dict(headers))


def change(kind: ChangeKind, memory_id: str, cause: str, **memory: Any) -> MemoryChange:
    snapshot = None
    if kind != ChangeKind.DELETED:
        snapshot = make_memory(memory.pop("content"), scope=MEI, id=memory_id, **memory)
    return MemoryChange(
        id=f"{memory_id}:{cause}",
        kind=kind,
        memory_id=memory_id,
        scope=MEI,
        memory=snapshot,
        cause_id=cause,
        reason="test",
        event_time=NOW,
    )


def test_memories_count_by_their_last_change_and_decisions_by_kind() -> None:
    changes = [
        change(ChangeKind.CREATED, "m1", "c1", content="住在上海", memory_type=MemoryType.PROFILE),
        change(
            ChangeKind.CREATED, "m2", "c2", content="Likes tea", memory_type=MemoryType.PREFERENCE
        ),
        change(
            ChangeKind.SUPERSEDED,
            "m1",
            "c3",
            content="住在上海",
            memory_type=MemoryType.PROFILE,
            status=MemoryStatus.SUPERSEDED,
        ),
        change(ChangeKind.CREATED, "m3", "c4", content="住在北京", memory_type=MemoryType.PROFILE),
        change(ChangeKind.DELETED, "m2", "f1"),
    ]
    assert memory_counts(changes) == {
        "preference": {"deleted": 1},
        "profile": {"active": 1, "superseded": 1},
    }
    assert decision_counts(changes) == {"created": 3, "deleted": 1, "superseded": 1}


def test_undecodable_changes_are_counted_not_fatal() -> None:
    good = record(MEMORY_CHANGES, 0, change(ChangeKind.CREATED, "m1", "c1", content="x"))
    decoded, unreadable = decode_changes([good, record(MEMORY_CHANGES, 1, b"\x00garbage")])
    assert [c.memory_id for c in decoded] == ["m1"] and unreadable == 1


def test_scope_lag_and_dead_letters() -> None:
    assert in_scope("acme:mei", "acme", "mei") and in_scope("acme:mei", "acme", None)
    assert not in_scope("acme2:mei", "acme", None) and not in_scope("acme:me", "acme", "mei")
    assert lag_of({"pending": {"extract": 3}}) == {"extract": 3} and lag_of({}) == {}
    dead = [
        record(DLQ, 0, b"{", step="extract", original_topic=INTERACTIONS),
        record(DLQ, 1, b"{", step="consolidate", original_topic=CANDIDATES),
        record(DLQ, 2, b"{", step="extract", original_topic=INTERACTIONS),
    ]
    counts = dead_letter_counts(dead)
    assert counts["total"] == 3 and counts["by_step"] == {"extract": 2, "consolidate": 1}


def test_trace_follows_decision_to_candidate_to_event() -> None:
    said = EventFactory(MEI).message("user", "我住在上海。", time=NOW - timedelta(minutes=1))
    noise = EventFactory(MEI).message("user", "今天天气不错")
    provenance = Provenance(event_ids=[said.id], matcher="zh_profile", matcher_version="2")
    proposed = MemoryCandidate(
        id="c1",
        scope=MEI,
        type=MemoryType.PROFILE,
        key="profile.city",
        value="上海",
        content="住在上海",
        confidence=0.8,
        provenance=provenance,
        event_time=NOW,
    )
    decided = change(ChangeKind.CREATED, "m1", "c1", content="住在上海", provenance=provenance)
    other = change(ChangeKind.CREATED, "m9", "c9", content="unrelated")
    traced = trace_memory(
        "m1",
        [record(MEMORY_CHANGES, 0, decided), record(MEMORY_CHANGES, 1, other)],
        [record(CANDIDATES, 0, proposed)],
        [record(INTERACTIONS, 0, said), record(INTERACTIONS, 1, noise)],
    )
    assert [d["kind"] for d in traced["decisions"]] == ["created"]
    assert traced["candidates"][0]["matcher"] == "zh_profile@2"
    assert [(e["id"], e["content"]) for e in traced["events"]] == [(said.id, "我住在上海。")]
    assert trace_memory("nope", [record(MEMORY_CHANGES, 0, decided)], [], [])["decisions"] == []
