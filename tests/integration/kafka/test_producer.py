from __future__ import annotations

import uuid

import pytest
from psycopg_pool import ConnectionPool

from memstream.log import idempotency
from memstream.log.postgres import SCHEMA, Conn
from memstream.ports import OutgoingRecord
from memstream.runtime.kafka.history import KafkaLogHistory
from memstream.runtime.kafka.producer import IdempotentProducer, KafkaEventProducer
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


def _event(topic: str, text: str) -> OutgoingRecord:
    """An event's record: one user's key, a fresh id."""
    return OutgoingRecord(topic, "acme:alice", text.encode(), {}, f"acme\x1f{uuid.uuid4().hex}")


def _claimed(pool: ConnectionPool[Conn], key: str, seconds_ago: int = 300) -> None:
    """A sender claimed `key` some time ago and never recorded where it landed."""
    with pool.connection() as conn:
        idempotency.setup(conn)
        assert idempotency.claim(conn, [key]) == {key}
        conn.execute(
            f"UPDATE {SCHEMA}.event_ids SET claimed_at = now() - make_interval(secs => %s)"
            " WHERE key = %s",
            (seconds_ago, key),
        )


async def _values(bootstrap: str, topic: str) -> list[bytes]:
    """Every record's value in `topic` (a short wait finds no more than there are)."""
    return [r.value for r in await read_topic(bootstrap, topic, 2, timeout_ms=3000)]


# A dead sender's claim is taken over when it is stale (five minutes old), or when it is
# still pending after the wait for it (claimed a second ago; the retry waits 0.2 s).
@pytest.mark.parametrize(
    ("text", "seconds_ago"),
    [("I live in Berlin.", 300), ("我住在柏林。", 300), ("我住在柏林。", 1)],
)
async def test_an_event_a_dead_sender_appended_is_not_appended_again(
    kafka_bootstrap: str, pg_dsn: str, text: str, seconds_ago: int
) -> None:
    topic = unique("interactions")
    await ensure_topics(kafka_bootstrap, 3, names=[topic])
    event = _event(topic, text)
    assert event.idempotency_key is not None
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        _claimed(pool, event.idempotency_key, seconds_ago)
        async with KafkaEventProducer(kafka_bootstrap) as kafka:
            [first] = await kafka.send([event])  # appended; the sender died before recording it
            history = KafkaLogHistory(kafka_bootstrap)
            producer = IdempotentProducer(kafka, pool, wait_seconds=0.2, landed=history.landed)
            # The retry takes the stale claim over, finds the event in the log, appends nothing,
            # and records where it is.
            assert await producer.send([event]) == [first]
            assert await producer.send([event]) == [first]
    assert await _values(kafka_bootstrap, topic) == [text.encode()]


async def test_an_event_a_dead_sender_never_appended_is_appended(
    kafka_bootstrap: str, pg_dsn: str
) -> None:
    topic = unique("interactions")
    await ensure_topics(kafka_bootstrap, 3, names=[topic])
    event = _event(topic, "I moved to Lisbon.")
    assert event.idempotency_key is not None
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        _claimed(pool, event.idempotency_key)  # and died before sending
        async with KafkaEventProducer(kafka_bootstrap) as kafka:
            history = KafkaLogHistory(kafka_bootstrap)
            producer = IdempotentProducer(kafka, pool, landed=history.landed)
            [position] = await producer.send([event])
            assert await producer.send([event]) == [position]
    assert await _values(kafka_bootstrap, topic) == [b"I moved to Lisbon."]
