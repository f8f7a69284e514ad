"""Replay on Kafka: build a new generation beside the live one, then switch to it.

The new generation's workers (a Faust app of its own pipeline for a reprocess, new
projector groups for every kind) run beside the live ones until their lag is zero;
then they stop and the switch is recorded in `memstream_log.generations`. The
long-running processes follow the switch and resume the new generation's groups
where the replay left them. Recall answers from the live generation throughout.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from memstream import telemetry
from memstream.config import Settings
from memstream.runtime.generations import (
    INITIAL,
    Generation,
    GenerationStore,
    ReplayKind,
    describe,
)
from memstream.runtime.kafka.freshness import KafkaOffsets, PipelineFreshness
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.runtime.kafka.workers import Context, hops, opened_context, running_generation
from memstream.runtime.replay import PARTS, ReplayProgress, copy_vector_tracking

OnProgress = Callable[[ReplayProgress], None]
_log = telemetry.logger(__name__)


class KafkaReplayer:
    """Runs one replay at a time on the Kafka runtime."""

    def __init__(
        self,
        context: Context,
        after_switch: Callable[[], Awaitable[Any]] | None = None,
        poll_seconds: float = 0.5,
    ) -> None:
        self.context = context
        self.after_switch = after_switch
        self.poll_seconds = poll_seconds
        self.generations = GenerationStore()
        self._progress: ReplayProgress | None = None

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay."""
        return None if self._progress is None else self._progress.as_dict()

    def create(self, kind: str) -> Generation:
        """Record the new generation (RuntimeError while another one builds)."""
        with self.context.stores.pool.connection() as conn:
            self.generations.setup(conn)
            generation = self.generations.create(conn, ReplayKind(kind))
        self._progress = ReplayProgress(describe(generation))
        _log.info("replay started", generation=generation.number, kind=kind)
        return generation

    async def run(self, kind: str, on_progress: OnProgress | None = None) -> Generation:
        """Replay, reporting progress; return the new live generation."""
        generation = await asyncio.to_thread(self.create, kind)
        return await self.build(generation, on_progress)

    async def build(
        self, generation: Generation, on_progress: OnProgress | None = None
    ) -> Generation:
        """Run the generation's workers until caught up, stop them, and switch."""
        parts = PARTS[ReplayKind(generation.kind)]
        try:
            async with running_generation(self.context, generation, parts):
                await self._catch_up(generation, parts, on_progress)
                self._report(on_progress, phase="switching")
            await asyncio.to_thread(self._switch, generation)
        except BaseException as exc:  # cancelled too: the generation will never be live
            self._fail(generation, exc)
            raise
        if self.after_switch is not None:
            await self.after_switch()
        self._report(on_progress, phase="live")
        _log.info("replay switched", generation=generation.number)
        return replace(generation, status="live")

    async def _catch_up(
        self, generation: Generation, parts: tuple[str, ...], on_progress: OnProgress | None
    ) -> None:
        offsets = KafkaOffsets(self.context.settings.kafka_bootstrap)
        await offsets.start()
        try:
            steps = PipelineFreshness(offsets, hops(self.context, generation, offsets, parts))
            interactions = self.context.topology(generation).interactions
            while True:
                pending = await steps.lag()
                source = sum((await offsets.end_offsets(interactions)).values())
                self._report(on_progress, pending=pending, source_records=source)
                if not any(pending.values()):
                    return
                await asyncio.sleep(self.poll_seconds)
        finally:
            await offsets.stop()

    def _switch(self, generation: Generation) -> None:
        with self.context.stores.pool.connection() as conn, conn.transaction():
            live = self.generations.live(conn) or INITIAL
            copy_vector_tracking(conn, live, generation)
            self.generations.switch(conn, generation)

    def _fail(self, generation: Generation, exc: BaseException) -> None:
        _log.error("replay failed", generation=generation.number, error=repr(exc))
        with self.context.stores.pool.connection() as conn:
            self.generations.fail(conn, generation)
        if self._progress is not None:
            self._progress.phase, self._progress.error = "failed", f"{type(exc).__name__}: {exc}"

    def _report(self, on_progress: OnProgress | None, **changes: Any) -> None:
        assert self._progress is not None
        for name, value in changes.items():
            setattr(self._progress, name, value)
        if on_progress is not None:
            on_progress(self._progress)


class KafkaReplayControl:
    """`/v1/admin/replay` on Kafka: a replay runs as a task on the server's event loop."""

    def __init__(self, context: Context, after_switch: Callable[[], Awaitable[Any]]) -> None:
        self.replayer = KafkaReplayer(context, after_switch)
        self._loop = asyncio.get_running_loop()
        self._running: concurrent.futures.Future[Generation] | None = None

    def start(self, kind: str) -> dict[str, Any]:
        """Record the generation (from the route's thread), then build it on the loop."""
        generation = self.replayer.create(kind)
        self._running = asyncio.run_coroutine_threadsafe(
            self.replayer.build(generation), self._loop
        )
        return self.replayer.status() or {}

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay."""
        return self.replayer.status()

    async def aclose(self) -> None:
        """Cancel a replay still building (its generation is marked failed)."""
        if self._running is not None and not self._running.done():
            self._running.cancel()
            await asyncio.wait([asyncio.wrap_future(self._running)], timeout=30)


async def replay_on_kafka(
    settings: Settings, kind: str, on_progress: OnProgress | None = None
) -> Generation:
    """Replay from this process; the running processes follow the switch."""
    async with opened_context(settings, KafkaEnv(), vectors_here=False) as context:
        return await KafkaReplayer(context).run(kind, on_progress)
