"""The PostgreSQL projection: folds memory changes into one generation's read models."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

import psycopg

from memstream.log.ports import Position
from memstream.projections import pg_commands, pg_memories, pg_profiles
from memstream.projections.tracking import PositionTracker
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.memory import MemoryStatus, MemoryType

UserKey = tuple[str, str]


class PostgresProjection:
    """Applies memory changes to `memories`, `memory_versions` and `profiles`, idempotently."""

    def __init__(self, schema: str, name: str = "postgres") -> None:
        self.schema = schema
        self.name = name
        self._tracker = PositionTracker(schema, name)

    def apply_batch(
        self, conn: psycopg.Connection[Any], items: Sequence[tuple[Position, MemoryChange]]
    ) -> int:
        """Apply the changes not applied yet and move the position, in one transaction."""
        if not items:
            return 0
        with conn.transaction():
            self._tracker.lock(conn)
            fresh, next_offsets = self._tracker.pending(conn, items)
            profiles_touched: dict[UserKey, datetime] = {}
            for _, change in fresh:
                if self._apply(conn, change):
                    profiles_touched[(change.scope.tenant, change.scope.user)] = change.event_time
            pg_commands.record_commands(conn, self.schema, [change for _, change in fresh])
            for (tenant, user), at in sorted(profiles_touched.items()):
                pg_profiles.refresh(conn, self.schema, tenant, user, at)
            self._tracker.record(conn, next_offsets)
        return len(fresh)

    def position(self, conn: psycopg.Connection[Any], topic: str, partition: int) -> int | None:
        """The next offset this projection will read from `topic`/`partition`."""
        return self._tracker.read(conn, topic, partition)

    def _apply(self, conn: psycopg.Connection[Any], change: MemoryChange) -> bool:
        """Apply one change; True when the user's profile may have changed."""
        if change.kind is ChangeKind.DELETED or (
            change.memory is not None and change.memory.status is MemoryStatus.DELETED
        ):
            return pg_memories.delete(conn, self.schema, change) in (MemoryType.PROFILE, None)
        pg_memories.upsert(conn, self.schema, change)
        return change.memory is not None and change.memory.type is MemoryType.PROFILE
