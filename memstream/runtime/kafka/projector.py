"""A projector consumer: memory changes → `apply_batch` → commit the Kafka offset.

The offset of a batch is committed only after `apply_batch` returned, so a crash in
between redelivers the batch; the projection's tracking row (written in the same
transaction as its read-model changes) makes the redelivery harmless. Undecodable
changes go to the DLQ and the partition carries on. On every assignment it seeks to
the projection's own tracked position (when it is given one), so what the projection
already holds is not even redelivered. Each record gets a span whose parent is the
trace context in its headers. No projection logic lives here.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener, ConsumerRecord, TopicPartition
from opentelemetry import trace
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.log.dlq import dead_letter_headers
from memstream.log.ports import EventProducer, LogRecord, OutgoingRecord, Position
from memstream.runtime.kafka.faults import crash_point
from memstream.runtime.kafka.records import log_record
from memstream.schemas import topics
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_change

Item = tuple[Position, MemoryChange]
ApplyBatch = Callable[[Sequence[Item]], int | Awaitable[int]]
"""Applies changes and tracks their positions; sync callables run in a worker thread."""
TrackedPosition = Callable[[str, int], int | None]
"""The projection's next offset for a topic and partition (None: it never applied any)."""

_log = telemetry.logger(__name__)


class ProjectorConfig(BaseModel):
    """Where a projector reads from and how it batches."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(default="postgres", description="Names the step in DLQ headers, logs.")
    group_id: str = "memstream-projector-postgres"
    bootstrap: str = "127.0.0.1:9092"
    topic: str = topics.MEMORY_CHANGES
    dlq_topic: str = topics.DLQ
    batch_size: int = Field(default=200, ge=1)
    poll_timeout_ms: int = Field(default=500, ge=1)
    retry_backoff_seconds: float = Field(default=1.0, gt=0)


class KafkaProjector:
    """Feeds one topic's changes to `apply_batch`, committing offsets after each batch."""

    def __init__(
        self,
        config: ProjectorConfig,
        apply_batch: ApplyBatch,
        dlq: EventProducer,
        tracked: TrackedPosition | None = None,
    ) -> None:
        self.config = config
        self._apply_batch = apply_batch
        self._dlq = dlq
        self._tracked = tracked
        self.projected = 0  # changes this instance applied and committed
        self._consumer = AIOKafkaConsumer(
            bootstrap_servers=config.bootstrap,
            group_id=config.group_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            isolation_level="read_committed",
        )

    async def start(self) -> None:
        """Join the consumer group."""
        listener = _SeekToTracked(self._consumer, self._tracked) if self._tracked else None
        self._consumer.subscribe([self.config.topic], listener=listener)
        await self._consumer.start()

    async def stop(self) -> None:
        """Leave the consumer group (nothing uncommitted is lost: it is redelivered)."""
        await self._consumer.stop()

    def assignment(self) -> set[TopicPartition]:
        """The partitions this member of the group holds right now."""
        return set(self._consumer.assignment())

    async def run(self, stop: asyncio.Event) -> None:
        """Project batches until `stop` is set; a failing step is logged and retried."""
        while not stop.is_set():
            try:
                await self.step()
            except Exception:
                _log.exception("projector step failed", step=self.config.name)
                await asyncio.sleep(self.config.retry_backoff_seconds)

    async def step(self) -> int:
        """Fetch one batch, project it partition by partition; return records consumed."""
        batches = await self._consumer.getmany(
            timeout_ms=self.config.poll_timeout_ms, max_records=self.config.batch_size
        )
        consumed = 0
        for partition, records in batches.items():
            if await self._project(partition, records):
                consumed += len(records)
        return consumed

    async def _project(
        self, partition: TopicPartition, records: list[ConsumerRecord[bytes, bytes]]
    ) -> bool:
        logged = [log_record(raw) for raw in records]
        items, dead = self._decode(logged)
        try:
            if dead:
                await self._dlq.send(dead)
            if items:
                with _record_spans(self.config.name, logged):
                    await self._apply(items)
                crash_point("kill-after-db-commit", self.config.name)
        except Exception:
            _log.exception("projection failed; retrying", step=self.config.name)
            self._consumer.seek(partition, records[0].offset)
            await asyncio.sleep(self.config.retry_backoff_seconds)
            return False
        await self._consumer.commit({partition: records[-1].offset + 1})
        self.projected += len(items)
        telemetry.EVENTS_PROCESSED.labels(f"project.{self.config.name}").inc(len(items))
        return True

    async def _apply(self, items: Sequence[Item]) -> int:
        if inspect.iscoroutinefunction(self._apply_batch):
            result: Any = await self._apply_batch(items)
        else:
            result = await asyncio.to_thread(self._apply_batch, items)
        return int(await result) if inspect.isawaitable(result) else int(result)

    def _decode(self, records: Sequence[LogRecord]) -> tuple[list[Item], list[OutgoingRecord]]:
        items: list[Item] = []
        dead: list[OutgoingRecord] = []
        for record in records:
            try:
                items.append((record.position, decode_change(record.value)))
            except DecodeError as exc:
                headers = dead_letter_headers(record, self.config.name, exc.reason)
                dead.append(
                    OutgoingRecord(self.config.dlq_topic, record.key, record.value, headers)
                )
        return items, dead


class _SeekToTracked(ConsumerRebalanceListener):  # type: ignore[misc]
    """On assignment, move to the projection's tracked position (the start if none)."""

    def __init__(self, consumer: AIOKafkaConsumer, tracked: TrackedPosition) -> None:
        self._consumer = consumer
        self._tracked = tracked

    async def on_partitions_revoked(self, revoked: set[TopicPartition]) -> None:
        """Nothing to do: offsets are committed after every batch."""

    async def on_partitions_assigned(self, assigned: set[TopicPartition]) -> None:
        """Seek each assigned partition to where the projection wants to resume."""
        for tp in sorted(assigned):
            position = await asyncio.to_thread(self._tracked, tp.topic, tp.partition)
            self._consumer.seek(tp, position or 0)
            _log.info("projector assigned", topic=tp.topic, partition=tp.partition, at=position)


@contextmanager
def _record_spans(step: str, records: Sequence[LogRecord]) -> Iterator[None]:
    """One span per record, child of the context in its headers, around applying them."""
    spans = [
        telemetry.tracer().start_span(
            f"memstream.project.{step}",
            context=telemetry.extract_trace_context(record.headers),
            kind=trace.SpanKind.CONSUMER,
            attributes={
                "messaging.destination.name": record.topic,
                "messaging.kafka.partition": record.partition,
                "messaging.kafka.offset": record.offset,
            },
        )
        for record in records
    ]
    try:
        yield
    except Exception as exc:
        for span in spans:
            span.record_exception(exc)
            span.set_status(trace.StatusCode.ERROR)
        raise
    finally:
        for span in spans:
            span.end()
