"""Records this process just encoded, by their exact bytes, for the steps that read them.

In one process (the embedded runtime, Kafka's `all` role) a stage appends its outputs
and the next step reads the same bytes back moments later: opening the envelope and
validating the JSON again cost the PostgreSQL projection about 40% of its CPU. The
kernel remembers each output's model and the key it was sealed under, keyed by the
bytes it wrote; a reader that finds the bytes it read here takes the model instead of
decoding them. The key is still checked (`RecordSealer.still_open`), so a record of a
user erased meanwhile is skipped exactly as a decode would skip it.

Keyed by content, an entry can only ever stand for the record it was encoded as: a
sealed record's bytes are unique (a fresh nonce), and equal clear bytes decode to an
equal model. Entries of a batch that rolled back are never read and age out. The models
are frozen and shared read-only, as stages already share state values.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Final

from memstream.trust.crypto import DataKey

CAPACITY: Final = 4096
"""Records kept (about one batch of each stage in flight); the oldest go first."""


class DecodedRecords:
    """A bounded map from the bytes of an encoded record to its model and sealing key."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[bytes, tuple[Any, DataKey | None]] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, raw: bytes, model: Any, key: DataKey | None) -> None:
        """Keep `model` (sealed under `key`, None if clear) as what `raw` decodes to."""
        with self._lock:
            self._entries[raw] = (model, key)
            if len(self._entries) > self.capacity:  # O(1); a dict's first key is not
                self._entries.popitem(last=False)

    def recall(self, raw: bytes) -> tuple[Any, DataKey | None] | None:
        """The model and key `raw` was encoded from here, if still kept."""
        with self._lock:
            return self._entries.get(raw)

    def clear(self) -> None:
        """Forget everything (tests)."""
        with self._lock:
            self._entries.clear()


DECODED: Final = DecodedRecords()
"""The stages' outputs this process just encoded (the kernel fills it)."""
PRODUCED: Final = DecodedRecords()
"""The events this process just produced (kept apart: a producer far ahead of the
pipeline must not push out the stages' outputs)."""


def recall(raw: bytes) -> tuple[Any, DataKey | None] | None:
    """The model and key `raw` was encoded from in this process, if still kept."""
    return DECODED.recall(raw) or PRODUCED.recall(raw)
