"""Emit events to memstream and read memory back: HTTP clients and event builders."""

from memstream.producers.builders import EventFactory
from memstream.producers.client import AsyncMemstreamClient, MemstreamClient
from memstream.producers.errors import (
    EventsRejected,
    MemstreamError,
    MemstreamUnavailable,
    NotFound,
    RequestRefused,
    Unauthorized,
)
from memstream.producers.results import (
    CommandAccepted,
    EmitResult,
    FieldError,
    ForgetPreview,
    ForgetStatus,
    MemoryRecord,
    RecallHit,
    RecallResult,
)

__all__ = [
    "AsyncMemstreamClient",
    "CommandAccepted",
    "EmitResult",
    "EventFactory",
    "EventsRejected",
    "FieldError",
    "ForgetPreview",
    "ForgetStatus",
    "MemoryRecord",
    "MemstreamClient",
    "MemstreamError",
    "MemstreamUnavailable",
    "NotFound",
    "RecallHit",
    "RecallResult",
    "RequestRefused",
    "Unauthorized",
]
