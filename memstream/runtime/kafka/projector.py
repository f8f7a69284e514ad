"""A projector consumer: memory changes → the shared kernel and checkpoint → offset commit.

Dead letters are published first, then the projection writes with its tracking row,
and only then is the Kafka offset committed, so a crash in between redelivers the
batch, which the tracking row makes harmless. On every assignment it seeks to the
projection's own tracked position, so what the projection already holds is not even
redelivered. Each record gets a span whose parent is the trace context in its headers.
No projection logic lives here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import TypeVar

from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener, ConsumerRecord, TopicPartition
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.pipeline import kernel
from memstream.pipeline.checkpoint import commit_projection
from memstream.pipeline.layout import Route
from memstream.ports import (
    EventProducer,
    OutgoingRecord,
    Positions,
    Projection,
    StateTable,
)
from memstream.runtime.kafka.faults import crash_point
from memstream.runtime.kafka.records import log_record
from memstream.telemetry import log_failure
from memstream.trust.sealing import PLAINTEXT, RecordSealer

T = TypeVar("T")
TrackedPosition = Callable[[str, int], int | None]
"""The projection's next offset for a topic and partition (None: it never applied any)."""

_log = telemetry.logger(__name__)
_observer = telemetry.observer(__name__)


class ProjectorConfig(BaseModel):
    """The projector's consumer group and how it batches."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    group_id: str = "memstream-projector-postgres"
    bootstrap: str = "127.0.0.1:9092"
    batch_size: int = Field(default=500, ge=1)
    poll_timeout_ms: int = Field(default=500, ge=1)
    retry_backoff_seconds: float = Field(default=1.0, gt=0)
    fetch_min_bytes: int = Field(
        default=1, ge=1, description="The broker holds a fetch until this much is there,"
    )
    fetch_max_wait_ms: int = Field(
        default=100, ge=0, description="or this long (the rate of an idle projector's fetches)."
    )


class _ProjectorCommit:
    """Commit host of a projector: dead letters sent, writes in a thread, offset committed."""

    def __init__(self, projector: KafkaProjector, partition: TopicPartition) -> None:
        self.projector = projector
        self.partition = partition

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Send the dead letters (acknowledged)."""
        if records:
            await self.projector.dlq.send(records)

    async def save(self, state: StateTable) -> None:
        """Nothing: a projection writes with its tracking row."""

    async def advance(self, positions: Positions) -> None:
        """Commit the Kafka offset past the batch."""
        crash_point("kill-after-db-commit", self.projector.projection.name)
        offset = positions.get((self.partition.topic, self.partition.partition))
        if offset is not None:
            await self.projector.consumer.commit({self.partition: offset})

    async def call(self, work: Callable[[], T]) -> T:
        """Run the projection's (blocking) writes in a worker thread."""
        return await asyncio.to_thread(work)


class KafkaProjector:
    """Feeds one topic's changes to a projection, committing offsets after each batch."""

    def __init__(
        self,
        config: ProjectorConfig,
        projection: Projection,
        route: Route,
        dlq: EventProducer,
        sealer: RecordSealer = PLAINTEXT,
    ) -> None:
        self.config = config
        self.projection = projection
        self.route = route
        self.dlq = dlq
        self.sealer = sealer
        self.projected = 0  # changes this instance applied and committed
        self.consumer = AIOKafkaConsumer(
            bootstrap_servers=config.bootstrap,
            group_id=config.group_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            isolation_level="read_committed",
            fetch_min_bytes=config.fetch_min_bytes,
            fetch_max_wait_ms=config.fetch_max_wait_ms,
        )

    async def start(self) -> None:
        """Join the consumer group."""
        listener = _SeekToTracked(self.consumer, self.projection.position)
        self.consumer.subscribe([self.route.input], listener=listener)
        await self.consumer.start()

    async def stop(self) -> None:
        """Leave the consumer group (nothing uncommitted is lost: it is redelivered)."""
        await self.consumer.stop()

    def assignment(self) -> set[TopicPartition]:
        """The partitions this member of the group holds right now."""
        return set(self.consumer.assignment())

    async def run(self, stop: asyncio.Event) -> None:
        """Project batches until `stop` is set; a failing step is logged and retried."""
        while not stop.is_set():
            try:
                await self.step()
            except Exception as error:
                log_failure(_log, "projector step failed", error, step=self.route.step)
                await asyncio.sleep(self.config.retry_backoff_seconds)

    async def step(self) -> int:
        """Fetch one batch, project it partition by partition; return records consumed."""
        batches = await self.consumer.getmany(
            timeout_ms=self.config.poll_timeout_ms, max_records=self.config.batch_size
        )
        consumed = 0
        for partition, records in batches.items():
            if await self._project(partition, records):
                consumed += len(records)
        return consumed

    async def _project(
        self, partition: TopicPartition, raw: list[ConsumerRecord[bytes, bytes]]
    ) -> bool:
        records = [log_record(message) for message in raw]
        batch = await asyncio.to_thread(kernel.decode_changes, self.route, records, self.sealer)
        commit = _ProjectorCommit(self, partition)
        try:
            with telemetry.record_spans(self.route.step, records):
                applied = await commit_projection(
                    commit, self.projection, self.route, batch, records
                )
        except Exception as error:
            log_failure(_log, "projection failed; retrying", error, step=self.route.step)
            self.consumer.seek(partition, raw[0].offset)
            await asyncio.sleep(self.config.retry_backoff_seconds)
            return False
        self.projected += applied
        kernel.report_dead(_observer, self.route.step, batch.dead)
        telemetry.count(self.route.step, {"dead": len(batch.dead), "erased": batch.erased})
        return True


class _SeekToTracked(ConsumerRebalanceListener):  # type: ignore[misc]
    """On assignment, move to the projection's tracked position (the start if none)."""

    def __init__(self, consumer: AIOKafkaConsumer, tracked: TrackedPosition) -> None:
        self._consumer = consumer
        self._tracked = tracked

    async def on_partitions_revoked(self, revoked: set[TopicPartition]) -> None:
        """Nothing to do: offsets are committed after every batch."""

    async def on_partitions_assigned(self, assigned: set[TopicPartition]) -> None:
        """Seek each assigned partition to where the projection wants to resume."""
        # aiokafka runs this after the assignment took effect: while the position is looked
        # up, its fetcher already reads from the committed offset (or the earliest) and
        # getmany would hand that out. Paused, nothing is fetched or returned until sought.
        partitions = sorted(assigned)
        self._consumer.pause(*partitions)
        try:
            for tp in partitions:
                position = await asyncio.to_thread(self._tracked, tp.topic, tp.partition)
                self._consumer.seek(tp, position or 0)
                _log.info("projector assigned", topic=tp.topic, partition=tp.partition, at=position)
        finally:
            # Also after a failed lookup: that partition starts at the committed offset
            # (or the earliest), as it did before.
            held = self._consumer.assignment()
            self._consumer.resume(*(tp for tp in partitions if tp in held))
