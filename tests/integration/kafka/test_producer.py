from __future__ import annotations

import pytest

from memstream.ports import OutgoingRecord
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.topics import ensure_topics
from tests.integration.kafka.support import read_topic, unique

pytestmark = pytest.mark.kafka


async def test_ensure_topics_creates_once_with_partitions(kafka_bootstrap: str) -> None:
    names = [unique("interactions"), unique("changes")]

    created = await ensure_topics(kafka_bootstrap, 3, names=names)
    again = await ensure_topics(kafka_bootstrap, 3, names=names)

    assert sorted(created) == sorted(names)
    assert again == []


async def test_same_key_lands_in_one_partition_in_order(kafka_bootstrap: str) -> None:
    topic = unique("interactions")
    await ensure_topics(kafka_bootstrap, 3, names=[topic])
    records = [
        OutgoingRecord(topic, "acme:alice", f"event-{n}".encode(), {"note": f"t{n}"})
        for n in range(3)
    ]

    # Write events.
    async with KafkaEventProducer(kafka_bootstrap) as producer:
        positions = await producer.send(records)

    # Same key: same partition, increasing offsets.
    assert {position.partition for position in positions} == {positions[0].partition}
    offsets = [position.offset for position in positions]
    assert offsets == sorted(offsets) and len(set(offsets)) == 3
    assert all(position.topic == topic for position in positions)

    # Read them back, with their keys and headers.
    read = await read_topic(kafka_bootstrap, topic, 3)
    assert [(r.partition, r.offset) for r in read] == [(p.partition, p.offset) for p in positions]
    assert [r.value for r in read] == [b"event-0", b"event-1", b"event-2"]
    assert {r.key for r in read} == {b"acme:alice"}
    # The record's own headers are kept (a traceparent is added when a trace is recorded).
    assert [dict(r.headers)["note"] for r in read] == [f"t{n}".encode() for n in range(3)]


async def test_send_nothing_returns_nothing(kafka_bootstrap: str) -> None:
    async with KafkaEventProducer(kafka_bootstrap) as producer:
        assert await producer.send([]) == []
