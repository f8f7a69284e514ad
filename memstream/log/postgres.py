"""The embedded event log, stored in the embedded PostgreSQL.

Topics are split into partitions; a record's partition comes from its key, so one
user's records keep their order. Offsets are gapless per partition: an append takes
its offsets from the partition's head row, whose lock serializes appends, so commit
order is offset order and a reader never skips a record that commits later.

Consumers keep their positions in the same database, and a stage's outputs, state
and position are written in one transaction: the embedded runtime is exactly-once.
"""

from __future__ import annotations

import json
import threading
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool

from memstream.ports import LogRecord, OutgoingRecord, Position
from memstream.schemas.topics import ALL_TOPICS

Conn = psycopg.Connection[Any]
SCHEMA = "memstream_log"

_DDL = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.records (
    topic text NOT NULL,
    partition integer NOT NULL,
    "offset" bigint NOT NULL,
    key text NOT NULL,
    value bytea NOT NULL,
    headers jsonb NOT NULL DEFAULT '{{}}',
    appended_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (topic, partition, "offset")
);
CREATE INDEX IF NOT EXISTS records_key_idx ON {SCHEMA}.records (key, topic);
CREATE TABLE IF NOT EXISTS {SCHEMA}.heads (
    topic text NOT NULL,
    partition integer NOT NULL,
    next_offset bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (topic, partition)
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.consumer_positions (
    group_id text NOT NULL,
    topic text NOT NULL,
    partition integer NOT NULL,
    next_offset bigint NOT NULL,
    PRIMARY KEY (group_id, topic, partition)
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.state (
    store text NOT NULL,
    key text COLLATE "C" NOT NULL,  -- byte order: prefix scans use the index, in key order
    value json NOT NULL,  -- json, not jsonb: key order must survive, outputs are byte-compared
    PRIMARY KEY (store, key)
);
"""


_APPEND = (
    f'INSERT INTO {SCHEMA}.records (topic, partition, "offset", key, value, headers)'
    " SELECT r.topic, r.partition, r.offset, r.key, r.value, h.headers"
    " FROM unnest(%b::text[], %b::int4[], %b::int8[], %b::text[], %b::bytea[])"
    ' WITH ORDINALITY AS r(topic, partition, "offset", key, value, n)'
    " JOIN jsonb_array_elements(%s::jsonb) WITH ORDINALITY AS h(headers, n) USING (n)"
)
"""Append a batch: its columns as binary arrays, its headers as one JSON array, in order."""


EVENT_IDS_DDL = f"""
CREATE TABLE IF NOT EXISTS {SCHEMA}.event_ids (
    key text PRIMARY KEY,
    topic text,
    partition integer,
    "offset" bigint,
    claimed_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE {SCHEMA}.event_ids ADD COLUMN IF NOT EXISTS fingerprint text;
"""
"""Event ids already appended (see `memstream.log.idempotency`)."""


def partition_for(key: str, partitions: int) -> int:
    """The partition of a key: stable across processes and runs."""
    return zlib.crc32(key.encode()) % partitions


class PostgresLog:
    """A durable, partitioned, replayable log in PostgreSQL.

    The process keeps every partition's end offset in memory (`head`), moved when one of
    its own appends commits, so a reader with nothing to do never queries the database;
    readers sleep until something is appended (`wait_for_records`).
    """

    def __init__(self, pool: ConnectionPool[Conn], partitions: int = 1) -> None:
        self.pool = pool
        self.partitions = partitions
        self._appended = threading.Condition()
        self._heads: dict[tuple[str, int], int] = {}
        self._pending: dict[int, dict[tuple[str, int], int]] = {}

    def setup(self) -> None:
        """Create the log's tables and the head row of every topic partition."""
        with self.pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('memstream_log.setup'))")
            conn.execute(_DDL)
            conn.execute(EVENT_IDS_DDL)
        self.create_topics(ALL_TOPICS)

    def create_topics(self, topics: Sequence[str]) -> None:
        """Create topics (their partitions' head rows); existing ones are left alone."""
        with self.pool.connection() as conn, conn.transaction():
            for topic in topics:
                for partition in range(self.partitions):
                    conn.execute(
                        f"INSERT INTO {SCHEMA}.heads (topic, partition) VALUES (%s, %s)"
                        " ON CONFLICT DO NOTHING",
                        (topic, partition),
                    )
        for topic in topics:
            self.refresh_heads(topic)

    def refresh_heads(self, topic: str) -> dict[int, int]:
        """Read a topic's end offsets from the database (catching up on other writers)."""
        ends = self.end_offsets(topic)
        with self._appended:
            for partition, end in ends.items():
                key = (topic, partition)
                self._heads[key] = max(self._heads.get(key, 0), end)
        return ends

    def head(self, topic: str, partition: int) -> int:
        """The end offset of a partition as this process knows it (no query)."""
        return self._heads.get((topic, partition), 0)

    @contextmanager
    def transaction(self) -> Iterator[Conn]:
        """A connection inside a transaction; after it commits, its appends wake the readers."""
        with self.pool.connection() as conn:
            try:
                with conn.transaction():
                    yield conn
            except BaseException:
                self._pending.pop(id(conn), None)
                raise
            self._committed(id(conn))

    def _committed(self, transaction: int) -> None:
        appended = self._pending.pop(transaction, None)
        if not appended:
            return
        with self._appended:
            for key, end in appended.items():
                self._heads[key] = max(self._heads.get(key, 0), end)
            self._appended.notify_all()

    def append(self, records: Sequence[OutgoingRecord], conn: Conn | None = None) -> list[Position]:
        """Append records (in `conn`'s transaction if given) and return their positions."""
        if conn is None:
            with self.transaction() as own:
                return self.append(records, own)
        by_partition: dict[tuple[str, int], list[int]] = {}
        for index, record in enumerate(records):
            key = (record.topic, partition_for(record.key, self.partitions))
            by_partition.setdefault(key, []).append(index)
        positions: dict[int, Position] = {}
        rows = []
        pending = self._pending.setdefault(id(conn), {})
        for (topic, partition), indexes in sorted(by_partition.items()):
            first = self._reserve(conn, topic, partition, len(indexes))
            pending[(topic, partition)] = first + len(indexes)
            for offset, index in enumerate(indexes, start=first):
                record = records[index]
                positions[index] = Position(topic, partition, offset)
                rows.append((topic, partition, offset, record.key, record.value, record.headers))
        columns: list[Any] = [list(column) for column in zip(*rows, strict=True)] if rows else []
        if columns:
            columns[5] = json.dumps(columns[5])  # one JSON array: no per-record jsonb dump
            conn.execute(_APPEND, columns)
        return [positions[index] for index in range(len(records))]

    def _reserve(self, conn: Conn, topic: str, partition: int, count: int) -> int:
        """Take `count` offsets of a partition; the head row's lock orders concurrent appends."""
        row = conn.execute(
            f"UPDATE {SCHEMA}.heads SET next_offset = next_offset + %s"
            " WHERE topic = %s AND partition = %s RETURNING next_offset - %s",
            (count, topic, partition, count),
        ).fetchone()
        if row is None:
            raise ValueError(f"unknown topic {topic!r} (partition {partition})")
        return int(row[0])

    def read(
        self, conn: Conn, topic: str, partition: int, start: int, limit: int
    ) -> list[LogRecord]:
        """Up to `limit` records of a partition from offset `start` on, in order."""
        rows = conn.execute(
            f'SELECT "offset", key, value, headers FROM {SCHEMA}.records'
            ' WHERE topic = %s AND partition = %s AND "offset" >= %s ORDER BY "offset" LIMIT %s',
            (topic, partition, start, limit),
        ).fetchall()
        return [LogRecord(topic, partition, o, k, bytes(v), h) for o, k, v, h in rows]

    def end_offsets(self, topic: str) -> dict[int, int]:
        """The next offset to be written, by partition."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                f"SELECT partition, next_offset FROM {SCHEMA}.heads WHERE topic = %s", (topic,)
            ).fetchall()
        return dict(rows)

    def committed(
        self, conn: Conn, group: str, topic: str, partition: int, lock: bool = False
    ) -> int:
        """A consumer group's next offset in a partition (0 if it never committed).

        Only a locking read (a consumer about to process) creates the group's row; any
        other read writes nothing.
        """
        if lock:
            conn.execute(
                f"INSERT INTO {SCHEMA}.consumer_positions VALUES (%s, %s, %s, 0)"
                " ON CONFLICT DO NOTHING",
                (group, topic, partition),
            )
        row = conn.execute(
            f"SELECT next_offset FROM {SCHEMA}.consumer_positions"
            " WHERE group_id = %s AND topic = %s AND partition = %s"
            + (" FOR UPDATE" if lock else ""),
            (group, topic, partition),
        ).fetchone()
        return int(row[0]) if row else 0

    def commit(self, conn: Conn, group: str, topic: str, partition: int, next_offset: int) -> None:
        """Record a consumer group's next offset (in `conn`'s transaction)."""
        conn.execute(
            f"INSERT INTO {SCHEMA}.consumer_positions VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (group_id, topic, partition) DO UPDATE"
            " SET next_offset = EXCLUDED.next_offset",
            (group, topic, partition, next_offset),
        )

    def reset_group(self, group: str) -> None:
        """Forget a consumer group's positions: it reads from the start again."""
        with self.transaction() as conn:
            conn.execute(f"DELETE FROM {SCHEMA}.consumer_positions WHERE group_id = %s", (group,))

    def notify(self) -> None:
        """Wake every reader waiting for new records (on shutdown, say)."""
        with self._appended:
            self._appended.notify_all()

    def wait_for_records(self, timeout: float) -> None:
        """Block until something is appended in this process, or `timeout` seconds pass."""
        with self._appended:
            self._appended.wait(timeout)
