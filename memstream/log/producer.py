"""The embedded runtime's producer: appends to the PostgreSQL log, each event id once."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from memstream import telemetry
from memstream.log import idempotency
from memstream.log.postgres import Conn, PostgresLog
from memstream.ports import OutgoingRecord, Position


class LogProducer:
    """An `EventProducer` over the embedded log; each record carries the trace context.

    Records with an idempotency key (events) already appended are not appended again:
    they are acknowledged with their first position, in the same transaction that
    appends the new ones (so concurrent senders of one id agree).
    """

    def __init__(self, log: PostgresLog) -> None:
        self.log = log

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records durably and return where each one landed."""
        return await asyncio.to_thread(self.send_sync, records)

    def send_sync(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """The same, for synchronous callers."""
        with telemetry.producing(records) as traced, self.log.transaction() as conn:
            return append_once(self.log, conn, traced)


def append_once(log: PostgresLog, conn: Conn, records: Sequence[OutgoingRecord]) -> list[Position]:
    """Append what was not appended before (in `conn`'s transaction); every record's position."""
    keys = [r.idempotency_key for r in records if r.idempotency_key is not None]
    if not keys:
        return log.append(records, conn)
    idempotency.lock(conn, keys)
    idempotency.check_conflicts(records, idempotency.stored_fingerprints(conn, keys))
    seen = {k: p for k, p in idempotency.known(conn, keys).items() if p is not None}
    chosen = idempotency.plan(records, lambda key: key not in seen)
    landed = log.append([records[i] for i in chosen.fresh], conn)
    positions, sent = chosen.positions(records, landed, seen)
    idempotency.record(conn, sent, idempotency.first_fingerprints(records))
    return positions
