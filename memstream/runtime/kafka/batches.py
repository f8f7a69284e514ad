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


async def send_batches(producer: Any, records: Iterable[RawRecord]) -> list[Landed]:
    """Send `records` (in order within each partition); once all are acknowledged, return
    where each one landed, in the order given."""
    open_: dict[tuple[str, int], int] = {}  # partition -> its open batch (an index)
    queued: list[tuple[Any, str, int]] = []  # every batch: builder, topic, partition
    slots: list[tuple[int, int]] = []  # every record: its batch, its place in the batch
    acks: dict[int, asyncio.Future[Any]] = {}
    partitions: dict[str, list[int]] = {}
    for record in records:
        tp = (record.topic, await _partition(producer, record, partitions))
        at = open_.get(tp)
        if at is None:
            at = open_[tp] = _open(producer, queued, tp)
        place = queued[at][0].record_count()
        if not _append(queued[at][0], record):  # full: queue it, start the next one
            acks[at] = await _submit(producer, queued[at])
            at = open_[tp] = _open(producer, queued, tp)
            place = 0
            _append(queued[at][0], record)  # a batch always takes its first record
        slots.append((at, place))
    for at in open_.values():
        acks[at] = await _submit(producer, queued[at])
    landed = dict(zip(acks, await asyncio.gather(*acks.values()), strict=True))
    return [
        Landed(queued[at][1], queued[at][2], int(landed[at].offset) + place) for at, place in slots
    ]


async def _submit(producer: Any, batch: tuple[Any, str, int]) -> asyncio.Future[Any]:
    """Close a batch (no `send` may join it) and queue it; its acknowledgement."""
    builder, topic, partition = batch
    builder.close()
    future: asyncio.Future[Any] = await producer.send_batch(builder, topic, partition=partition)
    return future


@dataclass(frozen=True, slots=True)
class Landed:
    """Where a record was appended."""

    topic: str
    partition: int
    offset: int


def _open(producer: Any, queued: list[tuple[Any, str, int]], tp: tuple[str, int]) -> int:
    """A new batch for a topic partition, queued last; its index."""
    queued.append((producer.create_batch(), *tp))
    return len(queued) - 1


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
