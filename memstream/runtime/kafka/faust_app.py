"""The Faust app that hosts stages, and where its consumer resumes after a rebalance.

Faust's fetcher keeps draining aiokafka while Faust restores its tables and while it
seeks after a rebalance, and Faust drops what it drained then (a partition that is not
active yet, or flow control suspended): the fetch position moves past records nobody
processed. Faust relies on seeking back to the committed offsets afterwards
(`Consumer.perform_seek`), but aiokafka's `seek_to_committed` does not seek when
nothing (or 0) was committed: a new group, or a worker killed before its first commit,
leaves the successor past the records it should process, idle for ever. So here, at
every such seek, a stream partition goes where the stage host says it resumes (the
position saved with its state, `resume_at`), else to its committed offset, else to its
start (what `auto_offset_reset=earliest` promises), and that position is committed if
the group's committed offset is behind it. The host also drops what it already saved
and seeks back over any gap (`stage_host`).
"""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, cast

import faust
from faust.transport.drivers import aiokafka as faust_aiokafka
from faust.types import TP
from mode.services import WaitResults
from pydantic import BaseModel, ConfigDict, Field

from memstream.runtime.kafka.state_table import MAX_MESSAGE_BYTES, PRODUCE_BATCH_BYTES


class WorkerConfig(BaseModel):
    """How a processor worker joins the cluster."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    app_id: str = Field(default="memstream-processors", description="Consumer group id.")
    bootstrap: str = "127.0.0.1:9092"
    partitions: int = Field(default=1, ge=1, description="Of input topics and tables.")
    replication_factor: int = Field(default=1, ge=1)
    batch_size: int = Field(default=500, ge=1, description="Events per kernel batch.")
    batch_within: float = Field(default=0.01, gt=0, description="Seconds a batch waits to fill.")
    commit_interval: float = Field(
        default=2.8, gt=0, description="Seconds between offset commits (read-your-writes lag)."
    )
    session_timeout: float = Field(
        default=10.0, gt=0, description="Seconds before a silent worker's partitions move."
    )
    datadir: Path = Field(
        default=Path(tempfile.gettempdir()) / "memstream-faust",
        description="Where Faust keeps its small app data (never the working directory).",
    )


ResumeAt = Callable[[int], int | None]
"""Where a partition of a topic resumes (the host's saved position), None when unknown."""


class _ConsumerThread(faust_aiokafka.AIOKafkaConsumerThread):
    """Seeks a stream partition that has no committed offset to its start."""

    async def seek_to_committed(self) -> Mapping[TP, int]:
        """Seek every assigned partition to its committed offset, else to its start."""
        committed = await super().seek_to_committed()  # None where nothing was committed
        uncommitted = [
            tp
            for tp, offset in committed.items()
            if not offset and not self.consumer._is_changelog_tp(tp)
        ]
        if uncommitted:
            await self.call_thread(self._ensure_consumer().seek_to_beginning, *uncommitted)
        return committed


class _Consumer(faust_aiokafka.Consumer):
    _halt: asyncio.Future[Any] | None = None

    def _new_consumer_thread(self) -> _ConsumerThread:
        return _ConsumerThread(self, loop=self.loop, beacon=self.beacon)

    async def wait_first(self, *coros: Any, timeout: Any = None) -> WaitResults:
        """A message's delivery raced against flow suspension, stop and crash, in one task.

        Faust's fetcher waits this way for every message it delivers; mode's `wait_first`
        starts four tasks and an `asyncio.wait` each time (2-3% of a busy worker's
        interpreter time). Here the delivery is the one task, raced against a watch of
        the other three that lasts until one of them fires; other waits are mode's.
        """
        halt = self._halt_watch()
        if halt is None or timeout is not None or len(coros) != 2 or not _flow_wait(coros[1]):
            return await super().wait_first(*coros, timeout=timeout)
        coros[1].close()  # the flow's wait, never started: the watch stands for it
        delivery = asyncio.ensure_future(coros[0])
        try:
            await asyncio.wait((delivery, halt), return_when=asyncio.FIRST_COMPLETED)
        except BaseException:
            delivery.cancel()
            raise
        if not delivery.done():  # the flow was suspended (or the consumer stops) first
            delivery.cancel()
            return WaitResults([], [], True)
        return WaitResults([coros[0]], [delivery.result()], False)

    def _halt_watch(self) -> asyncio.Future[Any] | None:
        """A future done once the flow is suspended or the consumer stops (None: it is)."""
        events = (self.suspend_flow, self._stopped, self._crashed)
        if any(event.is_set() for event in events):
            return None
        if self._halt is None or self._halt.done():
            waits = [asyncio.ensure_future(event.wait()) for event in events]
            self._halt = asyncio.ensure_future(_first(waits))
        return self._halt

    async def perform_seek(self) -> None:
        """Seek to the committed offsets, then each partition to where its host resumes.

        A resumed position above the group's committed offset is committed at once:
        Faust commits only offsets of events it delivered, so a partition whose every
        record was processed (and saved) by a worker that died before committing would
        otherwise never be committed, and read-your-writes would wait on it for ever.
        """
        await super().perform_seek()
        ahead: dict[TP, int] = {}
        for tp in sorted(self.assignment()):
            resume_at = cast("StageApp", self.app).resume_at.get(tp.topic)
            position = None if resume_at is None else resume_at(tp.partition)
            if position is None:
                continue
            await self.seek(tp, position)
            committed = self._committed_offset.get(tp)
            if committed is None or committed < position:
                ahead[tp] = position
        if ahead:
            await self._commit_offsets(ahead)


def _flow_wait(coro: Any) -> bool:
    """Whether `coro` is an unstarted `asyncio.Event.wait` (the fetcher's flow wait)."""
    return getattr(coro, "cr_code", None) is asyncio.Event.wait.__code__


async def _first(waits: Sequence[asyncio.Future[Any]]) -> None:
    """Return once one of `waits` is done; cancel the others."""
    try:
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for wait in waits:
            wait.cancel()


class _Transport(faust_aiokafka.Transport):
    Consumer = _Consumer


class _Stream(faust.Stream):  # type: ignore[type-arg]
    """A stream whose batch wait (`take_events`) costs one future and one timer.

    Faust's `take_events` waits `within` for the batch to fill through mode's
    `Service.wait`, which starts three tasks and an `asyncio.wait` each time: with a
    stage's 10 ms window, two idle stages spent about 3% of a core on it, busy or not.
    A stream stopping is seen at the next timeout (the window), as Faust's loop
    checks `should_stop` after every wait.
    """

    async def wait_for_stopped(self, *coros: Any, timeout: Any = None) -> bool:
        """Wait for the one event `take_events` passes, at most `timeout` seconds."""
        if len(coros) != 1 or not isinstance(coros[0], asyncio.Event) or not timeout:
            return bool(await super().wait_for_stopped(*coros, timeout=timeout))
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(float(timeout)):
                await coros[0].wait()
        return bool(self.should_stop)


class StageApp(faust.App):
    """A Faust app whose consumer resumes each partition where its stage host says."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.resume_at: dict[str, ResumeAt] = {}

    def _new_transport(self) -> Any:
        return _Transport(self.conf.broker_consumer, self)


def broker_urls(bootstrap: str) -> list[str]:
    """`host:port,host:port` as Faust broker URLs."""
    return [f"kafka://{server.strip()}" for server in bootstrap.split(",") if server.strip()]


def create_app(config: WorkerConfig) -> StageApp:
    """A Faust app for hosting stages: no web server, in-memory table stores."""
    config.datadir.mkdir(parents=True, exist_ok=True)  # Faust makes only the last level
    return StageApp(
        config.app_id,
        broker=broker_urls(config.bootstrap),
        store="memory://",
        Stream=_Stream,
        web_enabled=False,
        autodiscover=False,
        topic_partitions=config.partitions,
        topic_replication_factor=config.replication_factor,
        consumer_auto_offset_reset="earliest",
        producer_acks=-1,
        producer_max_request_size=MAX_MESSAGE_BYTES,
        producer_max_batch_size=PRODUCE_BATCH_BYTES,
        broker_commit_interval=config.commit_interval,
        broker_session_timeout=config.session_timeout,
        datadir=str(config.datadir / "{conf.id}-data"),
    )
