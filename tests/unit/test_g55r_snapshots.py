"""Snapshots read once: a kept memory is the validated model of its text, shared by reads."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import ValidationError

from memstream.projections.reader import PostgresMemoryReader
from memstream.projections.snapshots import SnapshotCache, parse_snapshot
from memstream.schemas.base import Scope
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

AT = datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)


def _memory(memory_id: str, content: str = "I drink green tea", **fields: object) -> Memory:
    base: dict[str, object] = {
        "id": memory_id,
        "version": 2,
        "scope": Scope(tenant="acme", user="u1", session="s1"),
        "type": MemoryType.EPISODE,
        "key": "drink",
        "value": "tea",
        "content": content,
        "attributes": {"kind": "chunk", "session": "s1", "dates": ["2026-01-01"], "n": 3},
        "confidence": 0.1 + 0.2,
        "importance": 1.0,
        "status": MemoryStatus.ACTIVE,
        "provenance": Provenance(event_ids=["e1"], matcher="test", matcher_version="1"),
        "first_seen": AT,
        "last_seen": AT,
        "valid_from": AT,
        "valid_until": AT,
    }
    return Memory.model_validate(base | fields)


def _text(memory: Memory) -> str:
    return memory.model_dump_json()


def test_a_kept_memory_round_trips_equal_to_the_validated_model() -> None:
    cache = SnapshotCache()
    for memory in (_memory("m1"), _memory("m2", "我喜欢喝绿茶", level="session", pinned=True)):
        text = _text(memory)
        read = cache.memory(text)
        assert read == memory == Memory.model_validate_json(text)
        assert read.model_dump(mode="json") == memory.model_dump(mode="json")
        assert read.model_fields_set == Memory.model_validate_json(text).model_fields_set
        assert type(read.type) is MemoryType and type(read.status) is MemoryStatus


def test_the_same_text_gives_the_same_object_and_another_text_another() -> None:
    cache = SnapshotCache()
    text = _text(_memory("m1"))
    first = cache.memory(text)
    assert cache.memory(str(text)) is first
    changed = cache.memory(_text(_memory("m1", "I drink black tea")))
    assert changed is not first and changed.content == "I drink black tea"
    assert len(cache) == 2


def test_the_oldest_text_is_dropped_beyond_capacity() -> None:
    cache = SnapshotCache(capacity=2)
    texts = [_text(_memory(f"m{i}")) for i in range(3)]
    firsts = [cache.memory(t) for t in texts]
    assert len(cache) == 2
    assert cache.memory(texts[2]) is firsts[2]
    again = cache.memory(texts[0])  # dropped, so parsed afresh
    assert again is not firsts[0] and again == firsts[0]
    assert len(cache) == 2


def test_capacity_zero_keeps_nothing() -> None:
    cache = SnapshotCache(capacity=0)
    text = _text(_memory("m1"))
    assert cache.memory(text) is not cache.memory(text)
    assert len(cache) == 0


def test_an_invalid_snapshot_still_fails_and_is_not_kept() -> None:
    cache = SnapshotCache()
    naive = _text(_memory("m1")).replace("+00:00", "").replace("Z", "")
    for bad in (naive, '{"id": "m1"}', "not json"):
        with pytest.raises(ValidationError):
            cache.memory(bad)
    assert len(cache) == 0
    with pytest.raises(ValidationError):
        parse_snapshot(naive)


class _Pool:
    """A pool whose every query answers the same rows."""

    def __init__(self, rows: list[tuple[Any, ...]]) -> None:
        self.rows = rows

    def connection(self) -> _Pool:
        return self

    def __enter__(self) -> _Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def execute(self, query: object, params: object) -> _Pool:
        return self

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self.rows


def test_the_reader_shares_a_cache_across_reads_but_not_for_histories() -> None:
    memory = _memory("m1")
    text = _text(memory)
    cache = SnapshotCache()
    reader = PostgresMemoryReader(_Pool([(text,)]), "g1", cache)  # type: ignore[arg-type]
    recent = reader.by_types("acme", "u1", [MemoryType.EPISODE], 5)
    working = reader.in_session("acme", "u1", "s1", 5)
    assert recent == [memory] and working[0] is recent[0]
    by_id = PostgresMemoryReader(_Pool([("m1", text)]), "g1", cache)  # type: ignore[arg-type]
    assert by_id.get_many("acme", "u1", ["m1", "m2"])[0] is recent[0]
    histories = by_id.list_memories("acme", "u1")
    assert histories[0].memory == memory and histories[0].memory is not recent[0]


def test_cleared_the_cache_keeps_nothing_and_parses_again() -> None:
    cache = SnapshotCache()
    text = _text(_memory("m1", "我住在杭州"))
    first = cache.memory(text)
    assert len(cache) == 1
    cache.clear()
    assert len(cache) == 0
    again = cache.memory(text)
    assert again == first and again is not first
