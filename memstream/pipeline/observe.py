"""How the core reports what it does, without a telemetry library: through the ports.

The kernel and the replay orchestration log through a `Log` and open record spans
through a `RecordTracing`; their metrics leave them as returned counts. The runtimes
pass `memstream.telemetry`'s implementations; here are the quiet defaults.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final

from memstream.ports import Log, LogRecord, RecordTracing, Span

TRACE_HEADERS: Final = ("traceparent", "tracestate")


class _Silent:
    """A `Log` that writes nothing."""

    def debug(self, event: str, *args: Any, **fields: Any) -> None:
        """Nothing."""

    def info(self, event: str, *args: Any, **fields: Any) -> None:
        """Nothing."""

    def warning(self, event: str, *args: Any, **fields: Any) -> None:
        """Nothing."""

    def error(self, event: str, *args: Any, **fields: Any) -> None:
        """Nothing."""


class _NoSpan:
    def set_attribute(self, key: str, value: Any) -> None:
        """Nothing."""


class _Untraced:
    """A `RecordTracing` that records no span and passes the trace context on unchanged."""

    @contextmanager
    def consuming(self, step: str, record: LogRecord) -> Iterator[Span]:
        """No span."""
        yield _NoSpan()

    def forward_headers(self, incoming: Mapping[str, str], extra: dict[str, str]) -> dict[str, str]:
        """`extra` with the incoming trace context."""
        return extra | {name: incoming[name] for name in TRACE_HEADERS if name in incoming}


SILENT: Final[Log] = _Silent()
UNTRACED: Final[RecordTracing] = _Untraced()


@dataclass(frozen=True)
class Observer:
    """Where the core reports: record spans and logs (its metrics are returned counts)."""

    tracing: RecordTracing = UNTRACED
    log: Log = SILENT


QUIET: Final = Observer()


def log_failure(log: Log, message: str, error: BaseException, **fields: Any) -> None:
    """Log a failure without its text at the default level (it may quote user content).

    The error's type goes in the record; its message and traceback only at DEBUG.
    """
    log.error(message, error=type(error).__name__, **fields)
    log.debug(message, exc_info=error, **fields)
