"""Kafka messages <-> the log port's records and `dict[str, str]` headers."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from memstream.ports import LogRecord

KafkaHeaders = list[tuple[str, bytes]]
ID_HEADER: Final = "memstream-id"
"""The header holding an appended event's idempotency key (its tenant and id), so that a
sender taking over a dead sender's claim can find the event in the log."""


def to_kafka(headers: Mapping[str, str]) -> KafkaHeaders:
    """Headers as Kafka wants them: (name, UTF-8 bytes) pairs."""
    return [(name, value.encode()) for name, value in headers.items()]


def from_kafka(headers: Iterable[tuple[str, bytes | None]] | None) -> dict[str, str]:
    """Headers from Kafka as text (undecodable bytes replaced; later names win)."""
    return {name: (value or b"").decode(errors="replace") for name, value in headers or ()}


def log_record(message: Any) -> LogRecord:
    """An aiokafka `ConsumerRecord` as a `LogRecord`."""
    headers = message.headers
    pairs = headers.items() if isinstance(headers, Mapping) else headers
    return LogRecord(
        topic=message.topic,
        partition=message.partition,
        offset=message.offset,
        key=(message.key or b"").decode(errors="replace"),
        value=message.value or b"",
        headers=from_kafka(pairs),
    )
