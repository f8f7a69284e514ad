"""Hosts the pipeline's stages as faust-streaming agents: batches → the step kernel → checkpoint.

One Faust app is one consumer group (`app_id`); it hosts every stage of a generation,
each with its own agent and its own table (`<step>-state`, JSON-serialized, backed by a
compacted changelog topic; keys are per memory, so no changelog message grows with a
user's memory count). An agent takes a batch of events, runs the shared kernel, and
commits through the shared checkpoint: outputs published and acknowledged, then state,
then Faust acknowledges the events (their offsets are committed after that).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, Final, TypeVar

import faust

from memstream import telemetry
from memstream.pipeline import kernel
from memstream.pipeline.checkpoint import commit_stage
from memstream.pipeline.layout import Route
from memstream.ports import LogRecord, OutgoingRecord, Positions, Stage, StateTable
from memstream.runtime.kafka.batches import RawRecord, app_producer, send_batches
from memstream.runtime.kafka.faults import crash_point
from memstream.runtime.kafka.faust_app import StageApp, WorkerConfig, create_app
from memstream.runtime.kafka.positions import InputPositions
from memstream.runtime.kafka.records import log_record, to_kafka
from memstream.runtime.kafka.state_table import (
    CHANGELOG_CONFIGS,
    BatchState,
    PartitionedTable,
)
from memstream.runtime.kafka.topics import ensure_topics
from memstream.telemetry import log_failure

T = TypeVar("T")
PUBLISH_ATTEMPTS: Final = 10
STALL_CHECK_SECONDS: Final = 5.0
"""How often a partition behind its end with no progress is looked at (`resume_stalled`)."""
_log = telemetry.logger(__name__)
_observer = telemetry.observer(__name__)


def _raw_topic(app: faust.App, name: str) -> Any:
    return app.topic(name, key_serializer="raw", value_serializer="raw")


class _FaustCommit:
    """Commit host of a Faust agent: send outputs and await acks, then write the table."""

    def __init__(self, agent: StageAgent) -> None:
        self.agent = agent

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Send every output (`force`: not held until the event is acknowledged), await acks."""
        await self._durably("publishing outputs", lambda: self._send_all(records))

    async def _durably(self, what: str, step: Callable[[], Awaitable[None]]) -> None:
        """Run `step` until the broker acknowledged it (bounded retries), or exit."""
        for attempt in range(PUBLISH_ATTEMPTS):
            try:
                await step()
                return
            except Exception as error:
                log_failure(
                    _log, "broker write failed", error, what=what, step=self.agent.route.step
                )
                await asyncio.sleep(min(5.0, 0.2 * 2**attempt))
        # What is not acknowledged must never let its events be acknowledged: die instead,
        # like a kill -9; the batch is redelivered to whoever takes the partitions.
        _log.critical(
            "broker write failed for good; exiting", what=what, step=self.agent.route.step
        )
        os._exit(70)

    async def _send_all(self, records: Sequence[OutgoingRecord]) -> None:
        """Hand every output to the app's producer at once (partitioned by key), await acks.

        Straight to the producer, not through `Topic.send` (its channel machinery cost
        about 1 ms per output), and one batch per partition (`send_batches`).
        """
        raw = [
            RawRecord(r.topic, r.key.encode(), r.value, headers=to_kafka(r.headers))
            for r in records
        ]
        await send_batches(app_producer(self.agent.app), raw)

    async def save(self, state: StateTable) -> None:
        """Save the partition's state changes and position (journal, then keys), acked."""
        assert isinstance(state, BatchState), "a Faust stage's state is a BatchState"
        crash_point("kill-before-state", self.agent.route.step)
        await self._durably("saving state", state.save)

    async def advance(self, positions: Positions) -> None:
        """Nothing here: Faust acknowledges the batch's events when the agent asks for more."""

    async def call(self, work: Callable[[], T]) -> T:
        """Run work in a worker thread."""
        return await asyncio.to_thread(work)


class StageAgent:
    """The loop hosting one stage in a Faust app, with the stage's state table."""

    def __init__(
        self, app: StageApp, stage: Stage[Any, Any], route: Route, config: WorkerConfig
    ) -> None:
        assert route.output is not None, "a stage route always has an output topic"
        self.app, self.stage, self.route, self.config = app, stage, route, config
        self.table = PartitionedTable(
            app,
            name=f"{route.step}-state",
            beacon=app.tables.beacon,
            partitions=config.partitions,
            schema=faust.Schema(key_serializer="json", value_serializer="json"),
            extra_topic_configs=dict(CHANGELOG_CONFIGS),
            help=f"State of the {route.step} stage.",
        )
        app.tables.add(self.table)
        self.positions = InputPositions(app, self.table, route.input)
        app.agent(_raw_topic(app, route.input), name=route.step)(self._run)
        app.timer(STALL_CHECK_SECONDS, name=f"{route.step}-stalls")(self._resume_stalled)

    async def _resume_stalled(self, app: Any) -> None:
        try:
            await self.positions.resume_stalled()
        except Exception as error:  # a check that fails is retried at the next tick
            log_failure(_log, "checking for stalled partitions failed", error, step=self.route.step)

    async def _run(self, stream: Any) -> None:
        batches = stream.take_events(self.config.batch_size, within=self.config.batch_within)
        async for events in batches:
            await self.handle([event.message for event in events])

    async def handle(self, messages: Sequence[Any]) -> None:
        """Process one batch; its events are acknowledged only after this returns.

        Records are processed partition by partition, only those past the partition's
        saved position and in order; each partition's state is buffered apart and saved
        with its new position to its changelog partition.
        """
        for partition, arrived in _by_partition(messages).items():
            records = await self.positions.unseen(partition, arrived)
            if records:
                await self._process(partition, records)

    async def _process(self, partition: int, records: Sequence[LogRecord]) -> None:
        """Run the kernel over one partition's records and commit them (outputs, state)."""
        next_offset = records[-1].offset + 1
        # In a worker thread: the event loop keeps fetching, publishing, committing and
        # answering HTTP (role `all`) while the stage works through the batch.
        batch = await asyncio.to_thread(
            kernel.run_stage,
            self.stage,
            self.route,
            records,
            lambda: BatchState(self.table, partition, next_offset, self.stage.decode_state),
            _observer,
        )
        step = asyncio.ensure_future(commit_stage(_FaustCommit(self), batch, {}))
        try:
            await asyncio.shield(step)
        except asyncio.CancelledError:
            await step  # finish before the batch can be acknowledged, then stop
            raise
        self.positions.advance(partition, next_offset)
        telemetry.count(self.route.step, batch.counts)


def _by_partition(messages: Sequence[Any]) -> dict[int, list[LogRecord]]:
    """The batch's records grouped by input partition, in arrival order within each."""
    grouped: dict[int, list[LogRecord]] = {}
    for message in messages:
        grouped.setdefault(message.partition, []).append(log_record(message))
    return grouped


def host_stages(
    app: StageApp, stages: Sequence[tuple[Stage[Any, Any], Route]], config: WorkerConfig
) -> list[StageAgent]:
    """Register an agent and a table for each stage on `app`."""
    return [StageAgent(app, stage, route, config) for stage, route in stages]


def stage_topics(stages: Sequence[tuple[Stage[Any, Any], Route]]) -> list[str]:
    """Every topic the stages read or write, the DLQ included, without repeats."""
    names: list[str] = []
    for _, route in stages:
        names += [route.input, route.output or route.dlq, route.dlq]
    return list(dict.fromkeys(names))


@asynccontextmanager
async def running_stages(
    stages: Sequence[tuple[Stage[Any, Any], Route]], config: WorkerConfig
) -> AsyncIterator[faust.App]:
    """Create the topics, then run a worker hosting `stages` until the block exits."""
    await ensure_topics(
        config.bootstrap,
        config.partitions,
        names=stage_topics(stages),
        replication_factor=config.replication_factor,
    )
    app = create_app(config)
    host_stages(app, stages, config)
    await app.start()
    try:
        yield app
    finally:
        await app.stop()
