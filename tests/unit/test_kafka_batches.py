"""One producer batch per topic partition, in order (`memstream.runtime.kafka.batches`).

The producer here records what it is handed (aiokafka's own `BatchBuilder`s); the
partition a keyed record gets is the default partitioner's, as `AIOKafkaProducer.send`
would give it.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from aiokafka.partitioner import DefaultPartitioner
from aiokafka.producer.message_accumulator import BatchBuilder

from memstream.runtime.kafka.batches import RawRecord, send_batches

PARTITIONS = [0, 1, 2]


class _RecordingProducer:
    """Hands out real batch builders; remembers each batch sent, acknowledged at once."""

    def __init__(self, batch_size: int) -> None:
        self.batch_size = batch_size
        self.sent: list[tuple[str, int, int]] = []  # topic, partition, records

    def create_batch(self) -> BatchBuilder:
        return BatchBuilder(self.batch_size, 0)

    async def partitions_for(self, topic: str) -> set[int]:
        return set(PARTITIONS)

    async def send_batch(self, batch: BatchBuilder, topic: str, *, partition: int) -> Any:
        self.sent.append((topic, partition, batch.record_count()))
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        done.set_result(SimpleNamespace(offset=0))  # the batch's base offset
        return done


def _sent(records: list[RawRecord], batch_size: int = 512 * 1024) -> list[tuple[str, int, int]]:
    producer = _RecordingProducer(batch_size)
    asyncio.run(send_batches(producer, records))
    return producer.sent


def test_records_of_one_partition_go_in_one_batch() -> None:
    records = [RawRecord("changelog", f"key-{i}".encode(), b"{}", partition=1) for i in range(50)]
    assert _sent(records) == [("changelog", 1, 50)]


def test_a_keyed_record_goes_where_the_default_partitioner_sends_it() -> None:
    keys = [f"acme:user-{i}".encode() for i in range(20)] + ["租户:用户".encode()]
    sent = _sent([RawRecord("outputs", key, b"v") for key in keys])
    expected: dict[int, int] = {}
    for key in keys:
        partition = DefaultPartitioner()(key, PARTITIONS, PARTITIONS)
        expected[partition] = expected.get(partition, 0) + 1
    assert sorted(sent) == sorted(("outputs", p, n) for p, n in expected.items())


def test_a_full_batch_is_sent_and_the_rest_follows_in_the_next() -> None:
    records = [RawRecord("changelog", f"k{i}".encode(), b"x" * 300, partition=0) for i in range(10)]
    sent = _sent(records, batch_size=1024)
    assert [partition for _, partition, _ in sent] == [0] * len(sent)
    assert len(sent) > 1 and sum(count for _, _, count in sent) == 10


def test_a_record_larger_than_a_batch_still_goes() -> None:
    sent = _sent([RawRecord("changelog", b"journal", b"x" * 4096, partition=2)], batch_size=1024)
    assert sent == [("changelog", 2, 1)]
