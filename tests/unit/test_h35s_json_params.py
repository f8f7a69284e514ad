"""The BM25 postings sent as one JSON object say what the old binary arrays said."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from memstream.projections import pg_terms
from memstream.schemas.base import Scope
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
