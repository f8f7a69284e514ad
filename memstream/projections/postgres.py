"""The PostgreSQL projection: folds memory changes into one generation's read models.

Its commit order is transactional: the batch's writes (a few set-based statements, see
`pg_memories`) and its tracking row commit together, so a redelivered batch is skipped.
A change PostgreSQL refuses as data (a NUL byte, a text too long for its search index)
is reported as `RecordRejected`, so the host dead-letters that change alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg_pool import ConnectionPool

from memstream.ports import Change, RecordRejected, Through
from memstream.projections import pg_commands, pg_memories, pg_profiles
from memstream.projections.tracking import PositionTracker


class PostgresProjection:
    """Applies memory changes to `memories`, `memory_versions` and `profiles`, idempotently."""

    def __init__(self, pool: ConnectionPool[Any], schema: str, name: str = "postgres") -> None:
        self.pool = pool
        self.schema = schema
        self.name = name
        self._tracker = PositionTracker(schema, name)

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Apply the changes not applied yet and track `through`, in one transaction."""
        try:
            with self.pool.connection() as conn, conn.transaction():
                self._tracker.lock(conn)
                fresh = self._tracker.fresh(conn, items)
                self.write(conn, [change for _, change in fresh])
                self._tracker.record(conn, through)
        except (psycopg.DataError, psycopg.errors.ProgramLimitExceeded) as exc:
            raise RecordRejected(
                f"PostgreSQL refused the change: {exc.diag.message_primary}"
            ) from exc
        return len(fresh)

    def write(self, conn: psycopg.Connection[Any], changes: Sequence[Any]) -> None:
        """The read-model writes of these changes (in the caller's transaction)."""
        if not changes:
            return
        batch = pg_memories.plan(changes)
        pg_memories.write(conn, self.schema, batch)
        pg_profiles.refresh(conn, self.schema, batch.users)
        pg_commands.record_commands(conn, self.schema, changes)

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset this projection will read from `topic`/`partition`."""
        with self.pool.connection() as conn:
            return self._tracker.read(conn, topic, partition)
