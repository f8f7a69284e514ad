"""The PostgreSQL projection's JSON parameters say what the old binary arrays said."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone

import pytest

from memstream.projections import pg_memories, pg_terms
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

AT = datetime(2026, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)


def _memory(memory_id: str, content: str, **fields: object) -> Memory:
    base: dict[str, object] = {
        "id": memory_id,
        "version": 2,
        "scope": Scope(tenant="acme", user="u1"),
        "type": MemoryType.PREFERENCE,
        "key": "drink",
        "value": "tea",
        "content": content,
        "confidence": 0.1 + 0.2,
        "status": MemoryStatus.ACTIVE,
        "provenance": Provenance(event_ids=["e1"], matcher="test", matcher_version="1"),
        "first_seen": AT,
        "last_seen": AT,
        "valid_from": AT,
    }
    return Memory.model_validate(base | fields)


@pytest.mark.parametrize(
    "content",
    [
        'I prefer "green" tea \\ in the morning, tea again',
        "我喜欢喝绿茶，每天早上都喝绿茶",
        "I like 抹茶 lattes and naïve café 🍵",
    ],
)
def test_postings_are_the_term_counts_of_each_active_memory(content: str) -> None:
    active = _memory("m1", content)
    ended = _memory("m2", content, status=MemoryStatus.SUPERSEDED)
    params = pg_terms._index_params([active, ended])
    assert json.loads(params["postings"]) == {"m1": dict(pg_terms.term_counts(active))}
    assert params["ids"] == ["m1", "m2"] and params["active"] == [True, False]


def test_a_memory_without_terms_has_no_postings() -> None:
    params = pg_terms._index_params([_memory("m1", "... !!", value="", key="session:s:chunk:1")])
    assert json.loads(params["postings"]) == {}


@pytest.mark.parametrize("content", ['He said "hi"\t\\ bye\u2028', "她说：“你好”\\再见"])
def test_a_current_row_is_its_columns_and_its_snapshot(content: str) -> None:
    until = AT.astimezone(timezone(timedelta(hours=8))) + timedelta(days=1)
    memory = _memory("m1", content, valid_until=until)
    row = json.loads(pg_memories._current_row(memory, pg_memories._Snapshots()))
    assert row["content"] == content and row["confidence"] == memory.confidence
    assert row["workspace"] is None and row["type"] == "preference"
    assert datetime.fromisoformat(row["valid_until"]) == until
    assert datetime.fromisoformat(row["first_seen"]) == AT
    assert Memory.model_validate(row["snapshot"]) == memory
    assert set(row) == set(pg_memories._CURRENT)


def test_a_version_row_names_its_change() -> None:
    memory = _memory("m1", "我喜欢喝绿茶")
    change = MemoryChange(
        id="c1",
        kind=ChangeKind.UPDATED,
        memory_id="m1",
        scope=memory.scope,
        memory=memory,
        cause_id="cause",
        reason="r",
        event_time=AT,
    )
    row = json.loads(pg_memories._version_row(change, pg_memories._Snapshots()))
    assert row["change_kind"] == "updated" and row["version"] == 2
    assert row["valid_until"] is None
    assert set(row) == set(pg_memories._VERSIONS)
    assert Memory.model_validate(row["snapshot"]) == memory


def test_an_instant_reads_back_to_the_same_time() -> None:
    assert pg_memories._instant(None) is None
    for at in (AT, AT.astimezone(timezone(timedelta(hours=-5, minutes=-30)))):
        assert datetime.fromisoformat(pg_memories._instant(at) or "") == at
