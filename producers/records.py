"""Interaction events as log records: keyed by user, appended once per (tenant, event id)."""

from __future__ import annotations

from memstream.ports import OutgoingRecord
from memstream.schemas.codec import encode
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import INTERACTIONS


def idempotency_key(tenant: str, event_id: str) -> str:
    """What makes an event the same event: its tenant and its id."""
    return f"{tenant}\x1f{event_id}"


def event_record(event: InteractionEvent, headers: dict[str, str] | None = None) -> OutgoingRecord:
    """The record of an event on the interactions topic (sent twice, appended once)."""
    return OutgoingRecord(
        topic=INTERACTIONS,
        key=event.scope.key,
        value=encode(event),
        headers=headers or {},
        idempotency_key=idempotency_key(event.scope.tenant, event.id),
    )
