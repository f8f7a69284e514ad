"""Replay, orchestrated once for both runtimes: build a new generation beside the live one, switch.

Recall keeps answering from the live generation the whole time. The new generation's
workers chase the log; the builder beats a heartbeat (a replay killed mid-build is
abandoned by the next one); once nothing is pending, the workers stop, the switch is
recorded, and the runtime moves its live workers onto the new generation. A runtime
provides a `ReplayHost`; `Replayer` runs the steps, `BackgroundReplay` serves the API.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable, Coroutine
from contextlib import AbstractAsyncContextManager
from dataclasses import asdict, dataclass, field
from typing import Any, Final, Protocol

from memstream.pipeline.description import PIPELINE, Part
from memstream.pipeline.generations import Generation, ReplayKind, describe
from memstream.pipeline.observe import SILENT, log_failure
from memstream.ports import Log

PARTS: Final[dict[ReplayKind, tuple[Part, ...]]] = {
    ReplayKind.REPROCESS: PIPELINE.parts,
    ReplayKind.REBUILD_POSTGRES: (Part.POSTGRES,),
    ReplayKind.REBUILD_VECTORS: (Part.VECTORS,),
}


@dataclass
class ReplayProgress:
    """Where a replay is: its generation, phase, and what its workers still have to do."""

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


OnProgress = Callable[[ReplayProgress], None]


class ReplayHost(Protocol):
    """What a runtime does for a replay."""

    async def create(self, kind: ReplayKind) -> Generation:
        """Record a new building generation (RuntimeError while another one builds)."""
        ...

    def building(
        self, generation: Generation, parts: tuple[Part, ...]
    ) -> AbstractAsyncContextManager[None]:
        """Run the generation's workers of `parts` while the block runs."""
        ...

    async def lag(self, generation: Generation, parts: tuple[Part, ...]) -> dict[str, int]:
        """Records each of the generation's steps has not processed yet."""
        ...

    async def source_records(self) -> int:
        """How many records the source topic holds."""
        ...

    async def heartbeat(self, generation: Generation) -> None:
        """Record that the builder is alive."""
        ...

    async def switch(self, generation: Generation) -> None:
        """Make the generation live and move this process's live workers onto it."""
        ...

    async def fail(self, generation: Generation) -> None:
        """Record that the generation will never be live."""
        ...


class Replayer:
    """Runs one replay at a time through a runtime's `ReplayHost`."""

    def __init__(self, host: ReplayHost, poll_seconds: float = 0.2, log: Log = SILENT) -> None:
        self.host = host
        self.poll_seconds = poll_seconds
        self.log = log
        self.progress: ReplayProgress | None = None

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay."""
        return None if self.progress is None else self.progress.as_dict()

    async def create(self, kind: str) -> Generation:
        """Record the new generation (RuntimeError while another one builds)."""
        generation = await self.host.create(ReplayKind(kind))
        self.progress = ReplayProgress(describe(generation))
        self.log.info("replay started", generation=generation.number, kind=kind)
        return generation

    async def run(self, kind: str, on_progress: OnProgress | None = None) -> Generation:
        """Replay, reporting progress; return the new live generation."""
        return await self.build(await self.create(kind), on_progress)

    async def build(
        self, generation: Generation, on_progress: OnProgress | None = None
    ) -> Generation:
        """Chase the log with the generation's workers, then switch to it."""
        parts = PARTS[ReplayKind(generation.kind)]
        try:
            async with self.host.building(generation, parts):
                await self._catch_up(generation, parts, on_progress)
                self._report(on_progress, phase="switching")
            await self.host.switch(generation)
        except BaseException as exc:  # cancelled too: the generation will never be live
            self.log.error("replay failed", generation=generation.number, error=type(exc).__name__)
            await asyncio.shield(self.host.fail(generation))
            self._report(on_progress, phase="failed", error=f"{type(exc).__name__}: {exc}")
            raise
        self._report(on_progress, phase="live")
        self.log.info("replay switched", generation=generation.number)
        return Generation(**{**asdict(generation), "status": "live"})

    async def _catch_up(
        self, generation: Generation, parts: tuple[Part, ...], on_progress: OnProgress | None
    ) -> None:
        while True:
            await self.host.heartbeat(generation)
            pending = await self.host.lag(generation, parts)
            source = await self.host.source_records()
            self._report(on_progress, pending=pending, source_records=source)
            if not any(pending.values()):
                return
            await asyncio.sleep(self.poll_seconds)

    def _report(self, on_progress: OnProgress | None, **changes: Any) -> None:
        assert self.progress is not None
        for name, value in changes.items():
            setattr(self.progress, name, value)
        if on_progress is not None:
            on_progress(self.progress)


class BackgroundReplay:
    """`/v1/admin/replay`: start a replay (answering at once) and report its progress.

    Called from a request's worker thread. With `loop` (the Kafka runtime's server loop)
    the replay runs as a task there; without, on an event loop of its own in a thread.
    """

    def __init__(self, replayer: Replayer, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.replayer = replayer
        self._loop = loop
        self._running: concurrent.futures.Future[Generation] | None = None

    def start(self, kind: str) -> dict[str, Any]:
        """Record the generation now (RuntimeError while one builds), then build it."""
        generation = self._wait(self.replayer.create(kind))
        self._spawn(self.replayer.build(generation))
        return self.replayer.status() or {}

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay."""
        return self.replayer.status()

    async def aclose(self) -> None:
        """Cancel a replay still building on the loop (its generation is marked failed)."""
        if self._running is not None and not self._running.done():
            self._running.cancel()
            await asyncio.wait([asyncio.wrap_future(self._running)], timeout=30)

    def _wait(self, step: Coroutine[Any, Any, Generation]) -> Generation:
        if self._loop is None:
            return asyncio.run(step)
        return asyncio.run_coroutine_threadsafe(step, self._loop).result()

    def _spawn(self, build: Coroutine[Any, Any, Generation]) -> None:
        if self._loop is not None:
            self._running = asyncio.run_coroutine_threadsafe(build, self._loop)
            return
        args = (build, self.replayer.log)
        threading.Thread(target=_run_logged, args=args, name="replay", daemon=True).start()


def _run_logged(build: Coroutine[Any, Any, Generation], log: Log) -> None:
    try:
        asyncio.run(build)
    except Exception as error:
        log_failure(log, "background replay failed", error)
