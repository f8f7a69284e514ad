"""Emit events to memstream: HTTP clients for apps, event builders, and the log producer."""

from memstream.producers.builders import EventFactory
from memstream.producers.client import (
    AsyncMemstreamClient,
    EmitResult,
    EventsRejected,
    MemstreamClient,
)

__all__ = [
    "AsyncMemstreamClient",
    "EmitResult",
    "EventFactory",
    "EventsRejected",
    "MemstreamClient",
]
