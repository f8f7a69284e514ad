"""`send_batches` says where each record landed, and the API's producer batches big sends.

A fake producer acknowledges each batch with its base offset (the partition's next
offset, as a broker does); a record's offset is that plus its place in its batch.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from aiokafka.producer.message_accumulator import BatchBuilder

from memstream.ports import OutgoingRecord, Position
from memstream.runtime.kafka.batches import Landed, RawRecord, send_batches
from memstream.runtime.kafka.producer import BATCHED_FROM, KafkaEventProducer
from memstream.runtime.kafka.records import ID_HEADER


class _Log:
    """A producer over an in-memory log: batches and single sends get real offsets."""

    def __init__(self, batch_size: int = 512 * 1024, partitions: int = 3) -> None:
        self.batch_size = batch_size
        self.partitions = list(range(partitions))
        self.next: dict[tuple[str, int], int] = {}
        self.batches = 0
        self.singles: list[tuple[str, bytes, Any]] = []

    def create_batch(self) -> BatchBuilder:
        return BatchBuilder(self.batch_size, 0)

    async def partitions_for(self, topic: str) -> set[int]:
        return set(self.partitions)

    def _landed(self, topic: str, partition: int, count: int) -> asyncio.Future[Any]:
        base = self.next.get((topic, partition), 100)
        self.next[(topic, partition)] = base + count
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        done.set_result(SimpleNamespace(topic=topic, partition=partition, offset=base))
        return done

    async def send_batch(self, batch: BatchBuilder, topic: str, *, partition: int) -> Any:
        assert batch.closed(), "a batch is closed before it is queued"
        self.batches += 1
        return self._landed(topic, partition, batch.record_count())

    async def send(self, topic: str, *, value: bytes, key: bytes, headers: Any) -> Any:
        self.singles.append((topic, key, headers))
        return self._landed(topic, 0, 1)


def test_each_record_gets_its_own_offset_across_full_batches() -> None:
    log = _Log(batch_size=1024)
    records = [RawRecord("t", f"k{i}".encode(), b"x" * 300, partition=1) for i in range(10)]
    landed = asyncio.run(send_batches(log, records))
    assert log.batches > 1
    assert landed == [Landed("t", 1, 100 + i) for i in range(10)]


def test_offsets_follow_the_input_order_over_partitions_english_and_chinese() -> None:
    log = _Log()
    keys = ["acme:alice", "租户:用户", "acme:bob", "租户:用户", "acme:alice"]
    landed = asyncio.run(send_batches(log, [RawRecord("events", k.encode(), b"v") for k in keys]))
    assert landed[1].partition == landed[3].partition and landed[3].offset > landed[1].offset
    assert landed[4].partition == landed[0].partition and landed[4].offset > landed[0].offset
    by_partition: dict[int, list[int]] = {}
    for place in landed:
        by_partition.setdefault(place.partition, []).append(place.offset)
    for offsets in by_partition.values():
        assert offsets == list(range(100, 100 + len(offsets)))


def _producer(log: _Log) -> KafkaEventProducer:
    producer = KafkaEventProducer.__new__(KafkaEventProducer)
    producer._producer = log
    return producer


def _events(n: int) -> list[OutgoingRecord]:
    return [
        OutgoingRecord(
            topic="interactions",
            key="acme:alice" if i % 2 else "租户:用户",
            value=f'{{"text": "event {i}"}}'.encode(),
            idempotency_key=f"id-{i}",
        )
        for i in range(n)
    ]


def test_a_big_send_goes_as_batches_with_a_position_per_record() -> None:
    log = _Log(partitions=1)
    positions = asyncio.run(_producer(log).send(_events(BATCHED_FROM + 4)))
    assert log.batches == 1 and log.singles == []
    assert positions == [Position("interactions", 0, 100 + i) for i in range(BATCHED_FROM + 4)]


def test_a_small_send_goes_record_by_record_with_its_id_header() -> None:
    log = _Log(partitions=1)
    positions = asyncio.run(_producer(log).send(_events(2)))
    assert log.batches == 0
    assert positions == [Position("interactions", 0, 100), Position("interactions", 0, 101)]
    (_, key, headers), _ = log.singles
    assert key == "租户:用户".encode()
    assert (ID_HEADER, b"id-0") in headers
