"""The generations of one memstream database, kept beside the log in PostgreSQL.

A row holds a generation's number, kind, status and homes (each part's home, as JSON).
Tables written before homes existed (with `pipeline`, `read_schema`, `vectors_dir`
columns) are converted in place by `setup`.
"""

from __future__ import annotations

from typing import Any, Final

from psycopg.types.json import Jsonb

from memstream.log.postgres import SCHEMA, Conn
from memstream.pipeline.generations import INITIAL, Generation, plan_generation

_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.generations (
    number integer PRIMARY KEY,
    kind text NOT NULL,
    status text NOT NULL,
    homes jsonb NOT NULL DEFAULT '{{}}',
    created_at timestamptz NOT NULL DEFAULT now(),
    switched_at timestamptz
);
ALTER TABLE {SCHEMA}.generations ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
ALTER TABLE {SCHEMA}.generations ADD COLUMN IF NOT EXISTS homes jsonb NOT NULL DEFAULT '{{}}';
ALTER TABLE {SCHEMA}.generations DROP CONSTRAINT IF EXISTS generations_status_check;
ALTER TABLE {SCHEMA}.generations ADD CONSTRAINT generations_status_check
    CHECK (status IN ('building', 'live', 'retired', 'failed', 'dropped'));
CREATE UNIQUE INDEX IF NOT EXISTS generations_one_live
    ON {SCHEMA}.generations ((status)) WHERE status = 'live';
"""
_FROM_COLUMNS: Final = f"""
UPDATE {SCHEMA}.generations SET homes = jsonb_build_object(
    'stages', pipeline,
    'postgres', substring(read_schema from '_g([0-9]+)$')::int,
    'vectors', substring(vectors_dir from 'g([0-9]+)$')::int);
ALTER TABLE {SCHEMA}.generations
    DROP COLUMN pipeline, DROP COLUMN read_schema, DROP COLUMN vectors_dir,
    DROP COLUMN vector_tracking;
"""
"""Homes from the columns of the first generations table (the columns then go)."""
STALE_BUILD_SECONDS: Final = 60.0
"""A building generation whose builder gave no sign of life for this long was abandoned."""
_COLUMNS: Final = "number, kind, status, homes"


def _generation(row: Any) -> Generation:
    number, kind, status, homes = row
    return Generation(int(number), str(kind), {str(k): int(v) for k, v in homes.items()}, status)


class GenerationStore:
    """The generations of one memstream database, kept beside the log."""

    def setup(self, conn: Conn) -> Generation:
        """Create the table (with generation 1 live on a new database); return the live one."""
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('memstream_log.generations'))")
            conn.execute(_DDL)
            if self._has_column(conn, "read_schema"):
                conn.execute(_FROM_COLUMNS)
            live = self.live(conn)
            if live is None:
                self._insert(conn, INITIAL)
                live = INITIAL
        return live

    def _has_column(self, conn: Conn, column: str) -> bool:
        row = conn.execute(
            "SELECT 1 FROM information_schema.columns"
            " WHERE table_schema = %s AND table_name = 'generations' AND column_name = %s",
            (SCHEMA, column),
        ).fetchone()
        return row is not None

    def live(self, conn: Conn) -> Generation | None:
        """The generation recall answers from."""
        return self._one(conn, "status = 'live'")

    def building(self, conn: Conn) -> Generation | None:
        """A generation being built, if any."""
        return self._one(conn, "status = 'building'")

    def create(self, conn: Conn, kind: str) -> Generation:
        """Record the next generation for a replay of `kind` (refused while one builds).

        A building generation whose builder stopped beating (a process killed mid-build)
        is marked failed first, so a dead replay never blocks the next one.
        """
        with conn.transaction():
            conn.execute(f"LOCK TABLE {SCHEMA}.generations IN EXCLUSIVE MODE")
            self.abandon_stale(conn, STALE_BUILD_SECONDS)
            if (building := self.building(conn)) is not None:
                raise RuntimeError(f"generation {building.number} is already being built")
            live = self.live(conn) or INITIAL
            row = conn.execute(f"SELECT max(number) FROM {SCHEMA}.generations").fetchone()
            generation = plan_generation(kind, live, int(row[0] if row else 1) + 1)
            self._insert(conn, generation)
        return generation

    def switch(self, conn: Conn, generation: Generation) -> None:
        """Make `generation` live and retire the one that was (in the caller's transaction)."""
        conn.execute(f"UPDATE {SCHEMA}.generations SET status = 'retired' WHERE status = 'live'")
        conn.execute(
            f"UPDATE {SCHEMA}.generations SET status = 'live', switched_at = now()"
            " WHERE number = %s",
            (generation.number,),
        )

    def heartbeat(self, conn: Conn, generation: Generation) -> None:
        """The builder of `generation` is alive."""
        conn.execute(
            f"UPDATE {SCHEMA}.generations SET heartbeat_at = now() WHERE number = %s",
            (generation.number,),
        )

    def abandon_stale(self, conn: Conn, seconds: float) -> list[int]:
        """Mark failed every building generation silent for `seconds` (0: every one)."""
        rows = conn.execute(
            f"UPDATE {SCHEMA}.generations SET status = 'failed' WHERE status = 'building'"
            " AND coalesce(heartbeat_at, created_at) <= now() - make_interval(secs => %s)"
            " RETURNING number",
            (seconds,),
        ).fetchall()
        return [int(row[0]) for row in rows]

    def retired(self, conn: Conn) -> list[Generation]:
        """Generations that were live once, or failed, and whose stores may be dropped."""
        rows = conn.execute(
            f"SELECT {_COLUMNS} FROM {SCHEMA}.generations"
            " WHERE status IN ('retired', 'failed') ORDER BY number"
        ).fetchall()
        return [_generation(row) for row in rows]

    def dropped(self, conn: Conn, generation: Generation) -> None:
        """Record that a retired generation's stores are gone."""
        self._status(conn, generation, "dropped")

    def fail(self, conn: Conn, generation: Generation) -> None:
        """Mark a generation that could not be built."""
        self._status(conn, generation, "failed")

    def _status(self, conn: Conn, generation: Generation, status: str) -> None:
        conn.execute(
            f"UPDATE {SCHEMA}.generations SET status = %s WHERE number = %s",
            (status, generation.number),
        )

    def _insert(self, conn: Conn, generation: Generation) -> None:
        conn.execute(
            f"INSERT INTO {SCHEMA}.generations ({_COLUMNS}) VALUES (%s, %s, %s, %s)",
            (generation.number, generation.kind, generation.status, Jsonb(dict(generation.homes))),
        )

    def _one(self, conn: Conn, where: str) -> Generation | None:
        row = conn.execute(f"SELECT {_COLUMNS} FROM {SCHEMA}.generations WHERE {where}").fetchone()
        return None if row is None else _generation(row)
