"""Records sent as producer batches, one per topic partition at a time (aiokafka's `send_batch`).

`AIOKafkaProducer.send` costs a metadata wait, a partitioner call, an accumulator
lookup and a future per record; a stage batch's outputs and its state (a journal and
a key per memory) are hundreds of records, all known at once. Here each partition's
records go into one `BatchBuilder` (a full one is queued and a new one started), in
order, and the caller awaits one acknowledgement per batch. A record without a
partition gets the one `send` would give it: the default partitioner (murmur2 of the
key over all of the topic's partitions), which the API's producer uses too.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from aiokafka.partitioner import DefaultPartitioner

from memstream.runtime.kafka.records import KafkaHeaders

_partitioner = DefaultPartitioner()


@dataclass(frozen=True, slots=True)
class RawRecord:
    """One record as bytes, to a topic (partition None: by key)."""

    topic: str
    key: bytes
    value: bytes | None
    partition: int | None = None
    headers: KafkaHeaders | None = None


async def send_batches(producer: Any, records: Iterable[RawRecord]) -> None:
    """Send `records` (in order within each partition); return once all are acknowledged."""
    builders: dict[tuple[str, int], Any] = {}
    acks: list[asyncio.Future[Any]] = []
    partitions: dict[str, list[int]] = {}
    for record in records:
        partition = await _partition(producer, record, partitions)
        tp = (record.topic, partition)
        builder = builders.get(tp)
        if builder is None:
            builder = builders[tp] = producer.create_batch()
        if not _append(builder, record):  # full: queue it, start the next one
            acks.append(await producer.send_batch(builder, record.topic, partition=partition))
            builders[tp] = builder = producer.create_batch()
            _append(builder, record)  # a batch always takes its first record
    for (topic, partition), builder in builders.items():
        acks.append(await producer.send_batch(builder, topic, partition=partition))
    await asyncio.gather(*acks)


def _append(builder: Any, record: RawRecord) -> bool:
    """Add `record` to `builder`; False when the batch is full."""
    headers = record.headers or []
    added = builder.append(key=record.key, value=record.value, timestamp=None, headers=headers)
    return added is not None


async def _partition(producer: Any, record: RawRecord, known: dict[str, list[int]]) -> int:
    """The record's partition, else the default partitioner's choice for its key."""
    if record.partition is not None:
        return record.partition
    if record.topic not in known:
        known[record.topic] = sorted(await producer.partitions_for(record.topic))
    partitions = known[record.topic]
    return int(_partitioner(record.key, partitions, partitions))
