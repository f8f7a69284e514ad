"""The embedded runtime's `ReplayHost`: a generation's runners in threads beside the live ones.

The orchestration (`memstream.pipeline.replay.Replayer`) is shared with the Kafka
runtime; this adapter only starts and stops runners, reads their lag, and moves the
live generation at the switch (its vector index shared, through the stores, when the
replay does not rebuild it).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from psycopg import sql

from memstream.log.postgres import Conn
from memstream.pipeline.description import PIPELINE, Part
from memstream.pipeline.generations import Generation, ReplayKind
from memstream.runtime.embedded import EmbeddedRuntime

if TYPE_CHECKING:
    from memstream.runtime.composition import EmbeddedSystem


class EmbeddedReplayHost:
    """Builds generations on an embedded system."""

    def __init__(self, system: EmbeddedSystem) -> None:
        self.system = system
        self._building: EmbeddedRuntime | None = None

    async def create(self, kind: ReplayKind) -> Generation:
        """Record a new building generation (RuntimeError while another one builds)."""
        with self.system.pool.connection() as conn:
            return self.system.generations.create(conn, kind)

    @asynccontextmanager
    async def building(
        self, generation: Generation, parts: tuple[Part, ...]
    ) -> AsyncIterator[None]:
        """Run the generation's runners of `parts` in threads while the block runs."""
        from memstream.runtime.composition import runners

        system = self.system
        layout = system.prepare(generation)
        chosen = runners(system.settings, system.stores, system.log, layout, parts, replaying=True)
        self._building = EmbeddedRuntime(system.log, chosen, system.settings.poll_interval_seconds)
        self._building.start()
        try:
            yield
        finally:
            self._building.stop()

    async def lag(self, generation: Generation, parts: tuple[Part, ...]) -> dict[str, int]:
        """Records each of the building runners has not processed yet."""
        return {} if self._building is None else self._building.pending()

    async def source_records(self) -> int:
        """How many records the interactions topic holds."""
        return sum(self.system.log.refresh_heads(PIPELINE.source).values())

    async def heartbeat(self, generation: Generation) -> None:
        """The builder is alive."""
        with self.system.pool.connection() as conn:
            self.system.generations.heartbeat(conn, generation)

    async def switch(self, generation: Generation) -> None:
        """Stop the live runners, record the switch, start the new generation's runners."""
        system = self.system
        with system.switch_lock:
            old = system.live
            old.runtime.stop()
            with system.pool.connection() as conn, conn.transaction():
                copy_vector_tracking(conn, old.generation, generation)
                system.generations.switch(conn, generation)
            live = system.open_live(replace(generation, status="live"))
            system.replace_live(live)
            live.runtime.start()
            if old.generation.vectors_dir != generation.vectors_dir:
                system.stores.release(old.generation)

    async def fail(self, generation: Generation) -> None:
        """Record that the generation will never be live."""
        with self.system.pool.connection() as conn:
            self.system.generations.fail(conn, generation)


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
