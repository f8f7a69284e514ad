"""Topic names: the same in Kafka and in the embedded log; the version is in the name."""

from typing import Final

INTERACTIONS: Final = "memstream.interactions.v1"
CANDIDATES: Final = "memstream.candidates.v1"
MEMORY_CHANGES: Final = "memstream.memory-changes.v1"
DLQ: Final = "memstream.dlq.v1"

ALL_TOPICS: Final = (INTERACTIONS, CANDIDATES, MEMORY_CHANGES, DLQ)
