"""`memstream up --runtime kafka`: not wired yet (issue 3); the pieces are in this package."""

from __future__ import annotations

from memstream.config import Settings


def serve_kafka(settings: Settings) -> None:
    """Refuse clearly until the Kafka composition root exists."""
    raise SystemExit(
        "memstream up --runtime kafka is not available yet: the Kafka stage host, producer "
        f"and projector exist (memstream.runtime.kafka), but the process that wires them "
        f"to {settings.kafka_bootstrap} is still to be written."
    )
