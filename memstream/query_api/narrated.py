"""The profile narrative as recall and the memories API read it: rendered from the user's
memories when it is asked for (`processors.narrative`), never stored."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from memstream.ports import MemoryHistoryView, MemoryReader
from memstream.processors.narrative import narrative
from memstream.schemas.memory import Memory

TOLD_USERS: Final = 1024
"""Users whose last narrative is kept (`TellingMemo`)."""


class TellingMemo:
    """Each user's last narrative and the memories it was told from: told again from the very
    same memory objects (the reader keeps the memories it parsed: `projections.snapshots`),
    the narrative is the same, so it is not rendered again (~2 % of a recall)."""

    def __init__(self, capacity: int = TOLD_USERS) -> None:
        self.capacity = capacity
        self._told: dict[tuple[str, str], tuple[tuple[Memory, ...], Memory | None]] = {}
        self._lock = threading.Lock()

    def told(self, tenant: str, user: str, memories: Sequence[Memory]) -> Memory | None:
        """The narrative of these memories (`processors.narrative.narrative`)."""
        key = (tenant, user)
        kept = self._told.get(key)
        if kept is not None and same_objects(kept[0], memories):
            return kept[1]
        told = narrative(tenant, user, memories)
        if self.capacity > 0:
            with self._lock:
                self._told.pop(key, None)
                self._told[key] = (tuple(memories), told)
                while len(self._told) > self.capacity:
                    del self._told[next(iter(self._told))]
        return told

    def clear(self) -> None:
        """Drop every kept narrative (after an erase: an erased user's must not stay in RAM)."""
        with self._lock:
            self._told.clear()

    def __len__(self) -> int:
        return len(self._told)


def same_objects(first: Sequence[Memory], second: Sequence[Memory]) -> bool:
    """Whether both hold the very same objects in the same order."""
    return len(first) == len(second) and all(a is b for a, b in zip(first, second, strict=True))


TELLING: Final = TellingMemo()
"""The process's memo (a narrative is a pure function of its user and memories)."""


def told_narrative(
    reader: MemoryReader, tenant: str, user: str, memo: TellingMemo = TELLING
) -> list[Memory]:
    """The user's narrative, rendered from what the reader holds now (none when there is
    nothing to say)."""
    told = memo.told(tenant, user, reader.narrated(tenant, user))
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
