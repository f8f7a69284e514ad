"""A stage's keyed state: a per-record buffer over a runtime's table.

`BufferedState` is what a stage sees: writes reach the backing table only on
`flush()`, which a runtime calls only when the stage returned normally, so a record
that fails leaves the state untouched. Values read are the table's own: a stage treats
them as read-only and assigns a new value to change one (ours parse them into frozen
models), so no read pays for a copy of a user's whole state. The backing table is a
Faust table in the Kafka runtime and `PostgresStateTable` in the embedded one.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import Any

from psycopg.types.json import Json

from memstream.log.postgres import SCHEMA, Conn

_DELETED = object()


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
        raise TypeError("a stage's state is read by key, not iterated")

    def __len__(self) -> int:
        raise TypeError("a stage's state is read by key, not counted")

    def _changes(self) -> tuple[dict[str, Any], list[str]]:
        """The changed keys: written values, and deleted keys."""
        keys = sorted(self._dirty)
        self._dirty.clear()
        written = {k: self._cache[k] for k in keys if self._cache[k] is not _DELETED}
        return written, [k for k in keys if self._cache[k] is _DELETED]


class BufferedState(_BufferedMapping):
    """Reads through to `table`; buffers writes and deletes until `flush()`."""

    def __init__(self, table: MutableMapping[str, Any]) -> None:
        super().__init__()
        self._table = table

    def _load(self, key: str) -> Any:
        return self._table.get(key, _DELETED)

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
    is written once. Values are stored as `json`, not `jsonb`: key order must survive a
    reload, since outputs are compared byte for byte across restarts and replays.
    """

    def __init__(self, conn: Conn, store: str) -> None:
        super().__init__()
        self._conn = conn
        self._store = store

    def _load(self, key: str) -> Any:
        row = self._conn.execute(
            f"SELECT value FROM {SCHEMA}.state WHERE store = %s AND key = %s",
            (self._store, key),
        ).fetchone()
        return _DELETED if row is None else row[0]

    def flush(self) -> None:
        """Write every changed key with the caller's connection (in its transaction)."""
        written, deleted = self._changes()
        with self._conn.cursor() as cursor:
            cursor.executemany(
                f"INSERT INTO {SCHEMA}.state VALUES (%s, %s, %s)"
                " ON CONFLICT (store, key) DO UPDATE SET value = EXCLUDED.value",
                [(self._store, key, Json(value)) for key, value in written.items()],
            )
        if deleted:
            self._conn.execute(
                f"DELETE FROM {SCHEMA}.state WHERE store = %s AND key = ANY(%s)",
                (self._store, deleted),
            )


def clear_store(conn: Conn, store: str) -> None:
    """Drop every key of a stage's state (before reprocessing from the start)."""
    conn.execute(f"DELETE FROM {SCHEMA}.state WHERE store = %s", (store,))
