"""A stage's keyed state, as the kernel sees it: a per-record buffer over a runtime's table.

`BufferedState` is what a stage sees: writes reach the backing table only on
`flush()`, which a runtime calls only when the stage returned normally, so a record
that fails leaves the state untouched. Values read are the table's own: a stage treats
them as read-only and assigns a new value to change one (ours are frozen models, or
written back when changed in place), so no read pays for a copy of a user's whole
state. The backing table is a `StateTable` of a runtime: a partition's mapping
(`MappingTable`) in the Kafka runtime and `memstream.log.state.PostgresStateTable` in
the embedded one; both keep JSON and read it back through the stage's `decode_state`, so every store
reads back what was written, in the type it was written in.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, MutableMapping, Sequence
from typing import Any, Final

from pydantic import BaseModel

from memstream.ports import StateDecoder, StateTable, as_stored, stored_form

DELETED: Final[Any] = object()
"""What a buffer holds for a key that is absent (or deleted)."""


def copied(value: Any) -> Any:
    """A copy of a state value a record may change in place (a frozen model is shared)."""
    if isinstance(value, BaseModel):
        return value if value.model_config.get("frozen") else value.model_copy(deep=True)
    return copy.deepcopy(value)


class MappingTable:
    """A plain mapping of JSON values (a Kafka stage's partition, a dict) as a `StateTable`.

    Values are kept in their stored (JSON) form and read back through `decode`; scans
    walk every key.
    """

    def __init__(self, mapping: MutableMapping[str, Any], decode: StateDecoder = as_stored) -> None:
        self._mapping = mapping
        self._decode = decode

    def get(self, key: str, default: Any = None) -> Any:
        """The value of `key`, or `default`."""
        value = self._mapping.get(key, DELETED)
        return default if value is DELETED else self._decode(key, value)

    def __getitem__(self, key: str) -> Any:
        return self._decode(key, self._mapping[key])

    def __setitem__(self, key: str, value: Any) -> None:
        self._mapping[key] = stored_form(value)

    def __delitem__(self, key: str) -> None:
        del self._mapping[key]

    def __contains__(self, key: object) -> bool:
        return key in self._mapping

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every stored (key, value) under `prefix`, in key order."""
        for key in sorted(k for k in list(self._mapping.keys()) if k.startswith(prefix)):
            yield key, self._decode(key, self._mapping[key])

    def prefetch(self, keys: Sequence[str]) -> None:
        """Nothing: the values are in memory."""

    def flush(self) -> None:
        """Nothing: writes reach the mapping at once."""


class BufferedMapping(MutableMapping[str, Any]):
    """Keyed values cached on first read, with changed keys remembered until `flush()`."""

    def __init__(self) -> None:
        self._cache: dict[str, Any] = {}
        self._dirty: set[str] = set()

    def _load(self, key: str) -> Any:
        """The stored value of `key`, or `DELETED` when there is none."""
        raise NotImplementedError

    def flush(self) -> None:
        """Write every changed key to where the values are kept."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        if key not in self._cache:
            self._cache[key] = self._load(key)
        value = self._cache[key]
        if value is DELETED:
            raise KeyError(key)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        """The value of `key`, or `default` (without raising a KeyError when absent)."""
        value = self._cached(key)
        return default if value is DELETED else value

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._cached(key) is not DELETED

    def _cached(self, key: str) -> Any:
        """The buffered value of `key`, loaded on first read; `DELETED` when there is none."""
        cache = self._cache
        if key not in cache:
            cache[key] = self._load(key)
        return cache[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._cache[key] = value
        self._dirty.add(key)

    def __delitem__(self, key: str) -> None:
        self[key]  # raises KeyError when absent
        self._cache[key] = DELETED
        self._dirty.add(key)

    def __iter__(self) -> Iterator[str]:
        raise TypeError("a stage's state is read by key (or scanned by prefix), not iterated")

    def __len__(self) -> int:
        raise TypeError("a stage's state is read by key, not counted")

    def _stored(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """What the backing store holds under `prefix`, in key order."""
        raise NotImplementedError

    def prefetch(self, keys: Sequence[str]) -> None:
        """Read these keys now, in one go (nothing to do unless the store is remote)."""

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every (key, value) under `prefix` in key order, this buffer's changes included."""
        merged = dict(self._stored(prefix))
        for key, value in self._cache.items():
            if key.startswith(prefix):
                merged[key] = value
        for key in sorted(merged):
            if merged[key] is not DELETED:
                yield key, merged[key]

    def _changes(self) -> tuple[dict[str, Any], list[str]]:
        """The changed keys: written values, and deleted keys."""
        keys = sorted(self._dirty)
        self._dirty.clear()
        written = {k: self._cache[k] for k in keys if self._cache[k] is not DELETED}
        return written, [k for k in keys if self._cache[k] is DELETED]


class BufferedState(BufferedMapping):
    """Reads through to `table`; buffers writes and deletes until `flush()`.

    With `copies`, a value read is a copy of the table's (`copied`), so a record that
    changes it in place and then fails leaves the table as it was.
    """

    def __init__(self, table: StateTable, copies: bool = False) -> None:
        super().__init__()
        self._table = table
        self._copies = copies

    def _load(self, key: str) -> Any:
        value = self._table.get(key, DELETED)
        return copied(value) if self._copies and value is not DELETED else value

    def _stored(self, prefix: str) -> Iterator[tuple[str, Any]]:
        return self._table.scan(prefix)

    def prefetch(self, keys: Sequence[str]) -> None:
        """Let the table read the keys this buffer has not seen yet."""
        self._table.prefetch([key for key in keys if key not in self._cache])

    def flush(self) -> None:
        """Write every changed key to the table."""
        written, deleted = self._changes()
        for key, value in written.items():
            self._table[key] = value
        for key in deleted:
            if key in self._table:
                del self._table[key]
