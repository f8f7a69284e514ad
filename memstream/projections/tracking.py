"""Projection positions: the next offset to read, per projection, topic and partition.

A projection records its position in the same transaction as its writes (PostgreSQL),
or right after an idempotent, flushed write (vectors); items at or below the tracked
position are skipped, so at-least-once delivery has an exactly-once effect.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import psycopg
from psycopg import sql

from memstream.ports import Position
from memstream.projections.statements import rendered

T = TypeVar("T")
PartitionKey = tuple[str, int]


class PositionTracker:
    """Reads and records one projection's positions in `<schema>.projection_tracking`."""

    def __init__(self, schema: str, projection: str) -> None:
        self.schema = schema
        self.projection = projection
        self._table = sql.Identifier(schema, "projection_tracking")
        self._select = rendered(
            sql.SQL(
                "SELECT next_offset FROM {} WHERE projection = %s AND topic = %s AND partition = %s"
            ).format(self._table)
        )
        self._advance = rendered(
            sql.SQL(
                "INSERT INTO {table} AS t (projection, topic, partition, next_offset)"
                " VALUES (%s, %s, %s, %s)"
                " ON CONFLICT (projection, topic, partition) DO UPDATE"
                " SET next_offset = EXCLUDED.next_offset, updated_at = now()"
                " WHERE t.next_offset < EXCLUDED.next_offset"
            ).format(table=self._table)
        )

    def setup(self, conn: psycopg.Connection[Any]) -> None:
        """Create the schema and its tracking table when absent (a store without read models)."""
        schema = sql.Identifier(self.schema)
        conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(schema))
        conn.execute(
            sql.SQL(
                "CREATE TABLE IF NOT EXISTS {} (projection text NOT NULL, topic text NOT NULL,"
                " partition integer NOT NULL, next_offset bigint NOT NULL,"
                " updated_at timestamptz NOT NULL DEFAULT now(),"
                " PRIMARY KEY (projection, topic, partition))"
            ).format(self._table)
        )

    def lock(self, conn: psycopg.Connection[Any]) -> None:
        """Serialize writers of this projection until the current transaction ends."""
        conn.execute(
            "SELECT pg_advisory_xact_lock(hashtext(%s))", (f"{self.schema}.{self.projection}",)
        )

    def position(self, conn: psycopg.Connection[Any], topic: str, partition: int) -> int | None:
        """The next offset to read from `topic`/`partition`, or None if never tracked."""
        row = conn.execute(self._select, (self.projection, topic, partition)).fetchone()
        return None if row is None else int(row[0])

    def read(self, conn: psycopg.Connection[Any], topic: str, partition: int) -> int | None:
        """`position`, in a transaction of its own: never leaves one open on `conn`.

        On a connection without autocommit, an open transaction would turn the next
        `apply_batch` commit into a savepoint.
        """
        with conn.transaction():
            return self.position(conn, topic, partition)

    def fresh(
        self, conn: psycopg.Connection[Any], items: Sequence[tuple[Position, T]]
    ) -> list[tuple[Position, T]]:
        """The items not applied yet, in order (at or past the tracked position)."""
        tracked = {
            key: self.position(conn, *key) or 0
            for key in sorted({(pos.topic, pos.partition) for pos, _ in items})
        }
        return [
            (pos, item) for pos, item in items if pos.offset >= tracked[(pos.topic, pos.partition)]
        ]

    def record(
        self, conn: psycopg.Connection[Any], next_offsets: Mapping[PartitionKey, int]
    ) -> None:
        """Move the tracked positions forward (never backward)."""
        for (topic, partition), next_offset in sorted(next_offsets.items()):
            conn.execute(self._advance, (self.projection, topic, partition, next_offset))
