"""`EventProducer` on Kafka: idempotent, acks=all, keyed by `tenant:user`."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from types import TracebackType
from typing import Any, Self

from aiokafka import AIOKafkaProducer

from memstream.log.ports import OutgoingRecord, Position
from memstream.runtime.kafka.records import to_kafka


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
        pending = [await self._enqueue(record) for record in records]
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
