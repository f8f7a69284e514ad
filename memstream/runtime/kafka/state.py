"""A stage's view of its Faust table for one record: reads cached, writes on `flush()`.

Same contract as the embedded runtime's `TransactionalState`: a value read is a copy
(change it and assign it back to keep the change), and nothing reaches the table
(and so its changelog) unless the stage returned normally.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, MutableMapping
from typing import Any

_DELETED = object()


class BufferedState(MutableMapping[str, Any]):
    """Reads through to `table`; buffers writes and deletes until `flush()`."""

    def __init__(self, table: MutableMapping[str, Any]) -> None:
        self._table = table
        self._cache: dict[str, Any] = {}
        self._dirty: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        if key not in self._cache:
            present = key in self._table
            self._cache[key] = copy.deepcopy(self._table[key]) if present else _DELETED
        value = self._cache[key]
        if value is _DELETED:
            raise KeyError(key)
        return value

    def __setitem__(self, key: str, value: Any) -> None:
        self._cache[key] = value
        self._dirty.add(key)

    def __delitem__(self, key: str) -> None:
        self[key]  # raises KeyError when absent
        self._cache[key] = _DELETED
        self._dirty.add(key)

    def __iter__(self) -> Iterator[str]:
        raise TypeError("a stage's state is read by key, not iterated")

    def __len__(self) -> int:
        raise TypeError("a stage's state is read by key, not counted")

    def flush(self) -> None:
        """Write every changed key to the table (each write goes to its changelog)."""
        for key in sorted(self._dirty):
            value = self._cache[key]
            if value is not _DELETED:
                self._table[key] = value
            elif key in self._table:
                del self._table[key]
        self._dirty.clear()
