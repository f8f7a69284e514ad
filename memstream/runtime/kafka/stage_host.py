"""Hosts the pipeline's stages on plain batched consumers: a batch → the step kernel → checkpoint.

One processor group (`app_id`) hosts every stage of a generation, one consumer per
stage (each subscribed to its input topic, all in the group), with the stage's state
per input partition in memory and in its changelog (`state_table`). A stage takes what
one `getmany` returns (up to `batch_size` records), runs the shared kernel on each
partition's records in a worker thread, and commits through the shared checkpoint:
outputs published and acknowledged, then the state's journal and keys, then the
position; the group's offsets follow at most every `commit_interval` (what
read-your-writes and lag read). The position saved with the state is where a
partition resumes on assignment; committed offsets never decide it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any, Final, TypeVar

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, ConsumerRebalanceListener, TopicPartition
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.pipeline import kernel
from memstream.pipeline.checkpoint import commit_stage
from memstream.pipeline.layout import Route
from memstream.ports import LogRecord, OutgoingRecord, Positions, Stage, StateTable
from memstream.runtime.kafka.batches import RawRecord, send_batches
from memstream.runtime.kafka.faults import crash_point
from memstream.runtime.kafka.records import log_record, to_kafka
from memstream.runtime.kafka.state_table import (
    CHANGELOG_CONFIGS,
    MAX_MESSAGE_BYTES,
    PRODUCE_BATCH_BYTES,
    BatchState,
    ChangelogState,
    changelog_topic,
)
from memstream.runtime.kafka.topics import ensure_topics
from memstream.telemetry import log_failure

T = TypeVar("T")
PUBLISH_ATTEMPTS: Final = 10
FETCH_TIMEOUT_MS: Final = 500
_log = telemetry.logger(__name__)
_observer = telemetry.observer(__name__)


class WorkerConfig(BaseModel):
    """How a processor worker joins the cluster."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    app_id: str = Field(default="memstream-processors", description="Consumer group id.")
    bootstrap: str = "127.0.0.1:9092"
    partitions: int = Field(default=1, ge=1, description="Of input topics and changelogs.")
    replication_factor: int = Field(default=1, ge=1)
    batch_size: int = Field(default=500, ge=1, description="Records per kernel batch, at most.")
    commit_interval: float = Field(
        default=2.8, gt=0, description="Seconds between offset commits (read-your-writes lag)."
    )
    session_timeout: float = Field(
        default=10.0, gt=0, description="Seconds before a silent worker's partitions move."
    )
    fetch_max_wait_ms: int = Field(
        default=100, ge=0, description="How long the broker holds a stage's empty fetch."
    )


class _Commit:
    """Commit host of a stage batch: outputs sent and acked, then the state, then the position."""

    def __init__(self, host: StageConsumer) -> None:
        self.host = host

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Send every output in one burst (a producer batch per partition), await the acks."""
        raw = [
            RawRecord(r.topic, r.key.encode(), r.value, headers=to_kafka(r.headers))
            for r in records
        ]
        await self._durably("publishing outputs", lambda: _sent(self.host.producer, raw))

    async def save(self, state: StateTable) -> None:
        """Save the partition's state changes and position (journal, then keys), acked."""
        assert isinstance(state, BatchState), "a Kafka stage's state is a BatchState"
        crash_point("kill-before-state", self.host.route.step)
        await self._durably("saving state", state.save)

    async def advance(self, positions: Positions) -> None:
        """Nothing here: the host records the position and commits offsets on its interval."""

    async def call(self, work: Callable[[], T]) -> T:
        """Run work in a worker thread."""
        return await asyncio.to_thread(work)

    async def _durably(self, what: str, step: Callable[[], Awaitable[None]]) -> None:
        """Run `step` until the broker acknowledged it (bounded retries), or exit."""
        for attempt in range(PUBLISH_ATTEMPTS):
            try:
                await step()
                return
            except Exception as error:
                log_failure(
                    _log, "broker write failed", error, what=what, step=self.host.route.step
                )
                await asyncio.sleep(min(5.0, 0.2 * 2**attempt))
        # What is not acknowledged must never be committed: die instead, like a kill -9;
        # the batch is processed again by whoever takes the partition.
        _log.critical("broker write failed for good; exiting", what=what, step=self.host.route.step)
        os._exit(70)


async def _sent(producer: Any, records: Sequence[RawRecord]) -> None:
    """Send records as producer batches; return once all are acknowledged."""
    await send_batches(producer, records)


class StageConsumer:
    """One stage on a consumer of the processor group, with its state per partition."""

    def __init__(
        self, stage: Stage[Any, Any], route: Route, config: WorkerConfig, producer: Any
    ) -> None:
        assert route.output is not None, "a stage route always has an output topic"
        self.stage, self.route, self.config, self.producer = stage, route, config, producer
        self.consumer = AIOKafkaConsumer(
            bootstrap_servers=config.bootstrap,
            group_id=config.app_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            fetch_min_bytes=1,
            fetch_max_wait_ms=config.fetch_max_wait_ms,
            session_timeout_ms=int(config.session_timeout * 1000),
            heartbeat_interval_ms=int(config.session_timeout * 1000 / 4),
        )
        reader = AIOKafkaConsumer(
            bootstrap_servers=config.bootstrap, group_id=None, auto_offset_reset="earliest"
        )
        self.state = ChangelogState(changelog_topic(config.app_id, route.step), producer, reader)
        self.next: dict[int, int] = {}  # partition -> next input offset, as saved
        self.pending: dict[TopicPartition, int] = {}  # offsets saved, not committed yet
        self._due = asyncio.Event()
        self._batch = asyncio.Lock()  # held while a batch runs; a revocation waits for it

    async def start(self) -> None:
        """Join the group (state is read back as partitions are assigned)."""
        await self.state.reader.start()
        self.consumer.subscribe([self.route.input], listener=_Rebalance(self))
        await self.consumer.start()

    async def stop(self) -> None:
        """Commit what was saved, leave the group."""
        with contextlib.suppress(Exception):
            await self.commit()
        await self.consumer.stop()
        await self.state.reader.stop()

    async def run(self) -> None:
        """Process batches for ever (cancel to stop)."""
        while True:
            fetched = await self.consumer.getmany(
                timeout_ms=FETCH_TIMEOUT_MS, max_records=self.config.batch_size
            )
            async with self._batch:
                held = self.consumer.assignment()
                for tp, messages in fetched.items():
                    if tp in held and tp.partition in self.next:
                        await self._process(tp, messages)

    async def _process(self, tp: TopicPartition, messages: Sequence[Any]) -> None:
        """Run the kernel over one partition's new records and commit them (outputs, state)."""
        records = self._unseen(tp, messages)
        if not records:
            return
        next_offset = records[-1].offset + 1
        state = self.state
        # In a worker thread: the event loop keeps fetching, publishing, committing and
        # answering HTTP (role `all`) while the stage works through the batch.
        batch = await asyncio.to_thread(
            _run_encoded,
            self.stage,
            self.route,
            records,
            lambda: BatchState(state, tp.partition, next_offset, self.stage.decode_state),
        )
        step = asyncio.ensure_future(commit_stage(_Commit(self), batch, {}))
        try:
            await asyncio.shield(step)
        except asyncio.CancelledError:
            await step  # finish the commit, then stop
            raise
        self.saved(tp, next_offset)
        telemetry.count(self.route.step, batch.counts)

    def _unseen(self, tp: TopicPartition, messages: Sequence[Any]) -> list[LogRecord]:
        """The records from the saved position on; none when they start past it.

        Records fetched before an assignment's seek may start past the saved position:
        they are dropped, and the partition read again from that position.
        """
        expected = self.next[tp.partition]
        if messages[0].offset > expected:
            _log.info("seeking back over a gap", step=self.route.step, partition=tp.partition)
            self.consumer.seek(tp, expected)
            return []
        return [log_record(m) for m in messages if m.offset >= expected]

    def saved(self, tp: TopicPartition, next_offset: int) -> None:
        """Everything below `next_offset` is saved: resume there, commit it when due."""
        self.next[tp.partition] = next_offset
        self.pending[tp] = next_offset
        self._due.set()

    async def commit_when_due(self) -> None:
        """Commit saved positions, at most once every `commit_interval` (cancel to stop)."""
        loop = asyncio.get_running_loop()
        last = loop.time()
        while True:
            await self._due.wait()
            await asyncio.sleep(max(0.0, last + self.config.commit_interval - loop.time()))
            self._due.clear()
            try:
                await self.commit()
            except Exception as error:  # a rebalance, the broker away: next time
                log_failure(_log, "committing offsets failed", error, step=self.route.step)
                self._due.set()
            last = loop.time()

    async def commit(self, only: set[TopicPartition] | None = None) -> None:
        """Commit the saved positions of the partitions held (or of `only`)."""
        held = self.consumer.assignment() if only is None else only
        offsets = {tp: o for tp, o in self.pending.items() if tp in held}
        if offsets:
            await self.consumer.commit(offsets)
        for tp, offset in offsets.items():
            if self.pending.get(tp) == offset:
                del self.pending[tp]

    async def assigned(self, partitions: set[TopicPartition]) -> None:
        """Read each partition's state back; move to the position saved with it.

        With nothing saved, a partition resumes at the group's offset, else at its start.
        Always an explicit seek: records fetched before it are dropped (`_unseen`).
        """
        async with self._batch:
            for tp in sorted(partitions):
                saved = await self.state.restore(tp.partition)
                if saved is None:
                    start = await self._start(tp)
                    self.next[tp.partition] = start
                    self.consumer.seek(tp, start)
                else:
                    self.consumer.seek(tp, saved)
                    self.saved(tp, saved)  # a successor's position may be ahead of the group's
                _log.info("stage assigned", step=self.route.step, partition=tp.partition, at=saved)

    async def _start(self, tp: TopicPartition) -> int:
        """The group's committed offset of a partition, else its first offset."""
        committed = await self.consumer.committed(tp)
        if committed is not None:
            return int(committed)
        return int((await self.consumer.beginning_offsets([tp]))[tp])

    async def revoked(self, partitions: set[TopicPartition]) -> None:
        """Once the running batch is saved: commit, and forget the partitions' state."""
        async with self._batch:
            with contextlib.suppress(Exception):  # the successor resumes from the state
                await self.commit(partitions)
            for tp in partitions:
                self.state.release(tp.partition)
                self.next.pop(tp.partition, None)
                self.pending.pop(tp, None)


def _run_encoded(
    stage: Stage[Any, Any],
    route: Route,
    records: Sequence[LogRecord],
    new_table: Callable[[], StateTable],
) -> kernel.StageBatch:
    """The kernel over a batch, then its state encoded for saving (both in a worker thread)."""
    batch = kernel.run_stage(stage, route, records, new_table, _observer)
    assert isinstance(batch.state, BatchState), "a Kafka stage's state is a BatchState"
    batch.state.encode()
    return batch


class _Rebalance(ConsumerRebalanceListener):  # type: ignore[misc]
    """Hands the group's assignments to the stage consumer."""

    def __init__(self, host: StageConsumer) -> None:
        self._host = host

    async def on_partitions_revoked(self, revoked: set[TopicPartition]) -> None:
        """Finish the batch in hand; commit and forget the revoked partitions."""
        await self._host.revoked(set(revoked))

    async def on_partitions_assigned(self, assigned: set[TopicPartition]) -> None:
        """Restore the assigned partitions' state and resume where it was saved."""
        await self._host.assigned(set(assigned))


class StageWorker:
    """A processor worker: its stages' consumers and their tasks."""

    def __init__(self, hosts: Sequence[StageConsumer]) -> None:
        self.hosts = list(hosts)
        self.crash_reason: BaseException | None = None
        self._tasks: list[asyncio.Task[None]] = []

    def start_tasks(self) -> None:
        """Run every stage's batches and commits in tasks; a task that fails is the crash."""
        for host in self.hosts:
            for work in (host.run, host.commit_when_due):
                task = asyncio.create_task(work(), name=host.route.step)
                task.add_done_callback(self._watch)
                self._tasks.append(task)

    def _watch(self, task: asyncio.Task[None]) -> None:
        error = None if task.cancelled() else task.exception()
        if error is not None:
            self.crash_reason = error
            log_failure(_log, "stage task failed", error, step=task.get_name())

    async def stop_tasks(self) -> None:
        """Cancel the tasks (a batch being committed finishes first) and wait for them."""
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def assignment(self) -> set[TopicPartition]:
        """Every input partition the worker's stages hold."""
        return set().union(*(host.consumer.assignment() for host in self.hosts))


def stage_topics(stages: Sequence[tuple[Stage[Any, Any], Route]]) -> list[str]:
    """Every topic the stages read or write, the DLQ included, without repeats."""
    names: list[str] = []
    for _, route in stages:
        names += [route.input, route.output or route.dlq, route.dlq]
    return list(dict.fromkeys(names))


def stage_producer(config: WorkerConfig) -> AIOKafkaProducer:
    """The producer of a worker's outputs and state: acks=all, large batches and journals."""
    return AIOKafkaProducer(
        bootstrap_servers=config.bootstrap,
        acks="all",
        max_batch_size=PRODUCE_BATCH_BYTES,
        max_request_size=MAX_MESSAGE_BYTES,
    )


@asynccontextmanager
async def running_stages(
    stages: Sequence[tuple[Stage[Any, Any], Route]], config: WorkerConfig
) -> AsyncIterator[StageWorker]:
    """Create the topics, then run a worker hosting `stages` until the block exits."""
    bootstrap, partitions = config.bootstrap, config.partitions
    replication = config.replication_factor
    await ensure_topics(
        bootstrap, partitions, names=stage_topics(stages), replication_factor=replication
    )
    changelogs = [changelog_topic(config.app_id, route.step) for _, route in stages]
    await ensure_topics(
        bootstrap,
        partitions,
        names=changelogs,
        replication_factor=replication,
        configs=CHANGELOG_CONFIGS,
    )
    async with AsyncExitStack() as stack:
        producer = stage_producer(config)
        await producer.start()
        stack.push_async_callback(producer.stop)
        worker = StageWorker([StageConsumer(s, r, config, producer) for s, r in stages])
        for host in worker.hosts:
            await host.start()
            stack.push_async_callback(host.stop)
        worker.start_tasks()
        stack.push_async_callback(worker.stop_tasks)
        yield worker
