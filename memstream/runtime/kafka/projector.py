"""A projector consumer: memory changes → `apply_batch` → commit the Kafka offset.

The offset of a batch is committed only after `apply_batch` returned, so a crash in
between redelivers the batch; the projection's tracking row (written in the same
transaction as its read-model changes) makes the redelivery harmless. Undecodable
changes go to the DLQ and the partition carries on. No projection logic lives here.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from aiokafka import AIOKafkaConsumer, ConsumerRecord, TopicPartition
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.log.dlq import dead_letter_headers
from memstream.log.ports import EventProducer, OutgoingRecord, Position
from memstream.runtime.kafka.records import log_record
from memstream.schemas import topics
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_change

Item = tuple[Position, MemoryChange]
ApplyBatch = Callable[[Sequence[Item]], int | Awaitable[int]]
"""Applies changes and tracks their positions; sync callables run in a worker thread."""

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
        self, config: ProjectorConfig, apply_batch: ApplyBatch, dlq: EventProducer
    ) -> None:
        self.config = config
        self._apply_batch = apply_batch
        self._dlq = dlq
        self._consumer = AIOKafkaConsumer(
            config.topic,
            bootstrap_servers=config.bootstrap,
            group_id=config.group_id,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            isolation_level="read_committed",
        )

    async def start(self) -> None:
        """Join the consumer group."""
        await self._consumer.start()

    async def stop(self) -> None:
        """Leave the consumer group (nothing uncommitted is lost: it is redelivered)."""
        await self._consumer.stop()

    async def run(self, stop: asyncio.Event) -> None:
        """Project batches until `stop` is set."""
        while not stop.is_set():
            await self.step()

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
        items, dead = self._decode(records)
        try:
            if dead:
                await self._dlq.send(dead)
            if items:
                await self._apply(items)
        except Exception:
            _log.exception("projection failed; retrying", step=self.config.name)
            self._consumer.seek(partition, records[0].offset)
            await asyncio.sleep(self.config.retry_backoff_seconds)
            return False
        await self._consumer.commit({partition: records[-1].offset + 1})
        telemetry.EVENTS_PROCESSED.labels(f"project.{self.config.name}").inc(len(items))
        return True

    async def _apply(self, items: Sequence[Item]) -> int:
        if inspect.iscoroutinefunction(self._apply_batch):
            result: Any = await self._apply_batch(items)
        else:
            result = await asyncio.to_thread(self._apply_batch, items)
        return int(await result) if inspect.isawaitable(result) else int(result)

    def _decode(
        self, records: Sequence[ConsumerRecord[bytes, bytes]]
    ) -> tuple[list[Item], list[OutgoingRecord]]:
        items: list[Item] = []
        dead: list[OutgoingRecord] = []
        for raw in records:
            record = log_record(raw)
            try:
                items.append((record.position, decode_change(record.value)))
            except DecodeError as exc:
                headers = dead_letter_headers(record, self.config.name, exc.reason)
                dead.append(
                    OutgoingRecord(self.config.dlq_topic, record.key, record.value, headers)
                )
        return items, dead
