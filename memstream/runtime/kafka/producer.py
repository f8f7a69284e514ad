"""`EventProducer` on Kafka: idempotent, acks=all, keyed by `tenant:user`.

Each record carries the trace context of a `memstream.produce` span in its headers, so
one trace follows an event through every Kafka hop.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from types import TracebackType
from typing import Any, Final, Self

from aiokafka import AIOKafkaProducer
from psycopg_pool import ConnectionPool

from memstream import telemetry
from memstream.log import idempotency
from memstream.ports import EventProducer, OutgoingRecord, Position
from memstream.runtime.kafka.batches import RawRecord, send_batches
from memstream.runtime.kafka.records import ID_HEADER, to_kafka
from memstream.runtime.kafka.state_table import PRODUCE_BATCH_BYTES
from memstream.runtime.kafka.topics import namespaced

BATCHED_FROM: Final = 8
"""Records in one `send` from which they are appended as producer batches, not one by one."""


class KafkaEventProducer:
    """Appends records to Kafka and returns where each one landed."""

    def __init__(self, bootstrap: str, **options: Any) -> None:
        self._producer = AIOKafkaProducer(
            bootstrap_servers=bootstrap,
            enable_idempotence=True,
            acks="all",
            max_batch_size=PRODUCE_BATCH_BYTES,
            **options,
        )

    async def start(self) -> None:
        """Connect to the cluster."""
        await self._producer.start()

    async def stop(self) -> None:
        """Flush what is pending and disconnect."""
        await self._producer.stop()

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records (in order per key) and wait until all are acknowledged.

        From `BATCHED_FROM` records on, they go as producer batches (one per partition,
        `send_batches`); fewer go one `send` each, which lets concurrent callers' records
        share the producer's open batch.
        """
        with telemetry.producing(records) as traced:
            raw = [_raw(record) for record in traced]
            if len(raw) >= BATCHED_FROM:
                batched = await send_batches(self._producer, raw)
                return [Position(r.topic, r.partition, r.offset) for r in batched]
            pending = [await self._enqueue(record) for record in raw]
            landed = await asyncio.gather(*pending)
        return [Position(meta.topic, meta.partition, meta.offset) for meta in landed]

    async def _enqueue(self, record: RawRecord) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = await self._producer.send(
            record.topic, value=record.value, key=record.key, headers=record.headers
        )
        return future


def _raw(record: OutgoingRecord) -> RawRecord:
    """A record as the producer sends it, its idempotency key in a header."""
    headers = record.headers
    if record.idempotency_key is not None:
        headers = headers | {ID_HEADER: record.idempotency_key}
    return RawRecord(record.topic, record.key.encode(), record.value, headers=to_kafka(headers))


class NamespacedProducer:
    """An `EventProducer` that sends records for DESIGN.md's topics to a namespace's topics.

    A record already naming a topic of the namespace (a dead letter sent back to where
    it came from) goes there as it is.
    """

    def __init__(self, producer: EventProducer, namespace: str) -> None:
        self._producer = producer
        self.namespace = namespace

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Send the records to `<namespace><topic>`; return where they landed."""
        moved = [replace(r, topic=self.topic_of(r.topic)) for r in records]
        return await self._producer.send(moved)

    def topic_of(self, topic: str) -> str:
        """The namespace's topic a record for `topic` goes to."""
        if self.namespace and topic.startswith(self.namespace):
            return topic
        return namespaced(topic, self.namespace)


Landed = Callable[[Sequence[OutgoingRecord], datetime], dict[str, Position]]
"""Where records with these idempotency keys were appended since a time (read from the log)."""


class IdempotentProducer:
    """An `EventProducer` that appends each event id once (a registry in PostgreSQL).

    Ids are claimed before sending and their positions recorded after; an id sent
    again gets its first position back. An id claimed by a sender that died before
    recording it is taken over once the claim is stale, so the event is not lost; when
    that sender died after its send, `landed` finds the event in the log and it is not
    appended again.
    """

    def __init__(
        self,
        producer: EventProducer,
        pool: ConnectionPool[Any],
        wait_seconds: float = 10.0,
        landed: Landed | None = None,
    ) -> None:
        self._producer = producer
        self._pool = pool
        self._wait_seconds = wait_seconds
        self._landed = landed

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Send what was not sent before; return every record's position."""
        keys = [r.idempotency_key for r in records if r.idempotency_key is not None]
        if not keys:
            return await self._producer.send(records)
        ours, known, taken_over = await self._claim(keys, records)
        if taken_over and self._landed is not None:
            found = await self._already_landed(records, taken_over)
            ours, known = ours - found.keys(), known | found
        chosen = idempotency.plan(records, lambda key: key in ours)
        landed = await self._producer.send([records[i] for i in chosen.fresh])
        positions, sent = chosen.positions(records, landed, known)
        await asyncio.to_thread(self._record, sent, idempotency.first_fingerprints(records))
        return positions

    async def _already_landed(
        self, records: Sequence[OutgoingRecord], taken_over: dict[str, datetime]
    ) -> dict[str, Position]:
        """The taken-over ids a dead sender appended before it could record them (now
        recorded), by a look at the log since the earliest of their claims."""
        assert self._landed is not None
        mine = [r for r in records if r.idempotency_key in taken_over]
        found = await asyncio.to_thread(self._landed, mine, min(taken_over.values()))
        if found:
            prints = idempotency.first_fingerprints(records)
            await asyncio.to_thread(self._record, found, prints)
        return found

    async def _claim(
        self, keys: Sequence[str], records: Sequence[OutgoingRecord]
    ) -> tuple[set[str], dict[str, Position], dict[str, datetime]]:
        """The ids this sender must send, the positions of those sent before
        (`EventConflict` when one was sent with other content), and the ids among the
        first whose claim by another sender (stale, or still pending at the deadline) this
        sender took over, with when they were claimed."""
        deadline = time.monotonic() + self._wait_seconds
        while True:
            ours, known, pending = await asyncio.to_thread(self._claim_sync, keys, records)
            waiting = set(keys) - ours - set(known)
            if not waiting or time.monotonic() >= deadline:
                # A claim still pending at the deadline is taken over too: send it.
                taken = {k: when for k, when in pending.items() if k in ours or k in waiting}
                return ours | waiting, known, taken
            await asyncio.sleep(0.05)  # another sender is sending these ids right now

    def _claim_sync(
        self, keys: Sequence[str], records: Sequence[OutgoingRecord]
    ) -> tuple[set[str], dict[str, Position], dict[str, datetime]]:
        with self._pool.connection() as conn:
            idempotency.check_conflicts(records, idempotency.stored_fingerprints(conn, keys))
            pending = idempotency.pending(conn, keys)  # before this claim: others' claims
            ours = idempotency.claim(conn, keys)
            seen = idempotency.known(conn, [k for k in keys if k not in ours])
        return ours, {k: p for k, p in seen.items() if p is not None}, pending

    def _record(self, positions: dict[str, Position], prints: dict[str, str | None]) -> None:
        with self._pool.connection() as conn:
            idempotency.record(conn, positions, prints)
