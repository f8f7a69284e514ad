"""The command-status read model on a real PostgreSQL: what each forget removed."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from psycopg_pool import ConnectionPool

from memstream.projections.migrate import migrate
from memstream.projections.pg_commands import PostgresCommandReader, record_commands
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.ids import derive_id
from tests.unit.test_recall_score import make_memory

SCHEMA = "memstream_g1"
AT = datetime(2026, 3, 1, tzinfo=UTC)
ALICE = Scope(tenant="acme", user="alice")
COMMAND = derive_id("forget-event", "forget")


def deleted(memory_id: str, scope: Scope = ALICE, cause: str = COMMAND) -> MemoryChange:
    return MemoryChange(
        id=derive_id(memory_id, cause),
        kind=ChangeKind.DELETED,
        memory_id=memory_id,
        scope=scope,
        memory=None,
        cause_id=cause,
        reason="forgotten on request (text match)",
        event_time=AT,
    )


@pytest.fixture
def pool(pg_dsn: str) -> Iterator[ConnectionPool[Any]]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
        with pool.connection() as conn:
            migrate(conn, SCHEMA)
        yield pool


def test_a_forgets_effects_are_recorded_once_and_read_back_per_user(
    pool: ConnectionPool[Any],
) -> None:
    created = MemoryChange(
        id="c1",
        kind=ChangeKind.CREATED,
        memory_id="m0",
        scope=ALICE,
        memory=make_memory("Lives in Berlin", scope=ALICE),
        cause_id="cand",
        reason="new",
        event_time=AT,
    )
    batch = [created, deleted("m1"), deleted("m2"), deleted("m3", Scope(tenant="acme", user="bob"))]
    with pool.connection() as conn, conn.transaction():
        assert record_commands(conn, SCHEMA, batch) == 3
        assert record_commands(conn, SCHEMA, batch) == 3  # replayed: no duplicate rows
    reader = PostgresCommandReader(pool, lambda: SCHEMA)
    removed = reader.removed_by("acme", "alice", COMMAND)
    assert [r.memory_id for r in removed] == ["m1", "m2"]
    assert removed[0].reason == "forgotten on request (text match)"
    assert reader.removed_by("other", "alice", COMMAND) == []
    assert [r.memory_id for r in reader.removed_by("acme", "bob", COMMAND)] == ["m3"]
    assert reader.removed_by("acme", "alice", "another") == []


def test_a_tenants_users_come_from_the_read_models(pool: ConnectionPool[Any]) -> None:
    reader = PostgresCommandReader(pool, lambda: SCHEMA)
    assert reader.users("acme") == []
