"""An event id accepted once for a tenant gets its first position back; it is never re-appended."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from psycopg_pool import ConnectionPool

from memstream.log.postgres import PostgresLog
from memstream.log.producer import LogProducer
from memstream.ports import Position
from memstream.producers import EventFactory
from memstream.producers.records import event_record
from memstream.schemas.base import Scope
from memstream.schemas.topics import INTERACTIONS

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def producer(pg_dsn: str) -> Iterator[LogProducer]:
    pool: ConnectionPool[Any] = ConnectionPool(
        pg_dsn, max_size=8, kwargs={"autocommit": True}, open=True
    )
    log = PostgresLog(pool)
    log.setup()
    yield LogProducer(log)
    pool.close()


def said(tenant: str, event_id: str, text: str) -> Any:
    factory = EventFactory(Scope(tenant=tenant, user="ann"))
    event = factory.message("user", text, time=AT)
    return event.model_copy(update={"id": event_id})


def records_in_log(producer: LogProducer) -> int:
    return sum(producer.log.end_offsets(INTERACTIONS).values())


def test_the_same_event_sent_twice_is_appended_once(producer: LogProducer) -> None:
    # Send an event, then send it again (a client retrying after a timeout).
    [first] = producer.send_sync([event_record(said("acme", "e1", "I like tea."))])
    [again] = producer.send_sync([event_record(said("acme", "e1", "I like tea."))])
    # The same id with other content is the same event: acknowledged, not appended.
    [changed] = producer.send_sync([event_record(said("acme", "e1", "I like coffee."))])

    assert first == again == changed == Position(INTERACTIONS, 0, 0)
    assert records_in_log(producer) == 1


def test_repeats_inside_one_batch_and_other_tenants(producer: LogProducer) -> None:
    batch = [
        event_record(said("acme", "e1", "one")),
        event_record(said("acme", "e1", "one")),
        event_record(said("globex", "e1", "same id, another tenant")),
    ]

    positions = producer.send_sync(batch)

    assert positions[0] == positions[1] != positions[2]
    assert records_in_log(producer) == 2


def test_concurrent_senders_of_one_id_agree(producer: LogProducer) -> None:
    results: list[Position] = []

    def send() -> None:
        results.extend(producer.send_sync([event_record(said("acme", "race", "hello"))]))

    threads = [threading.Thread(target=send) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(set(results)) == 1 and len(results) == 6
    assert records_in_log(producer) == 1
