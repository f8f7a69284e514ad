"""A forget by match reaches a memory's history on a real PostgreSQL, and its status says so."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
MOVES = [
    ("I live in Lisbon.", "I moved to Porto.", "Lisbon", "Porto"),
    ("我住在杭州。", "我搬到上海了。", "杭州", "上海"),
]


def _versions_holding(dsn: str, schema: str, word: str) -> int:
    """memory_versions rows whose snapshot holds `word` (as said, or as JSON escapes it)."""
    escaped = word.encode("unicode_escape").decode().replace("\\\\", "\\")
    query = (
        f'SELECT count(*) FROM "{schema}".memory_versions'
        " WHERE snapshot::text LIKE %s OR snapshot::text LIKE %s"
    )
    with psycopg.connect(dsn) as conn:
        row = conn.execute(query, (f"%{word}%", f"%{escaped}%")).fetchone()
    assert row is not None
    return int(row[0])


def _forget_until_done(api: TestClient, match: str) -> dict[str, Any]:
    accepted = api.post("/v1/users/alice/forget", json={"tenant": "acme", "match": match})
    assert accepted.status_code == 202, accepted.text
    deadline = time.monotonic() + 60
    while (status := api.get(accepted.json()["status_url"]).json())["state"] != "done":
        assert time.monotonic() < deadline, status
        time.sleep(0.1)
    found: dict[str, Any] = status
    return found


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[Engine]:
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        yield engine


@pytest.mark.parametrize(("before", "after", "old", "new"), MOVES)
def test_forget_by_match_removes_earlier_versions_and_lists_the_memory_it_changed(
    engine: Engine, pg_dsn: str, before: str, after: str, old: str, new: str
) -> None:
    # Alice moves: the memory's current version says the new place, its history the old.
    alice = EventFactory(ALICE)
    engine.emit([alice.message("user", before)])
    engine.emit([alice.message("user", after)])
    engine.wait_until_idle()
    schema = engine.generation.store("postgres")
    assert _versions_holding(pg_dsn, schema, old) >= 1
    # Forget the old place by match.
    with TestClient(create_app(engine.system.api_services())) as api:
        preview = api.post(
            "/v1/users/alice/forget/preview", json={"tenant": "acme", "match": old}
        ).json()
        status = _forget_until_done(api, old)
        history = api.get("/v1/users/alice/memories", params={"tenant": "acme"}).json()
    engine.wait_until_idle()
    # The status lists the memory that stays and changed; no version holds the words.
    assert status["changed"], status
    assert all(old not in item["reason"] for item in status["changed"])
    # The dry run listed the same memories, each with the earlier versions that went.
    listed = sorted(c["memory_id"] for c in preview["changed"])
    assert listed == sorted(c["memory_id"] for c in status["changed"]), (preview, status)
    assert all(c["versions"] and new in c["content"] for c in preview["changed"]), preview
    assert _versions_holding(pg_dsn, schema, old) == 0
    assert any(new in memory["content"] for memory in history)
