"""A stage's keyed state in PostgreSQL, written in the stage's own transaction."""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import Any

from psycopg.types.json import Json

from memstream.log.postgres import SCHEMA, Conn

_DELETED = object()


class TransactionalState(MutableMapping[str, Any]):
    """A stage's state store: reads through to PostgreSQL, writes on `flush()`.

    Use one per transaction: `flush()` writes the changed keys with that
    transaction's connection, so state, outputs and position commit together.
    """

    def __init__(self, conn: Conn, store: str) -> None:
        self._conn = conn
        self._store = store
        self._cache: dict[str, Any] = {}
        self._dirty: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        if key not in self._cache:
            row = self._conn.execute(
                f"SELECT value FROM {SCHEMA}.state WHERE store = %s AND key = %s",
                (self._store, key),
            ).fetchone()
            self._cache[key] = _DELETED if row is None else row[0]
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
        """Write every changed key with this transaction's connection."""
        for key in sorted(self._dirty):
            value = self._cache[key]
            if value is _DELETED:
                self._conn.execute(
                    f"DELETE FROM {SCHEMA}.state WHERE store = %s AND key = %s", (self._store, key)
                )
            else:
                self._conn.execute(
                    f"INSERT INTO {SCHEMA}.state VALUES (%s, %s, %s)"
                    " ON CONFLICT (store, key) DO UPDATE SET value = EXCLUDED.value",
                    (self._store, key, Json(value)),
                )
        self._dirty.clear()


def clear_store(conn: Conn, store: str) -> None:
    """Drop every key of a stage's state (before reprocessing from the start)."""
    conn.execute(f"DELETE FROM {SCHEMA}.state WHERE store = %s", (store,))
