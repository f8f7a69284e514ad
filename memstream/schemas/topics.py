"""Topic names: the same in Kafka and in the embedded log; the version is in the name."""

from typing import Final

INTERACTIONS: Final = "memstream.interactions.v1"
CANDIDATES: Final = "memstream.candidates.v1"
MEMORY_CHANGES: Final = "memstream.memory-changes.v1"
DLQ: Final = "memstream.dlq.v1"

ALL_TOPICS: Final = (INTERACTIONS, CANDIDATES, MEMORY_CHANGES, DLQ)

DERIVED_TOPICS: Final = (CANDIDATES, MEMORY_CHANGES)
"""Topics the pipeline derives from interactions: a reprocess writes new copies of them."""


def for_pipeline(topic: str, pipeline: int) -> str:
    """A derived topic's name for a pipeline generation (generation 1 keeps the plain name)."""
    if topic not in DERIVED_TOPICS or pipeline == 1:
        return topic
    return f"{topic}.g{pipeline}"
