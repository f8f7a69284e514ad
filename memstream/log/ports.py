"""The log's ports, now kept with every other port in `memstream.ports` (import from there)."""

from memstream.ports import (
    EventProducer,
    InMemoryState,
    LogRecord,
    OutgoingRecord,
    Position,
    StateStore,
)

__all__ = [
    "EventProducer",
    "InMemoryState",
    "LogRecord",
    "OutgoingRecord",
    "Position",
    "StateStore",
]
