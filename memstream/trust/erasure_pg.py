"""Erasures in PostgreSQL: what each erase did and whether it is done, and the scrub.

An erase is done in three steps. At once, at the edge: the user's data keys are deleted
and the KEK rotated (`crypto_pg`), so every copy of their records on the log is
unreadable. Then the pipeline applies `user.erased`: read models and stage state drop the
user's rows (`applied`). Deleted rows still sit in the table files as dead tuples, in the
indexes and in `pg_statistic` samples, so last the scrub rewrites every table that may
have held their text (`VACUUM (FULL, ANALYZE)`) and then `pg_statistic` itself (`done`).

Last, with `flush_wal` (the default), the WAL is switched and checkpointed twice, so the
segments that logged the user's rows fall behind the redo point and are removed (on the
embedded server `wal_recycle` is off, so removed means unlinked, not renamed for reuse).

One scrub covers every erasure applied before it began: a burst of erasures costs one
rewrite. A rewrite would copy a deleted row that an older transaction can still see,
so the scrub first waits until no snapshot older than its start remains; and it waits
for each table's lock at most `lock_timeout`, so a long query never queues the table's
readers behind it. What it cannot do now it does on the next try.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.trust.crypto_pg import SCHEMA

Conn = psycopg.Connection[Any]
_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.erasures (
    command_id    text PRIMARY KEY,
    tenant        text NOT NULL,
    user_id       text NOT NULL,
    position      text,
    keys_shredded integer NOT NULL DEFAULT 0,
    requested_at  timestamptz NOT NULL DEFAULT now(),
    applied_at    timestamptz,
    scrubbed_at   timestamptz
);
"""
_SKIPPED: Final = (("memstream_log", "records"), ("memstream_log", "event_ids"))
"""Append-only tables whose user content is sealed: the KEK rotation shreds it in place."""
_TABLES: Final = """
SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'm') AND n.nspname LIKE 'memstream%' AND n.nspname <> 'memstream_auth'
ORDER BY 1, 2
"""
_OLDER_SNAPSHOTS: Final = """
SELECT count(*) FROM pg_stat_activity
WHERE pid <> pg_backend_pid() AND backend_xmin IS NOT NULL
  AND age(backend_xmin) >= age(%s::text::xid)
"""


@dataclass(frozen=True, slots=True)
class ErasureRecord:
    """One erasure: who, where its `user.erased` landed, and how far it got."""

    command_id: str
    tenant: str
    user: str
    position: str | None
    keys_shredded: int
    requested_at: datetime
    applied_at: datetime | None
    scrubbed_at: datetime | None


@dataclass(frozen=True, slots=True)
class ScrubReport:
    """What a scrub rewrote, and whether `pg_statistic` could be rewritten too."""

    tables: tuple[str, ...]
    statistics: bool
    wal_flushed: bool
    seconds: float


class ScrubNotNow(RuntimeError):
    """An older snapshot or a lock kept the scrub from running now; try again later."""


class PostgresErasures:
    """The `erasures` table: one row per erase command."""

    def __init__(self, pool: ConnectionPool[Any]) -> None:
        self.pool = pool

    def setup(self) -> None:
        """Create the table (idempotent)."""
        with self.pool.connection() as conn:
            conn.execute(_DDL)

    def begin(self, command_id: str, tenant: str, user: str) -> tuple[bool, str | None]:
        """Note an erase before its keys are shredded: (new?, the position if it was appended).

        An erase sent again (same command id) after it was appended must not shred again:
        by then the keys are the returning user's.
        """
        with self.pool.connection() as conn:
            inserted = conn.execute(
                f"INSERT INTO {SCHEMA}.erasures (command_id, tenant, user_id)"
                " VALUES (%s, %s, %s) ON CONFLICT (command_id) DO NOTHING RETURNING 1",
                (command_id, tenant, user),
            ).fetchone()
            row = conn.execute(
                f"SELECT position FROM {SCHEMA}.erasures WHERE command_id = %s", (command_id,)
            ).fetchone()
        return inserted is not None, None if row is None else row[0]

    def appended(self, command_id: str, position: str, keys_shredded: int) -> None:
        """The erase's keys are shredded and its `user.erased` is at `position`."""
        with self.pool.connection() as conn:
            conn.execute(
                f"UPDATE {SCHEMA}.erasures SET position = %s,"
                " keys_shredded = keys_shredded + %s WHERE command_id = %s",
                (position, keys_shredded, command_id),
            )

    def get(self, tenant: str, user: str, command_id: str) -> ErasureRecord | None:
        """An erasure of this tenant and user, if any."""
        with self.pool.connection() as conn:
            row = conn.execute(
                f"SELECT * FROM {SCHEMA}.erasures"
                " WHERE command_id = %s AND tenant = %s AND user_id = %s",
                (command_id, tenant, user),
            ).fetchone()
        return None if row is None else ErasureRecord(*row)

    def unfinished(self) -> list[ErasureRecord]:
        """Erasures not yet scrubbed, oldest first."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                f"SELECT * FROM {SCHEMA}.erasures"
                " WHERE scrubbed_at IS NULL AND position IS NOT NULL ORDER BY requested_at"
            ).fetchall()
        return [ErasureRecord(*row) for row in rows]

    def mark_applied(self, command_id: str) -> None:
        """The pipeline has applied the erasure (read models and stage state purged)."""
        with self.pool.connection() as conn:
            conn.execute(
                f"UPDATE {SCHEMA}.erasures SET applied_at = now()"
                " WHERE command_id = %s AND applied_at IS NULL",
                (command_id,),
            )

    def applied_unscrubbed(self) -> list[str]:
        """Command ids applied but not yet scrubbed."""
        with self.pool.connection() as conn:
            rows = conn.execute(
                f"SELECT command_id FROM {SCHEMA}.erasures"
                " WHERE applied_at IS NOT NULL AND scrubbed_at IS NULL"
            ).fetchall()
        return [str(row[0]) for row in rows]

    def mark_scrubbed(self, command_ids: list[str]) -> None:
        """A scrub that began after these were applied has finished."""
        with self.pool.connection() as conn:
            conn.execute(
                f"UPDATE {SCHEMA}.erasures SET scrubbed_at = now() WHERE command_id = ANY(%s)",
                (command_ids,),
            )


class PostgresScrubber:
    """Rewrites the tables that may hold a user's text, then `pg_statistic` (see the module)."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        flush_wal: bool = True,
        snapshot_wait: float = 30.0,
        lock_timeout: float = 2.0,
    ) -> None:
        self.pool, self.flush_wal = pool, flush_wal
        self.snapshot_wait, self.lock_timeout = snapshot_wait, lock_timeout

    def scrub(self) -> ScrubReport:
        """Rewrite and re-analyze every table of memstream's schemas but the sealed log."""
        started = time.monotonic()
        with self.pool.connection() as conn:
            self._wait_for_older_snapshots(conn)
            conn.execute(f"SET lock_timeout = '{int(self.lock_timeout * 1000)}ms'")
            try:
                tables = [_rewrite(conn, schema, name) for schema, name in _tables(conn)]
                statistics = _rewrite_statistics(conn)
            except psycopg.errors.LockNotAvailable as exc:
                raise ScrubNotNow("a table stayed locked; the scrub will run again") from exc
            finally:
                conn.execute("RESET lock_timeout")
            flushed = self.flush_wal and _flush_wal(conn)
        return ScrubReport(tuple(tables), statistics, flushed, time.monotonic() - started)

    def _wait_for_older_snapshots(self, conn: Conn) -> None:
        """Until no other transaction can still see a row deleted before now."""
        row = conn.execute("SELECT txid_current() % 4294967296").fetchone()
        assert row is not None
        deadline = time.monotonic() + self.snapshot_wait
        while True:
            older = conn.execute(_OLDER_SNAPSHOTS, (str(row[0]),)).fetchone()
            if older is None or older[0] == 0:
                return
            if time.monotonic() >= deadline:
                raise ScrubNotNow(f"{older[0]} transaction(s) older than the erasure still run")
            time.sleep(0.05)


def _tables(conn: Conn) -> list[tuple[str, str]]:
    rows = conn.execute(_TABLES).fetchall()
    return [(str(s), str(n)) for s, n in rows if (s, n) not in _SKIPPED]


def _rewrite(conn: Conn, schema: str, name: str) -> str:
    conn.execute(sql.SQL("VACUUM (FULL, ANALYZE) {}").format(sql.Identifier(schema, name)))
    return f"{schema}.{name}"


def _rewrite_statistics(conn: Conn) -> bool:
    """Rewrite `pg_statistic` (the old samples are dead tuples there); False if not allowed
    (PostgreSQL then skips it with a warning: the role needs MAINTAIN on it, or superuser)."""
    refused: list[str] = []

    def note(diagnostic: psycopg.errors.Diagnostic) -> None:
        if diagnostic.sqlstate == "42501" or "skipping" in (diagnostic.message_primary or ""):
            refused.append(diagnostic.message_primary or "")

    conn.add_notice_handler(note)
    try:
        conn.execute("VACUUM (FULL) pg_catalog.pg_statistic")
    finally:
        conn.remove_notice_handler(note)
    return not refused


def _flush_wal(conn: Conn) -> bool:
    """Switch WAL segments and checkpoint, twice: the old segments are removed. False when
    the role may not (it needs superuser, or pg_checkpoint and EXECUTE on pg_switch_wal)."""
    try:
        for _ in range(2):
            conn.execute("SELECT pg_switch_wal()")
            conn.execute("CHECKPOINT")
    except psycopg.errors.InsufficientPrivilege:
        return False
    return True
