"""The generations of one memstream database, kept beside the log in PostgreSQL."""

from __future__ import annotations

from psycopg.rows import class_row

from memstream.log.postgres import SCHEMA, Conn
from memstream.pipeline.generations import INITIAL, Generation, ReplayKind, plan_generation

_DDL = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.generations (
    number integer PRIMARY KEY,
    pipeline integer NOT NULL,
    read_schema text NOT NULL,
    vectors_dir text NOT NULL,
    vector_tracking text NOT NULL,
    kind text NOT NULL,
    status text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    switched_at timestamptz
);
ALTER TABLE {SCHEMA}.generations ADD COLUMN IF NOT EXISTS heartbeat_at timestamptz;
ALTER TABLE {SCHEMA}.generations DROP CONSTRAINT IF EXISTS generations_status_check;
ALTER TABLE {SCHEMA}.generations ADD CONSTRAINT generations_status_check
    CHECK (status IN ('building', 'live', 'retired', 'failed', 'dropped'));
CREATE UNIQUE INDEX IF NOT EXISTS generations_one_live
    ON {SCHEMA}.generations ((status)) WHERE status = 'live';
"""
STALE_BUILD_SECONDS = 60.0
"""A building generation whose builder gave no sign of life for this long was abandoned."""
_COLUMNS = "number, pipeline, read_schema, vectors_dir, vector_tracking, kind, status"


class GenerationStore:
    """The generations of one memstream database, kept beside the log."""

    def setup(self, conn: Conn) -> Generation:
        """Create the table (with generation 1 live on a new database); return the live one."""
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('memstream_log.generations'))")
            conn.execute(_DDL)
            live = self.live(conn)
            if live is None:
                self._insert(conn, INITIAL)
                live = INITIAL
        return live

    def live(self, conn: Conn) -> Generation | None:
        """The generation recall answers from."""
        return self._one(conn, "status = 'live'")

    def building(self, conn: Conn) -> Generation | None:
        """A generation being built, if any."""
        return self._one(conn, "status = 'building'")

    def create(self, conn: Conn, kind: ReplayKind) -> Generation:
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
        with conn.cursor(row_factory=class_row(Generation)) as cursor:
            query = (
                f"SELECT {_COLUMNS} FROM {SCHEMA}.generations"
                " WHERE status IN ('retired', 'failed') ORDER BY number"
            )
            return cursor.execute(query).fetchall()

    def dropped(self, conn: Conn, generation: Generation) -> None:
        """Record that a retired generation's stores are gone."""
        conn.execute(
            f"UPDATE {SCHEMA}.generations SET status = 'dropped' WHERE number = %s",
            (generation.number,),
        )

    def fail(self, conn: Conn, generation: Generation) -> None:
        """Mark a generation that could not be built."""
        conn.execute(
            f"UPDATE {SCHEMA}.generations SET status = 'failed' WHERE number = %s",
            (generation.number,),
        )

    def _insert(self, conn: Conn, generation: Generation) -> None:
        conn.execute(
            f"INSERT INTO {SCHEMA}.generations ({_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s)",
            (
                generation.number,
                generation.pipeline,
                generation.read_schema,
                generation.vectors_dir,
                generation.vector_tracking,
                str(generation.kind),
                generation.status,
            ),
        )

    def _one(self, conn: Conn, where: str) -> Generation | None:
        with conn.cursor(row_factory=class_row(Generation)) as cursor:
            query = f"SELECT {_COLUMNS} FROM {SCHEMA}.generations WHERE {where}"
            return cursor.execute(query).fetchone()
