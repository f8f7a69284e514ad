"""The profile narrative as recall and the memories API read it: rendered from the user's
memories when it is asked for (`processors.narrative`), never stored."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memstream.ports import MemoryHistoryView, MemoryReader
from memstream.processors.narrative import narrative
from memstream.schemas.memory import Memory


def told_narrative(reader: MemoryReader, tenant: str, user: str) -> list[Memory]:
    """The user's narrative, rendered from what the reader holds now (none when there is
    nothing to say)."""
    told = narrative(tenant, user, reader.narrated(tenant, user))
    return [] if told is None else [told]


@dataclass(frozen=True, slots=True)
class Told:
    """The narrative as a memory with a history: itself, its only version (it is rendered
    when read, so it has no earlier ones)."""

    memory: Memory

    @property
    def versions(self) -> Sequence[Memory]:
        """Its one version."""
        return [self.memory]


def with_narrative(
    reader: MemoryReader, tenant: str, user: str, histories: Sequence[MemoryHistoryView]
) -> list[MemoryHistoryView]:
    """The user's memories with the narrative first (when there is something to say)."""
    return [*(Told(m) for m in told_narrative(reader, tenant, user)), *histories]
