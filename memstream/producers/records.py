"""Interaction events as log records: keyed by user, appended once per (tenant, event id)."""

from __future__ import annotations

from memstream.pipeline.decoded import PRODUCED
from memstream.ports import OutgoingRecord
from memstream.schemas.codec import encode
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import INTERACTIONS
from memstream.trust.sealing import PLAINTEXT, RecordSealer


def idempotency_key(tenant: str, event_id: str) -> str:
    """What makes an event the same event: its tenant and its id."""
    return f"{tenant}\x1f{event_id}"


def event_record(
    event: InteractionEvent,
    headers: dict[str, str] | None = None,
    sealer: RecordSealer = PLAINTEXT,
) -> OutgoingRecord:
    """The record of an event on the interactions topic (sent twice, appended once).

    Its content is sealed under the user's data key by `sealer` (the process's, from
    its stores; `PLAINTEXT` writes it clear).
    """
    content = encode(event)  # once, for the seal and the fingerprint
    value, key = sealer.encode_keyed(event, content=content)
    PRODUCED.remember(value, event, key)  # the extract stage of this process reads it next
    return OutgoingRecord(
        topic=INTERACTIONS,
        key=event.scope.key,
        value=value,
        headers=headers or {},
        idempotency_key=idempotency_key(event.scope.tenant, event.id),
        fingerprint=sealer.fingerprint(event, content),
    )
