"""The embedded log on a real PostgreSQL: order, positions, durability, consumer groups."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from psycopg_pool import ConnectionPool

from memstream.log.postgres import PostgresLog, partition_for
from memstream.ports import OutgoingRecord, Position
from memstream.schemas.topics import DLQ, INTERACTIONS


def open_log(dsn: str, partitions: int = 1) -> tuple[ConnectionPool[Any], PostgresLog]:
    pool: ConnectionPool[Any] = ConnectionPool(dsn, kwargs={"autocommit": True}, open=True)
    log = PostgresLog(pool, partitions)
    log.setup()
    return pool, log


@pytest.fixture
def log(pg_dsn: str) -> Iterator[PostgresLog]:
    pool, log = open_log(pg_dsn)
    yield log
    pool.close()


def record(key: str, value: str) -> OutgoingRecord:
    return OutgoingRecord(INTERACTIONS, key, value.encode(), {"h": value})


def test_append_returns_gapless_positions_in_order(log: PostgresLog) -> None:
    # Append two batches.
    first = log.append([record("t:a", "1"), record("t:b", "2")])
    second = log.append([record("t:a", "3")])
    # Positions are consecutive offsets of the one partition.
    assert first + second == [Position(INTERACTIONS, 0, n) for n in range(3)]
    # Reading back gives the same records, headers included.
    with log.pool.connection() as conn:
        back = log.read(conn, INTERACTIONS, 0, 0, 10)
    assert [(r.key, r.value, r.headers) for r in back] == [
        ("t:a", b"1", {"h": "1"}),
        ("t:b", b"2", {"h": "2"}),
        ("t:a", b"3", {"h": "3"}),
    ]


def test_one_key_stays_in_one_partition_in_order(pg_dsn: str) -> None:
    pool, log = open_log(pg_dsn, partitions=4)
    positions = log.append([record("t:user-7", str(n)) for n in range(5)])
    assert {p.partition for p in positions} == {partition_for("t:user-7", 4)}
    assert [p.offset for p in positions] == [0, 1, 2, 3, 4]
    pool.close()


def test_records_survive_reopening_the_database(pg_dsn: str) -> None:
    # Write with one pool, then close it.
    pool, log = open_log(pg_dsn)
    log.append([record("t:a", "kept")])
    pool.close()
    # A new pool (a restarted process) sees the record and appends after it.
    pool, log = open_log(pg_dsn)
    assert log.append([record("t:a", "next")]) == [Position(INTERACTIONS, 0, 1)]
    with log.pool.connection() as conn:
        assert [r.value for r in log.read(conn, INTERACTIONS, 0, 0, 10)] == [b"kept", b"next"]
    pool.close()


def test_consumer_positions_are_per_group_and_resettable(log: PostgresLog) -> None:
    log.append([record("t:a", str(n)) for n in range(3)])
    with log.transaction() as conn:
        assert log.committed(conn, "g1", INTERACTIONS, 0) == 0
        log.commit(conn, "g1", INTERACTIONS, 0, 2)
    with log.pool.connection() as conn:
        assert log.committed(conn, "g1", INTERACTIONS, 0) == 2
        assert log.committed(conn, "g2", INTERACTIONS, 0) == 0
    log.reset_group("g1")
    with log.pool.connection() as conn:
        assert log.committed(conn, "g1", INTERACTIONS, 0) == 0


def test_a_failed_transaction_appends_nothing(log: PostgresLog) -> None:
    with pytest.raises(RuntimeError), log.transaction() as conn:
        log.append([record("t:a", "lost")], conn)
        raise RuntimeError("crash before commit")
    assert log.end_offsets(INTERACTIONS) == {0: 0}
    assert log.end_offsets(DLQ) == {0: 0}
