"""The log read back by the logical topic names of the live generation.

The API's export, trace and DLQ tools name topics as DESIGN.md does
(`memstream.candidates.v1`); which real topic that is depends on the live generation
(a reprocess writes `...v1.g2`) and, on Kafka, on the namespace. `LiveHistory` maps
the names through the live `Layout` before it reads, the same way on both runtimes.
"""

from __future__ import annotations

from collections.abc import Callable

from memstream.pipeline.layout import Layout
from memstream.ports import LogHistory, LogRecord


class LiveHistory:
    """A `LogHistory` over logical topic names, read from the live generation's topics."""

    def __init__(self, inner: LogHistory, layout: Callable[[], Layout]) -> None:
        self.inner = inner
        self.layout = layout

    def by_key(self, topic: str, key: str, after: int = -1, limit: int = 1000) -> list[LogRecord]:
        """Records of `topic` with partition key `key` (offset above `after`), oldest first."""
        return self.inner.by_key(self.layout().topic(topic), key, after, limit)

    def of_topic(
        self, topic: str, partition: int = 0, start: int = 0, limit: int = 1000
    ) -> list[LogRecord]:
        """Records of one partition of `topic` from offset `start` on."""
        return self.inner.of_topic(self.layout().topic(topic), partition, start, limit)

    def count(self, topic: str) -> int:
        """How many records `topic` holds (all partitions)."""
        return self.inner.count(self.layout().topic(topic))
