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
from memstream.ports import EventConflict, Position
from memstream.producers import EventFactory
from memstream.producers.records import event_record, idempotency_key
from memstream.schemas.base import Scope
from memstream.schemas.topics import INTERACTIONS
from memstream.trust.crypto import MemoryKeyStore
from memstream.trust.sealing import RecordSealer

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

    assert first == again == Position(INTERACTIONS, 0, 0)
    assert records_in_log(producer) == 1


@pytest.mark.parametrize("changed", ["I like coffee.", "我喜欢咖啡。"])
def test_the_same_id_with_other_content_is_a_conflict_and_nothing_is_appended(
    producer: LogProducer, changed: str
) -> None:
    producer.send_sync([event_record(said("acme", "e1", "I like tea."))])
    batch = [event_record(said("acme", "e2", "new")), event_record(said("acme", "e1", changed))]
    with pytest.raises(EventConflict) as refused:
        producer.send_sync(batch)
    assert refused.value.keys == [idempotency_key("acme", "e1")]
    assert records_in_log(producer) == 1
    # Inside one batch, too.
    twice = [event_record(said("acme", "e3", "one")), event_record(said("acme", "e3", changed))]
    with pytest.raises(EventConflict):
        producer.send_sync(twice)


def test_content_sealed_under_another_key_cannot_be_compared_and_counts_as_a_repeat(
    producer: LogProducer,
) -> None:
    sealer = RecordSealer(MemoryKeyStore())
    [first] = producer.send_sync([event_record(said("acme", "e1", "I like tea."), None, sealer)])
    sealer.erase_user("acme", "ann")  # a retry after the user was erased
    retry = event_record(said("acme", "e1", "I like coffee."), None, sealer)
    assert producer.send_sync([retry]) == [first]


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
