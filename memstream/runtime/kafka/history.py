"""`LogHistory` on Kafka: reading topics back for export, trace and the DLQ tools.

Each call reads with a consumer of its own (no group, nothing committed), in the
calling thread's own event loop: the API calls it from worker threads. One key's
records are found in the partition the producer's partitioner put them in.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from typing import Any, Final, TypeVar

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.partitioner import DefaultPartitioner

from memstream.ports import LogRecord, OutgoingRecord, Position
from memstream.runtime.kafka.records import ID_HEADER, log_record

T = TypeVar("T")
FETCH_MS: Final = 1000
CLOCK_MARGIN: Final = timedelta(minutes=1)
"""How far before a claim's time (PostgreSQL's clock) a look for its event starts (the
broker stamps records with the producer's clock)."""


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

    def landed(self, records: Sequence[OutgoingRecord], since: datetime) -> dict[str, Position]:
        """Where records with these idempotency keys were appended since `since` (each
        looked for by its id header in its key's partition; a minute's margin for clocks)."""
        wanted = _ids_by_key(records)

        async def find(reader: _Reader) -> dict[str, Position]:
            found: dict[str, Position] = {}
            for (topic, key), ids in wanted.items():
                partitions = await reader.partitions(topic)
                if not partitions:
                    continue
                partition = self._partitioner(key.encode(), partitions, partitions)
                tp = TopicPartition(topic, partition)
                start = await reader.offset_at(tp, since - CLOCK_MARGIN)
                for record in await reader.read(tp, start, None):
                    landed = record.headers.get(ID_HEADER)
                    if landed in ids:
                        found.setdefault(landed, record.position)
            return found

        return self._run(find) if wanted else {}

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


def _ids_by_key(records: Sequence[OutgoingRecord]) -> dict[tuple[str, str], set[str]]:
    """The idempotency keys of `records`, by their topic and partition key."""
    wanted: dict[tuple[str, str], set[str]] = {}
    for record in records:
        if record.idempotency_key is not None:
            wanted.setdefault((record.topic, record.key), set()).add(record.idempotency_key)
    return wanted


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

    async def offset_at(self, tp: TopicPartition, when: datetime) -> int:
        """The first offset of `tp` appended at or after `when` (its end when none was)."""
        stamp = int(when.timestamp() * 1000)
        at = (await self.consumer.offsets_for_times({tp: stamp}))[tp]
        return (await self.consumer.end_offsets([tp]))[tp] if at is None else int(at.offset)

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
