"""The embedded runtime's producer: appends to the PostgreSQL log."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from memstream import telemetry
from memstream.log.ports import OutgoingRecord, Position
from memstream.log.postgres import PostgresLog


class LogProducer:
    """An `EventProducer` over the embedded log; each record carries the trace context."""

    def __init__(self, log: PostgresLog) -> None:
        self.log = log

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records durably and return where each one landed."""
        return await asyncio.to_thread(self.send_sync, records)

    def send_sync(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """The same, for synchronous callers."""
        with telemetry.producing(records) as traced:
            return self.log.append(traced)
