"""The Kafka runtime's `ReplayHost`: a generation's workers beside the live ones, then a switch.

The orchestration is shared (`memstream.pipeline.replay.Replayer`). Here the new
generation's workers (a processor group of its own pipeline for a reprocess, new projector
groups for every kind) run until their lag is zero; then they stop and the switch is
recorded in `memstream_log.generations`. Long-running processes follow the switch and
resume the new generation's groups where the replay left them.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.pipeline.generations import INITIAL, Generation
from memstream.pipeline.replay import OnProgress, Replayer
from memstream.runtime.kafka.freshness import KafkaOffsets, kafka_freshness
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.runtime.kafka.workers import Context, opened_context, running_generation
from memstream.telemetry import REPLAY_LOG


class KafkaReplayHost:
    """Builds generations on Kafka."""

    def __init__(
        self, context: Context, after_switch: Callable[[], Awaitable[Any]] | None = None
    ) -> None:
        self.context = context
        self.after_switch = after_switch
        self.generations = GenerationStore()
        self._offsets: KafkaOffsets | None = None

    def _sql(self, work: Callable[[Any], Any]) -> Awaitable[Any]:
        def run() -> Any:
            with self.context.stores.pool.connection() as conn:
                return work(conn)

        return asyncio.to_thread(run)

    async def create(self, kind: str) -> Generation:
        """Record a new building generation (RuntimeError while another one builds)."""

        def create(conn: Any) -> Generation:
            self.generations.setup(conn)
            return self.generations.create(conn, kind)

        generation: Generation = await self._sql(create)
        return generation

    @asynccontextmanager
    async def building(self, generation: Generation, parts: tuple[str, ...]) -> AsyncIterator[None]:
        """Run the generation's workers of `parts`, and watch their offsets."""
        self._offsets = KafkaOffsets(self.context.settings.kafka_bootstrap)
        await self._offsets.start()
        try:
            async with running_generation(self.context, generation, parts, replaying=True):
                yield
        finally:
            await self._offsets.stop()

    async def lag(self, generation: Generation, parts: tuple[str, ...]) -> dict[str, int]:
        """Records each of the generation's steps has not processed yet."""
        assert self._offsets is not None, "lag is read while building"
        layout, stores = self.context.layout(generation), self.context.stores
        return await kafka_freshness(self._offsets, layout, stores, parts).lag()

    async def source_records(self) -> int:
        """How many records the interactions topic holds."""
        assert self._offsets is not None, "the source is read while building"
        source = self.context.layout(INITIAL).source
        return sum((await self._offsets.end_offsets(source)).values())

    async def heartbeat(self, generation: Generation) -> None:
        """The builder is alive."""
        await self._sql(lambda conn: self.generations.heartbeat(conn, generation))

    async def switch(self, generation: Generation) -> None:
        """Record the switch; this process (and every other one) follows it."""

        def switch(conn: Any) -> None:
            with conn.transaction():
                self.generations.switch(conn, generation)

        await self._sql(switch)
        if self.after_switch is not None:
            await self.after_switch()

    async def fail(self, generation: Generation) -> None:
        """Record that the generation will never be live."""
        await self._sql(lambda conn: self.generations.fail(conn, generation))


async def replay_on_kafka(
    settings: Settings, kind: str, on_progress: OnProgress | None = None
) -> Generation:
    """Replay from this process; the running processes follow the switch."""
    async with opened_context(settings, KafkaEnv(), vectors_here=False) as context:
        return await Replayer(KafkaReplayHost(context), 0.5, REPLAY_LOG).run(kind, on_progress)
