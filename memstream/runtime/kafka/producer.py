"""`EventProducer` on Kafka: idempotent, acks=all, keyed by `tenant:user`.

Each record carries the trace context of a `memstream.produce` span in its headers, so
one trace follows an event through every Kafka hop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from types import TracebackType
from typing import Any, Self

from aiokafka import AIOKafkaProducer

from memstream import telemetry
from memstream.log.ports import EventProducer, OutgoingRecord, Position
from memstream.runtime.kafka.records import to_kafka
from memstream.runtime.kafka.topics import namespaced


class KafkaEventProducer:
    """Appends records to Kafka and returns where each one landed."""

    def __init__(self, bootstrap: str, **options: Any) -> None:
        self._producer = AIOKafkaProducer(
            bootstrap_servers=bootstrap,
            enable_idempotence=True,
            acks="all",
            **options,
        )

    async def start(self) -> None:
        """Connect to the cluster."""
        await self._producer.start()

    async def stop(self) -> None:
        """Flush what is pending and disconnect."""
        await self._producer.stop()

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records (in order per key) and wait until all are acknowledged."""
        with telemetry.producing(records) as traced:
            pending = [await self._enqueue(record) for record in traced]
            landed = await asyncio.gather(*pending)
        return [Position(meta.topic, meta.partition, meta.offset) for meta in landed]

    async def _enqueue(self, record: OutgoingRecord) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = await self._producer.send(
            record.topic,
            value=record.value,
            key=record.key.encode(),
            headers=to_kafka(record.headers),
        )
        return future


class NamespacedProducer:
    """An `EventProducer` that sends records for DESIGN.md's topics to a namespace's topics."""

    def __init__(self, producer: EventProducer, namespace: str) -> None:
        self._producer = producer
        self.namespace = namespace

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Send the records to `<namespace><topic>`; return where they landed."""
        moved = [replace(r, topic=namespaced(r.topic, self.namespace)) for r in records]
        return await self._producer.send(moved)
