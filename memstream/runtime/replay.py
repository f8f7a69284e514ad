"""Replay: rebuild memory into a new generation beside the live one, then switch.

Recall keeps answering from the live generation the whole time. The new generation's
runners chase the log; once nothing is pending, the live runners stop, the switch is
recorded, and the new generation's full set of runners takes over where they were.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from psycopg import sql

from memstream import telemetry
from memstream.log.postgres import Conn
from memstream.runtime.composition import ALL_PARTS, EmbeddedSystem, open_live
from memstream.runtime.embedded import EmbeddedRuntime
from memstream.runtime.generations import Generation, ReplayKind, describe
from memstream.schemas.topics import INTERACTIONS

PARTS: dict[ReplayKind, tuple[str, ...]] = {
    ReplayKind.REPROCESS: ALL_PARTS,
    ReplayKind.REBUILD_POSTGRES: ("postgres",),
    ReplayKind.REBUILD_VECTORS: ("vectors",),
}
_log = telemetry.logger(__name__)


@dataclass
class ReplayProgress:
    """Where a replay is: its generation, phase, and what its runners still have to do."""

    generation: dict[str, Any]
    phase: str = "building"
    source_records: int = 0
    pending: dict[str, int] = field(default_factory=dict)
    error: str | None = None

    @property
    def done(self) -> bool:
        """True once the replay switched or failed."""
        return self.phase in ("live", "failed")

    def as_dict(self) -> dict[str, Any]:
        """Plain data for the API and the CLI."""
        return asdict(self)


class Replayer:
    """Runs one replay at a time on an embedded system."""

    def __init__(self, system: EmbeddedSystem, poll_seconds: float = 0.2) -> None:
        self.system = system
        self.poll_seconds = poll_seconds
        self._progress: ReplayProgress | None = None
        self._thread: threading.Thread | None = None

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay."""
        return None if self._progress is None else self._progress.as_dict()

    def start(self, kind: str) -> dict[str, Any]:
        """Start a replay in the background; return its first progress report."""
        generation = self._create(ReplayKind(kind))
        self._thread = threading.Thread(target=self._build, args=(generation,), daemon=True)
        self._thread.start()
        return self._progress.as_dict() if self._progress else {}

    def run(
        self, kind: str, on_progress: Callable[[ReplayProgress], None] | None = None
    ) -> Generation:
        """Replay in this thread, reporting progress; return the new live generation."""
        generation = self._create(ReplayKind(kind))
        return self._build(generation, on_progress)

    def _create(self, kind: ReplayKind) -> Generation:
        with self.system.pool.connection() as conn:
            generation = self.system.generations.create(conn, kind)
        self._progress = ReplayProgress(describe(generation))
        _log.info("replay started", generation=generation.number, kind=str(kind))
        return generation

    def _build(
        self, generation: Generation, on_progress: Callable[[ReplayProgress], None] | None = None
    ) -> Generation:
        assert self._progress is not None
        try:
            wiring, live = self.system.wiring, self.system.live
            wiring.prepare(generation)
            shares_index = generation.vectors_dir == live.generation.vectors_dir
            index = live.vectors if shares_index else wiring.vector_index(generation)
            runners = wiring.runners(generation, index, PARTS[ReplayKind(generation.kind)])
            building = EmbeddedRuntime(wiring.log, runners, wiring.settings.poll_interval_seconds)
            building.start()
            self._catch_up(building, on_progress)
            self._switch(generation, building, index)
        except Exception as exc:
            self._fail(generation, exc)
            raise
        self._report(on_progress, phase="live")
        return replace(generation, status="live")

    def _catch_up(
        self, building: EmbeddedRuntime, on_progress: Callable[[ReplayProgress], None] | None
    ) -> None:
        while True:
            pending = building.pending()
            source = sum(self.system.log.end_offsets(INTERACTIONS).values())
            self._report(on_progress, pending=pending, source_records=source)
            if not any(pending.values()):
                return
            time.sleep(self.poll_seconds)

    def _switch(self, generation: Generation, building: EmbeddedRuntime, index: Any) -> None:
        with self.system.switch_lock:
            self._report(None, phase="switching")
            building.stop()
            old = self.system.live
            old.runtime.stop()
            with self.system.pool.connection() as conn, conn.transaction():
                copy_vector_tracking(conn, old.generation, generation)
                self.system.generations.switch(conn, generation)
            live = open_live(self.system.wiring, replace(generation, status="live"), index)
            self.system.replace_live(live)
            live.runtime.start()
            if index is not old.vectors:
                old.vectors.close()
        _log.info("replay switched", generation=generation.number)

    def _fail(self, generation: Generation, exc: Exception) -> None:
        _log.exception("replay failed", generation=generation.number)
        with self.system.pool.connection() as conn:
            self.system.generations.fail(conn, generation)
        if self._progress is not None:
            self._progress.phase, self._progress.error = "failed", f"{type(exc).__name__}: {exc}"

    def _report(self, on_progress: Callable[[ReplayProgress], None] | None, **changes: Any) -> None:
        assert self._progress is not None
        for name, value in changes.items():
            setattr(self._progress, name, value)
        if on_progress is not None:
            on_progress(self._progress)


def copy_vector_tracking(conn: Conn, old: Generation, new: Generation) -> None:
    """A rebuilt schema inherits the position of the vector index it shares with the old one."""
    if new.read_schema == old.read_schema or new.vectors_dir != old.vectors_dir:
        return
    conn.execute(
        sql.SQL(
            "INSERT INTO {new} (projection, topic, partition, next_offset)"
            " SELECT projection, topic, partition, next_offset FROM {old} WHERE projection = %s"
            " ON CONFLICT (projection, topic, partition) DO UPDATE"
            " SET next_offset = EXCLUDED.next_offset"
        ).format(
            new=sql.Identifier(new.read_schema, "projection_tracking"),
            old=sql.Identifier(old.read_schema, "projection_tracking"),
        ),
        (old.vector_tracking,),
    )
