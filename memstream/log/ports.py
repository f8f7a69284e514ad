"""Ports of the event log: what every runtime (embedded, Kafka) provides to stages."""

from __future__ import annotations

from collections.abc import MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Position:
    """Where a record landed: topic, partition, offset."""

    topic: str
    partition: int
    offset: int

    def as_token(self) -> str:
        """A compact string form, `topic/partition/offset`, for APIs and CLIs."""
        return f"{self.topic}/{self.partition}/{self.offset}"


@dataclass(frozen=True, slots=True)
class OutgoingRecord:
    """A record to append: topic, partition key, value bytes, headers."""

    topic: str
    key: str
    value: bytes
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LogRecord:
    """A record read back from the log, with its position."""

    topic: str
    partition: int
    offset: int
    key: str
    value: bytes
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def position(self) -> Position:
        """This record's position."""
        return Position(self.topic, self.partition, self.offset)


class EventProducer(Protocol):
    """Appends records to the log; returns the position of each, in order."""

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records durably and return where each one landed."""
        ...


StateStore = MutableMapping[str, Any]
"""A stage's keyed state: JSON-compatible values by key (a Faust table in Kafka)."""
