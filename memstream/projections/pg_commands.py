"""The read model of command status: what each forget command removed.

`record_commands` is called by the PostgreSQL projection inside its transaction, with
the batch of changes it applies; it keeps the `deleted` and `history_forgotten` changes
(their `cause_id` is the forget command's id) in one set-based insert.
`PostgresCommandReader` answers the status of a command and lists a tenant's users for
the tenant-wide export.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, Final

import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.schemas.base import FrozenModel
from memstream.schemas.changes import ChangeKind, MemoryChange

_EFFECTS: Final = {ChangeKind.DELETED: "removed", ChangeKind.HISTORY_FORGOTTEN: "history_forgotten"}


class RemovedMemory(FrozenModel):
    """One memory a command removed (or whose earlier versions it removed), and why."""

    memory_id: str
    reason: str
    event_time: datetime
    effect: str = "removed"


def record_commands(
    conn: psycopg.Connection[Any], schema: str, changes: Iterable[MemoryChange]
) -> int:
    """Record the effects of the forget changes among `changes` (idempotent); how many."""
    deleted = [change for change in changes if change.kind in _EFFECTS]
    if not deleted:
        return 0
    conn.execute(
        sql.SQL(
            "INSERT INTO {} (command_id, memory_id, tenant, user_id, reason, event_time, effect)"
            " SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[],"
            " %s::timestamptz[], %s::text[]) ON CONFLICT DO NOTHING"
        ).format(sql.Identifier(schema, "command_effects")),
        (
            [change.cause_id for change in deleted],
            [change.memory_id for change in deleted],
            [change.scope.tenant for change in deleted],
            [change.scope.user for change in deleted],
            [change.reason for change in deleted],
            [change.event_time for change in deleted],
            [_EFFECTS[change.kind] for change in deleted],
        ),
    )
    return len(deleted)


class PostgresCommandReader:
    """Reads command effects and a tenant's users from the live generation's schema."""

    def __init__(self, pool: ConnectionPool[Any], schema_of: Callable[[], str]) -> None:
        self._pool = pool
        self._schema_of = schema_of

    def removed_by(self, tenant: str, user: str, command_id: str) -> list[RemovedMemory]:
        """The memories a command removed for this user (empty when none, or not yet)."""
        with self._pool.connection() as conn:
            rows = conn.execute(
                sql.SQL(
                    "SELECT memory_id, reason, event_time, effect FROM {}"
                    " WHERE tenant = %s AND user_id = %s AND command_id = %s ORDER BY memory_id"
                ).format(sql.Identifier(self._schema_of(), "command_effects")),
                (tenant, user, command_id),
            ).fetchall()
        return [RemovedMemory(memory_id=m, reason=r, event_time=t, effect=e) for m, r, t, e in rows]

    def users(self, tenant: str, log_topic: str | None = None) -> list[str]:
        """Every user of `tenant` with a memory, a version, or (given a topic) a log record."""
        schema = self._schema_of()
        parts: list[sql.Composable] = [
            sql.SQL("SELECT user_id FROM {} WHERE tenant = %(tenant)s").format(
                sql.Identifier(schema, table)
            )
            for table in ("memories", "memory_versions")
        ]
        if log_topic is not None:
            parts.append(
                sql.SQL(
                    "SELECT substr(key, length(%(tenant)s) + 2) FROM memstream_log.records"
                    " WHERE topic = %(topic)s AND starts_with(key, %(tenant)s || ':')"
                )
            )
        query = sql.SQL("SELECT DISTINCT u FROM ({}) AS t(u) ORDER BY u").format(
            sql.SQL(" UNION ").join(parts)
        )
        with self._pool.connection() as conn:
            rows = conn.execute(query, {"tenant": tenant, "topic": log_topic}).fetchall()
        return [str(row[0]) for row in rows]
