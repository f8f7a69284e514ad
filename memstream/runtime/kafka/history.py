"""`LogHistory` on Kafka: reading topics back for export, trace and the DLQ tools.

Each call reads with a consumer of its own (no group, nothing committed), in the
calling thread's own event loop: the API calls it from worker threads. One key's
records are found in the partition the producer's partitioner put them in.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, Final, TypeVar

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.partitioner import DefaultPartitioner

from memstream.ports import LogRecord
from memstream.runtime.kafka.records import log_record

T = TypeVar("T")
FETCH_MS: Final = 1000


class KafkaLogHistory:
    """Reads memstream's Kafka topics back, oldest first."""

    def __init__(self, bootstrap: str) -> None:
        self.bootstrap = bootstrap
        self._partitioner = DefaultPartitioner()

    def by_key(self, topic: str, key: str, after: int = -1, limit: int = 1000) -> list[LogRecord]:
        """Records of `topic` with partition key `key` (offset above `after`), oldest first."""

        async def read(reader: _Reader) -> list[LogRecord]:
            partitions = await reader.partitions(topic)
            if not partitions:
                return []
            raw_key = key.encode()
            partition = self._partitioner(raw_key, partitions, partitions)
            found = await reader.read(TopicPartition(topic, partition), after + 1, None)
            return [record for record in found if record.key == key][:limit]

        return self._run(read)

    def of_topic(
        self, topic: str, partition: int = 0, start: int = 0, limit: int = 1000
    ) -> list[LogRecord]:
        """Records of one partition of `topic` from offset `start` on."""

        async def read(reader: _Reader) -> list[LogRecord]:
            if partition not in await reader.partitions(topic):
                return []
            return await reader.read(TopicPartition(topic, partition), start, limit)

        return self._run(read)

    def count(self, topic: str) -> int:
        """How many records `topic` holds (all partitions)."""

        async def count(reader: _Reader) -> int:
            parts = [TopicPartition(topic, p) for p in await reader.partitions(topic)]
            if not parts:
                return 0
            ends = await reader.consumer.end_offsets(parts)
            starts = await reader.consumer.beginning_offsets(parts)
            return sum(ends[tp] - starts[tp] for tp in parts)

        return self._run(count)

    def _run(self, work: Callable[[_Reader], Awaitable[T]]) -> T:
        async def run() -> T:
            reader = _Reader(self.bootstrap)
            await reader.start()
            try:
                return await work(reader)
            finally:
                await reader.stop()

        return asyncio.run(run())


class _Reader:
    """A consumer (no group) and an admin client, for one call."""

    def __init__(self, bootstrap: str) -> None:
        self.consumer = AIOKafkaConsumer(
            bootstrap_servers=bootstrap, group_id=None, enable_auto_commit=False
        )
        self.admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)

    async def start(self) -> None:
        await self.consumer.start()
        await self.admin.start()

    async def stop(self) -> None:
        await self.consumer.stop()
        await self.admin.close()

    async def partitions(self, topic: str) -> list[int]:
        """The partitions of `topic` (none when it does not exist)."""
        described = await self.admin.describe_topics([topic])
        return sorted(int(p["partition"]) for t in described for p in t["partitions"])

    async def read(self, tp: TopicPartition, start: int, limit: int | None) -> list[LogRecord]:
        """Records of one partition from `start` to its current end (at most `limit`)."""
        consumer = self.consumer
        end = (await consumer.end_offsets([tp]))[tp]
        first = max(start, (await consumer.beginning_offsets([tp]))[tp])
        records: list[Any] = []
        if first >= end:
            return []
        consumer.assign([tp])
        consumer.seek(tp, first)
        while records[-1].offset < end - 1 if records else True:
            if limit is not None and len(records) >= limit:
                break
            batch = await consumer.getmany(tp, timeout_ms=FETCH_MS)
            if not batch:
                break
            records += batch.get(tp, [])
        return [log_record(r) for r in (records if limit is None else records[:limit])]
