"""The embedded runtime's producer: appends to the PostgreSQL log."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace

from opentelemetry import trace

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
        with telemetry.tracer().start_as_current_span(
            "memstream.produce", kind=trace.SpanKind.PRODUCER
        ) as span:
            span.set_attribute("messaging.batch.message_count", len(records))
            traced = [
                replace(r, headers=telemetry.inject_trace_headers(r.headers)) for r in records
            ]
            return self.log.append(traced)
