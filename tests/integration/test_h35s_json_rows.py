"""The projection's rows and postings (the postings sent as one JSON object) read back exactly."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import psycopg
import pytest
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.projections import pg_terms
from memstream.projections.migrate import migrate
from memstream.projections.postgres import PostgresProjection
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from tests.integration.test_projection_postgres import (
    SCHEMA,
    apply,
    make_change,
    make_memory,
    positioned,
)

PLUS_8 = timezone(timedelta(hours=8))
TRICKY = [
    'He said "hi" \\ then left\ttab',
    "I love 🍵 and naïve café, line\u2028separator",
    '我喜欢喝绿茶，"引号" 和 \\ 反斜杠',
    "control \x01\x1f chars and a very long " + "word" * 60,
]


@pytest.fixture
def pool(pg_dsn: str) -> Iterator[ConnectionPool[Any]]:
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        migrate(connection, SCHEMA)
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, open=True) as opened:
        yield opened


def _memories() -> list[Memory]:
    made = []
    for i, content in enumerate(TRICKY):
        at = datetime(2026, 1, 1, 9, 0, 0, 123456 * (i % 2), tzinfo=PLUS_8 if i % 2 else UTC)
        memory = make_memory(
            f"m{i}",
            content=content,
            value=content[:10],
            key=f"pref.k{i}",
            confidence=0.1 + 0.2,
            importance=1 / 3,
            at=at,
            valid_until=at + timedelta(days=1) if i == 2 else None,
            status=MemoryStatus.SUPERSEDED if i == 3 else MemoryStatus.ACTIVE,
        )
        if i == 1:
            scope = Scope(tenant="acme", user="u1", workspace='w"s')
            memory = memory.model_copy(update={"scope": scope, "type": MemoryType.FACT})
        made.append(memory)
    return made


def _row(conn: psycopg.Connection[Any], table: str, column: str, memory_id: str) -> Any:
    query = sql.SQL("SELECT * FROM {} WHERE {} = %s").format(
        sql.Identifier(SCHEMA, table), sql.Identifier(column)
    )
    with conn.cursor(row_factory=psycopg.rows.dict_row) as cursor:
        return cursor.execute(query, (memory_id,)).fetchone()


def test_rows_and_postings_read_back_as_the_memory_says(pool: ConnectionPool[Any]) -> None:
    memories = _memories()
    apply(
        PostgresProjection(pool, SCHEMA),
        positioned([make_change(ChangeKind.CREATED, m) for m in memories]),
    )
    with pool.connection() as conn:
        for memory in memories:
            row = _row(conn, "memories", "id", memory.id)
            assert row["content"] == memory.content and row["value"] == memory.value
            assert (row["tenant"], row["user_id"], row["workspace"]) == (
                memory.scope.tenant,
                memory.scope.user,
                memory.scope.workspace,
            )
            assert (row["type"], row["key"], row["status"]) == (
                memory.type.value,
                memory.key,
                memory.status.value,
            )
            assert (row["confidence"], row["importance"]) == (memory.confidence, memory.importance)
            assert (row["pinned"], row["evidence_count"], row["version"]) == (
                memory.pinned,
                memory.evidence_count,
                memory.version,
            )
            for column in ("first_seen", "last_seen", "valid_from", "valid_until"):
                assert row[column] == getattr(memory, column)
            assert Memory.model_validate(row["snapshot"]) == memory
            version = _row(conn, "memory_versions", "memory_id", memory.id)
            assert (version["version"], version["change_kind"], version["status"]) == (
                memory.version,
                "created",
                memory.status.value,
            )
            assert (version["valid_from"], version["valid_until"]) == (
                memory.valid_from,
                memory.valid_until,
            )
            assert Memory.model_validate(version["snapshot"]) == memory
            postings = conn.execute(
                sql.SQL("SELECT term, tf FROM {} WHERE memory_id = %s").format(
                    sql.Identifier(SCHEMA, "memory_terms")
                ),
                (memory.id,),
            ).fetchall()
            expected = pg_terms.term_counts(memory) if memory.status is MemoryStatus.ACTIVE else {}
            assert dict(postings) == dict(expected)
