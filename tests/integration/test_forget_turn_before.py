"""Forgetting the turn before an excerpt, through the real pipeline on a real PostgreSQL: the
excerpt searched by that turn stays, only the turn leaves its search key and its history."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.events import Role
from tests.fixtures.chunked import CHINESE, ENGLISH

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
START = datetime(2026, 4, 1, 9, 0, tzinfo=UTC)
# Three turns fill a chunk: the question that ends the first chunk is the turn the second
# chunk is searched by (`tests/fixtures/chunked.py`).
SESSIONS = [(ENGLISH, "any pets", "pets"), (CHINESE, "你养宠物吗", "宠物")]


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[Engine]:
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        yield engine


def _chunks(dsn: str, schema: str) -> dict[str, tuple[str, str]]:
    """The live chunks by key: their id and content."""
    query = (
        f'SELECT key, id, content FROM "{schema}".memories'
        " WHERE key LIKE 'session:s1%%:chunk:%%' AND status = 'active'"
    )
    with psycopg.connect(dsn) as conn:
        return {key: (mid, content) for key, mid, content in conn.execute(query).fetchall()}


def _count(dsn: str, query: str, params: tuple[str, ...]) -> int:
    with psycopg.connect(dsn) as conn:
        row = conn.execute(query, params).fetchone()
    assert row is not None
    return int(row[0])


def _holding(dsn: str, schema: str, memory_id: str, words: str) -> int:
    """Versions of the memory whose snapshot holds the words (as said, or JSON-escaped)."""
    escaped = words.encode("unicode_escape").decode().replace("\\\\", "\\")
    query = (
        f'SELECT count(*) FROM "{schema}".memory_versions WHERE memory_id = %s'
        " AND (snapshot::text LIKE %s OR snapshot::text LIKE %s)"
    )
    return _count(dsn, query, (memory_id, f"%{words}%", f"%{escaped}%"))


def _tf(dsn: str, schema: str, memory_id: str, term: str) -> int:
    """How often the memory's search key holds the term."""
    query = (
        f'SELECT coalesce(sum(tf), 0) FROM "{schema}".memory_terms'
        " WHERE memory_id = %s AND term = %s"
    )
    return _count(dsn, query, (memory_id, term))


@pytest.mark.parametrize(("turns", "match", "term"), SESSIONS)
def test_forgetting_the_turn_before_an_excerpt_keeps_the_excerpt(
    engine: Engine, pg_dsn: str, turns: list[str], match: str, term: str
) -> None:
    alice = EventFactory(ALICE)
    roles: list[Role] = ["user", "assistant"]
    said = [
        alice.message(roles[n % 2], text, time=START + timedelta(minutes=n))
        for n, text in enumerate(turns)
    ]
    engine.emit([*said, alice.session_ended(time=START + timedelta(minutes=30))])
    engine.wait_until_idle()
    schema = engine.generation.store("postgres")
    before = _chunks(pg_dsn, schema)
    second_id, second_content = before["session:s1:chunk:2"]
    # The second chunk is searched by the question before it, which it does not show.
    assert match not in second_content
    searched = _tf(pg_dsn, schema, second_id, term)
    assert searched >= 1
    assert _holding(pg_dsn, schema, second_id, match) >= 1
    # Forget the question.
    engine.emit([alice.forget(match=match, time=START + timedelta(hours=1))])
    engine.wait_until_idle()
    after = _chunks(pg_dsn, schema)
    # The chunk that showed the question went; the one searched by it stays, as it was shown.
    assert "session:s1:chunk:1" not in after
    assert after["session:s1:chunk:2"] == (second_id, second_content)
    # Its search key lost the forgotten turn's word (the kind it names keeps its own), and
    # no version of it holds the turn.
    assert _tf(pg_dsn, schema, second_id, term) == searched - 1
    assert _holding(pg_dsn, schema, second_id, match) == 0
