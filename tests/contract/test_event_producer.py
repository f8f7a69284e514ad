"""One contract for every `EventProducer`: the embedded PostgreSQL log and Kafka.

Each adapter is tested as the runtime composes it: the embedded runtime's `LogProducer`,
and on Kafka the `IdempotentProducer` (its event-id registry in PostgreSQL) over a
`KafkaEventProducer`. Records are read back from the log itself.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import pytest_asyncio
from aiokafka import AIOKafkaConsumer
from psycopg_pool import ConnectionPool

from memstream.log import idempotency
from memstream.log.postgres import Conn, PostgresLog
from memstream.log.producer import LogProducer
from memstream.ports import EventProducer, LogRecord, OutgoingRecord
from memstream.runtime.kafka.producer import IdempotentProducer, KafkaEventProducer
from memstream.runtime.kafka.records import log_record
from memstream.runtime.kafka.topics import ensure_topics

PARTITIONS = 2


@dataclass
class LogUnderTest:
    """A producer, a fresh topic of `PARTITIONS` partitions, and a way to read it back."""

    producer: EventProducer
    topic: str
    read: Callable[[str, int], Awaitable[list[LogRecord]]]
    """Every record of a topic (waiting for at least `count` of them), in log order."""


def record(topic: str, key: str, text: str, event_id: str | None = None) -> OutgoingRecord:
    idempotency_key = None if event_id is None else f"acme\x1f{event_id}"
    value = text.encode()
    return OutgoingRecord(topic, key, value, {"origin": "contract"}, idempotency_key)


def pool_for(dsn: str) -> ConnectionPool[Conn]:
    return ConnectionPool(dsn, min_size=1, max_size=4, kwargs={"autocommit": True})


class EventProducerContract:
    """Subclasses provide `log`."""

    async def test_positions_come_back_in_order_and_read_back(self, log: LogUnderTest) -> None:
        sent = [record(log.topic, key, f"{key}-{n}") for n in range(3) for key in ("al", "bo")]
        positions = await log.producer.send(sent)

        assert len(positions) == len(sent)
        assert {p.topic for p in positions} == {log.topic}
        stored = {r.position: r for r in await log.read(log.topic, len(sent))}
        for outgoing, position in zip(sent, positions, strict=True):
            back = stored[position]
            assert (back.key, back.value) == (outgoing.key, outgoing.value)
            assert back.headers.items() >= outgoing.headers.items()
        # One key's records stay in one partition, in the order they were sent.
        for key in ("al", "bo"):
            mine = [p for r, p in zip(sent, positions, strict=True) if r.key == key]
            assert len({p.partition for p in mine}) == 1
            assert [p.offset for p in mine] == sorted(p.offset for p in mine)
            assert len({p.offset for p in mine}) == 3

    async def test_an_event_id_is_appended_once(self, log: LogUnderTest) -> None:
        first = await log.producer.send(
            [
                record(log.topic, "al", "I live in Berlin.", event_id="e1"),
                record(log.topic, "al", "I live in Berlin.", event_id="e1"),
                record(log.topic, "al", "no id: always appended"),
            ]
        )
        # Sent again, even with other content: acknowledged with its first position.
        again = await log.producer.send(
            [record(log.topic, "al", "I live in Paris.", event_id="e1")]
        )

        assert first[1] == first[0] and again == [first[0]]
        stored = await log.read(log.topic, 2)
        assert [r.value for r in stored] == [b"I live in Berlin.", b"no id: always appended"]

    async def test_an_empty_send_appends_nothing(self, log: LogUnderTest) -> None:
        assert await log.producer.send([]) == []
        assert await log.read(log.topic, 0) == []


class TestEmbeddedLogProducer(EventProducerContract):
    @pytest.fixture
    def log(self, pg_dsn: str) -> Iterator[LogUnderTest]:
        with pool_for(pg_dsn) as pool:
            postgres = PostgresLog(pool, PARTITIONS)
            postgres.setup()
            topic = f"contract.{uuid.uuid4().hex}"
            postgres.create_topics([topic])

            async def read(name: str, count: int) -> list[LogRecord]:
                with pool.connection() as conn:
                    return [
                        r
                        for partition in range(PARTITIONS)
                        for r in postgres.read(conn, name, partition, 0, 10_000)
                    ]

            yield LogUnderTest(LogProducer(postgres), topic, read)


@pytest.mark.kafka
class TestKafkaProducer(EventProducerContract):
    @pytest_asyncio.fixture
    async def log(self, kafka_bootstrap: str, pg_dsn: str) -> AsyncIterator[LogUnderTest]:
        topic = f"contract.{uuid.uuid4().hex}"
        await ensure_topics(kafka_bootstrap, PARTITIONS, names=[topic])
        with pool_for(pg_dsn) as pool:
            with pool.connection() as conn:
                idempotency.setup(conn)

            async def read(name: str, count: int) -> list[LogRecord]:
                return await read_kafka(kafka_bootstrap, name, count)

            async with KafkaEventProducer(kafka_bootstrap) as kafka:
                yield LogUnderTest(IdempotentProducer(kafka, pool), topic, read)


async def read_kafka(bootstrap: str, topic: str, count: int) -> list[LogRecord]:
    """Every record of `topic` (at least `count`; a short wait finds no more), per partition."""
    consumer: AIOKafkaConsumer = AIOKafkaConsumer(
        topic, bootstrap_servers=bootstrap, group_id=None, auto_offset_reset="earliest"
    )
    await consumer.start()
    records: list[Any] = []
    try:
        while True:
            batch = await consumer.getmany(timeout_ms=30_000 if len(records) < count else 1_000)
            if not batch:
                break
            records += [message for messages in batch.values() for message in messages]
    finally:
        await consumer.stop()
    return sorted((log_record(r) for r in records), key=lambda r: (r.partition, r.offset))
