"""Retention on the embedded log: delete expired interaction records, remember the cutoff.

Only records every consumer of the interactions topic has passed are deleted (a stage
never loses a record it has not read). Each tenant's latest cutoff is kept in
`memstream_retention.marks`, so the API can say which memories' sources expired.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Final

from psycopg_pool import ConnectionPool

from memstream import telemetry
from memstream.log.postgres import SCHEMA as LOG
from memstream.schemas.topics import INTERACTIONS
from memstream.trust.retention import RetentionPolicy, cutoffs

SCHEMA: Final = "memstream_retention"
_log = telemetry.logger(__name__)

_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.marks (
    tenant text PRIMARY KEY,
    expired_before timestamptz NOT NULL
);
"""

_DELETE: Final = f"""
DELETE FROM {LOG}.records r
 WHERE r.topic = %(topic)s AND split_part(r.key, ':', 1) = %(tenant)s
   AND r.appended_at < %(cutoff)s
   AND r."offset" < coalesce((SELECT min(p.next_offset) FROM {LOG}.consumer_positions p
                               WHERE p.topic = r.topic AND p.partition = r.partition), 0)
"""


_MARK: Final = f"""
INSERT INTO {SCHEMA}.marks AS m VALUES (%s, %s) ON CONFLICT (tenant)
DO UPDATE SET expired_before = greatest(m.expired_before, excluded.expired_before)
"""


def setup(pool: ConnectionPool[Any]) -> None:
    """Create the marks table (idempotent)."""
    with pool.connection() as conn:
        conn.execute(_DDL)


def log_tenants(pool: ConnectionPool[Any]) -> list[str]:
    """Every tenant with interactions on the log (none on a database with no log yet)."""
    with pool.connection() as conn:
        found = conn.execute("SELECT to_regclass(%s)", (f"{LOG}.records",)).fetchone()
        if found is None or found[0] is None:
            return []
        rows = conn.execute(
            f"SELECT DISTINCT split_part(key, ':', 1) FROM {LOG}.records WHERE topic = %s",
            (INTERACTIONS,),
        ).fetchall()
    return [row[0] for row in rows]


def apply_retention(
    pool: ConnectionPool[Any], policy: RetentionPolicy, now: datetime
) -> dict[str, int]:
    """Delete every tenant's expired interactions; how many records per tenant."""
    setup(pool)
    deleted: dict[str, int] = {}
    for tenant, cutoff in cutoffs(policy, log_tenants(pool), now).items():
        with pool.connection() as conn, conn.transaction():
            cursor = conn.execute(
                _DELETE, {"topic": INTERACTIONS, "tenant": tenant, "cutoff": cutoff}
            )
            conn.execute(_MARK, (tenant, cutoff))
        deleted[tenant] = cursor.rowcount
    return deleted


class PostgresRetentionMarks:
    """Reads each tenant's retention cutoff (`RetentionMarks` of the API)."""

    def __init__(self, pool: ConnectionPool[Any]) -> None:
        self.pool = pool
        setup(pool)

    def expired_before(self, tenant: str) -> datetime | None:
        """Interactions of the tenant appended before this time were deleted (None: none)."""
        with self.pool.connection() as conn:
            row = conn.execute(
                f"SELECT expired_before FROM {SCHEMA}.marks WHERE tenant = %s", (tenant,)
            ).fetchone()
        return None if row is None else row[0]


class RetentionJob:
    """Applies retention every `interval_seconds` in a daemon thread, until stopped."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        policy: RetentionPolicy,
        interval_seconds: float,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.pool, self.policy, self.interval, self.clock = pool, policy, interval_seconds, clock
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="retention", daemon=True)

    def start(self) -> None:
        """Start applying retention on schedule."""
        self._thread.start()

    def stop(self) -> None:
        """Stop and wait for a run in progress."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _loop(self) -> None:
        while not self._stop.wait(self.interval):
            try:
                deleted = apply_retention(self.pool, self.policy, self.clock())
                _log.info("retention applied", records=sum(deleted.values()))
            except Exception as exc:  # a failed run is retried at the next interval
                telemetry.log_failure(_log, "retention failed", exc)
