"""A stage's keyed state: a per-record buffer over a runtime's table.

`BufferedState` is what a stage sees: writes reach the backing table only on
`flush()`, which a runtime calls only when the stage returned normally, so a record
that fails leaves the state untouched. Values read are the table's own: a stage treats
them as read-only and assigns a new value to change one (ours parse them into frozen
models), so no read pays for a copy of a user's whole state. The backing table is a
Faust table in the Kafka runtime and `PostgresStateTable` in the embedded one.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from typing import Any, Protocol

from psycopg.types.json import Json

from memstream.log.postgres import SCHEMA, Conn
from memstream.ports import StateStore, shareable, stored_form

_DELETED = object()


class StateTable(StateStore, Protocol):
    """Where a runtime keeps a stage's state: a `StateStore` that batches its I/O."""

    def prefetch(self, keys: Sequence[str]) -> None:
        """Read these keys now, in one go, if reads are remote (a hint)."""
        ...

    def flush(self) -> None:
        """Make the writes so far reach where the values are kept."""
        ...


class MappingTable:
    """A plain mapping (a Faust table, a dict) as a `StateTable`; scans walk every key."""

    def __init__(self, mapping: MutableMapping[str, Any]) -> None:
        self._mapping = mapping

    def get(self, key: str, default: Any = None) -> Any:
        """The value of `key`, or `default`."""
        return self._mapping.get(key, default)

    def __getitem__(self, key: str) -> Any:
        return self._mapping[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._mapping[key] = stored_form(value)

    def __delitem__(self, key: str) -> None:
        del self._mapping[key]

    def __contains__(self, key: object) -> bool:
        return key in self._mapping

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every stored (key, value) under `prefix`, in key order."""
        for key in sorted(k for k in list(self._mapping.keys()) if k.startswith(prefix)):
            yield key, self._mapping[key]

    def prefetch(self, keys: Sequence[str]) -> None:
        """Nothing: the values are in memory."""

    def flush(self) -> None:
        """Nothing: writes reach the mapping at once."""


class _BufferedMapping(MutableMapping[str, Any]):
    """Keyed values cached on first read, with changed keys remembered until `flush()`."""

    def __init__(self) -> None:
        self._cache: dict[str, Any] = {}
        self._dirty: set[str] = set()

    def _load(self, key: str) -> Any:
        """The stored value of `key`, or `_DELETED` when there is none."""
        raise NotImplementedError

    def flush(self) -> None:
        """Write every changed key to where the values are kept."""
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        if key not in self._cache:
            self._cache[key] = self._load(key)
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
            if merged[key] is not _DELETED:
                yield key, merged[key]

    def _changes(self) -> tuple[dict[str, Any], list[str]]:
        """The changed keys: written values, and deleted keys."""
        keys = sorted(self._dirty)
        self._dirty.clear()
        written = {k: self._cache[k] for k in keys if self._cache[k] is not _DELETED}
        return written, [k for k in keys if self._cache[k] is _DELETED]


class BufferedState(_BufferedMapping):
    """Reads through to `table`; buffers writes and deletes until `flush()`.

    With `copies`, a value read is the table's stored form (a mutable model is dumped),
    so a record that changes it in place and then fails leaves the table as it was.
    """

    def __init__(self, table: StateTable, copies: bool = False) -> None:
        super().__init__()
        self._table = table
        self._copies = copies

    def _load(self, key: str) -> Any:
        value = self._table.get(key, _DELETED)
        return stored_form(value) if self._copies and value is not _DELETED else value

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


class PostgresStateTable(_BufferedMapping):
    """One stage's state in PostgreSQL, read in the caller's transaction, written on `flush()`.

    Writes are held until the batch ends, so a key changed by many records of one batch
    is written once (one statement for all). Values are stored as `json`, not `jsonb`:
    key order must survive a reload, since outputs are compared byte for byte across
    restarts and replays. Reads go to `known` first (a `StateCache`'s committed values).
    """

    def __init__(self, conn: Conn, store: str, known: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self._conn = conn
        self._store = store
        self._known = known if known is not None else {}
        self.loaded: dict[str, Any] = {}
        self.flushed: dict[str, Any] = {}

    def _load(self, key: str) -> Any:
        if key in self._known:
            return self._known[key]
        if key in self.loaded:
            return self.loaded[key]
        row = self._conn.execute(
            f"SELECT value FROM {SCHEMA}.state WHERE store = %s AND key = %s",
            (self._store, key),
        ).fetchone()
        self.loaded[key] = _DELETED if row is None else row[0]
        return self.loaded[key]

    def prefetch(self, keys: Sequence[str]) -> None:
        """Read every key not known yet in one query (absent ones are remembered as absent)."""
        wanted = [key for key in keys if key not in self._known and key not in self._cache]
        if not wanted:
            return
        rows = self._conn.execute(
            f"SELECT key, value FROM {SCHEMA}.state WHERE store = %s AND key = ANY(%s)",
            (self._store, wanted),
        ).fetchall()
        found = {str(key): value for key, value in rows}
        for key in wanted:
            self.loaded[key] = found.get(key, _DELETED)

    def _stored(self, prefix: str) -> Iterator[tuple[str, Any]]:
        pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = self._conn.execute(
            f"SELECT key, value FROM {SCHEMA}.state WHERE store = %s AND key LIKE %s ORDER BY key",
            (self._store, pattern),
        ).fetchall()
        return iter([(str(key), value) for key, value in rows])

    def flush(self) -> None:
        """Write every changed key with the caller's connection (in its transaction)."""
        written, deleted = self._changes()
        if written:
            keys = list(written)
            self._conn.execute(
                f"INSERT INTO {SCHEMA}.state (store, key, value)"
                " SELECT %s, k, v FROM unnest(%b::text[], %b::json[]) AS r(k, v)"
                " ON CONFLICT (store, key) DO UPDATE SET value = EXCLUDED.value",
                (self._store, keys, [Json(stored_form(written[key])) for key in keys]),
            )
        if deleted:
            self._conn.execute(
                f"DELETE FROM {SCHEMA}.state WHERE store = %s AND key = ANY(%s)",
                (self._store, deleted),
            )
        self.flushed.update(written)
        self.flushed.update(dict.fromkeys(deleted, _DELETED))


class StateCache:
    """The committed values of one stage's state that this process has seen (an LRU).

    The embedded runtime hosts each stage in exactly one runner, the store's only
    writer, so the cache stays true as long as a batch's writes enter it only after the
    batch's transaction committed (`committed`). Absent keys are cached too.
    """

    def __init__(self, store: str, max_entries: int = 50_000) -> None:
        self.store = store
        self.max_entries = max_entries
        self._values: OrderedDict[str, Any] = OrderedDict()

    def table(self, conn: Conn) -> PostgresStateTable:
        """A table for one batch in `conn`'s transaction, reading through this cache."""
        return PostgresStateTable(conn, self.store, self._values)

    def committed(self, table: PostgresStateTable) -> None:
        """The batch committed: what it read and wrote (and deleted) is now the stored value."""
        for key, value in (table.loaded | table.flushed).items():
            self._put(key, value)

    def _put(self, key: str, value: Any) -> None:
        self._values[key] = value if shareable(value) else stored_form(value)
        self._values.move_to_end(key)
        while len(self._values) > self.max_entries:
            self._values.popitem(last=False)


def clear_store(conn: Conn, store: str) -> None:
    """Drop every key of a stage's state (before reprocessing from the start)."""
    conn.execute(f"DELETE FROM {SCHEMA}.state WHERE store = %s", (store,))
