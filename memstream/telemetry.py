"""Logs, traces and metrics: structlog JSON logs, OpenTelemetry spans, Prometheus counters.

Spans are exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Trace
context crosses the log in record headers (W3C `traceparent`), so one trace follows an
event from the producer through every stage to the projectors.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Final

import structlog
from opentelemetry import propagate, trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from prometheus_client import Counter, Gauge, Histogram

from memstream.pipeline.observe import TRACE_HEADERS, Observer, log_failure
from memstream.ports import LogRecord, OutgoingRecord

__all__ = ["count", "log_failure", "logger", "observer", "tracer"]

TRACER_NAME = "memstream"

EVENTS_PROCESSED = Counter(
    "memstream_records_processed_total", "Records processed by a stage or projection", ["step"]
)
RECORDS_DEAD_LETTERED = Counter(
    "memstream_records_dead_lettered_total", "Records sent to the DLQ", ["step"]
)
RECORDS_ERASED = Counter(
    "memstream_records_erased_total",
    "Records skipped because their user was erased (their data key is gone)",
    ["step"],
)
DECISIONS = Counter("memstream_decisions_total", "Memory changes decided, by kind", ["kind"])
RECALL_SECONDS = Histogram("memstream_recall_seconds", "Recall latency in seconds")
CONSUMER_LAG = Gauge("memstream_consumer_lag_records", "Records not yet processed", ["step"])
CANDIDATES_FILTERED = Counter(
    "memstream_candidates_filtered_total",
    "Candidates the extract stage dropped before they were proposed, by reason",
    ["reason"],
)


def count(step: str, counts: Mapping[str, int]) -> None:
    """Export what a step's batch counted (the kernel's and the stage's own counts).

    Names: `processed`, `dead`, `erased`, `decisions.<kind>`, `filtered.<reason>` (fixed
    words, never content); others are not exported.
    """
    for name, n in counts.items():
        if n <= 0:
            continue
        family, _, label = name.partition(".")
        if family == "processed":
            EVENTS_PROCESSED.labels(step).inc(n)
        elif family == "dead":
            RECORDS_DEAD_LETTERED.labels(step).inc(n)
        elif family == "erased":
            RECORDS_ERASED.labels(step).inc(n)
        elif family == "decisions":
            DECISIONS.labels(label).inc(n)
        elif family == "filtered":
            CANDIDATES_FILTERED.labels(reason=label).inc(n)


def configure_logging(level: str = "INFO") -> None:
    """JSON logs on stderr, with the trace id of the current span when there is one."""
    logging.basicConfig(format="%(message)s", stream=sys.stderr, level=level.upper())
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _add_trace_ids,
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level.upper())),
        logger_factory=structlog.PrintLoggerFactory(sys.stderr),
        cache_logger_on_first_use=True,
    )


def _add_trace_ids(_: Any, __: str, event: MutableMapping[str, Any]) -> Mapping[str, Any]:
    context = trace.get_current_span().get_span_context()
    if context.is_valid:
        event["trace_id"] = format(context.trace_id, "032x")
        event["span_id"] = format(context.span_id, "016x")
    return event


def configure_tracing(service_name: str = "memstream") -> None:
    """Export spans over OTLP when an endpoint is configured; otherwise trace nothing.

    Without a provider, no span is recorded (a span per record would cost CPU for
    nobody); trace context still travels in record headers (`forward_trace_headers`).
    """
    if tracing_enabled() or not os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
        return
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    install_tracer_provider(service_name).add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))


def install_tracer_provider(service_name: str = "memstream") -> TracerProvider:
    """The process's SDK tracer provider (installed now if there is none): spans are recorded."""
    provider = trace.get_tracer_provider()
    if isinstance(provider, TracerProvider):
        return provider
    installed = TracerProvider(resource=Resource.create({"service.name": service_name}))
    trace.set_tracer_provider(installed)
    _TRACING.clear()
    return installed


_TRACING: dict[str, bool] = {}
"""Whether spans are recorded, looked up once (it is asked for every record)."""


def tracing_enabled() -> bool:
    """True when spans are recorded (an SDK tracer provider is installed)."""
    if "enabled" not in _TRACING:
        _TRACING["enabled"] = isinstance(trace.get_tracer_provider(), TracerProvider)
    return _TRACING["enabled"]


def tracer() -> trace.Tracer:
    """memstream's tracer."""
    return trace.get_tracer(TRACER_NAME)


def inject_trace_headers(headers: dict[str, str] | None = None) -> dict[str, str]:
    """Headers carrying the current trace context (W3C traceparent)."""
    carrier = dict(headers or {})
    propagate.inject(carrier)
    return carrier


@contextmanager
def producing(records: Sequence[OutgoingRecord]) -> Iterator[list[OutgoingRecord]]:
    """A producer span around a send; yields the records with its trace context in headers."""
    with tracer().start_as_current_span("memstream.produce", kind=trace.SpanKind.PRODUCER) as span:
        span.set_attribute("messaging.batch.message_count", len(records))
        yield [replace(r, headers=inject_trace_headers(r.headers)) for r in records]


class OtelRecordTracing:
    """The kernel's `RecordTracing` over OpenTelemetry (records nothing unless tracing)."""

    @contextmanager
    def consuming(self, step: str, record: LogRecord) -> Iterator[trace.Span]:
        """A consumer span for one record of a stage, a child of the trace in its headers."""
        if not tracing_enabled():
            yield trace.INVALID_SPAN
            return
        context = extract_trace_context(record.headers)
        with tracer().start_as_current_span(
            f"memstream.{step}", context=context, kind=trace.SpanKind.CONSUMER
        ) as span:
            span.set_attribute("messaging.destination.name", record.topic)
            span.set_attribute("messaging.kafka.offset", record.offset)
            yield span

    def forward_headers(self, incoming: Mapping[str, str], extra: dict[str, str]) -> dict[str, str]:
        """Headers for a record derived from one with `incoming` headers: the current span's
        context when tracing, else the incoming trace context passed on unchanged."""
        if tracing_enabled():
            return inject_trace_headers(extra)
        return extra | {name: incoming[name] for name in TRACE_HEADERS if name in incoming}


RECORD_TRACING: Final = OtelRecordTracing()


def observer(name: str) -> Observer:
    """How the core reports from a module of a runtime: OpenTelemetry spans, structlog logs."""
    return Observer(RECORD_TRACING, logger(name))


def extract_trace_context(headers: Mapping[str, str]) -> Context:
    """The trace context carried by a record's headers."""
    return propagate.extract(dict(headers))


def logger(name: str) -> structlog.stdlib.BoundLogger:
    """A structured logger for a module."""
    return structlog.get_logger(name)  # type: ignore[no-any-return]


REPLAY_LOG: Final = logger("memstream.replay")
"""Where replays log (the orchestration in `memstream.pipeline.replay` is given it)."""
