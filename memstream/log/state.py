"""A stage's state in PostgreSQL (the embedded runtime's `StateTable`) and its cache."""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from memstream.log.postgres import SCHEMA, Conn
from memstream.pipeline.state import DELETED as _DELETED
from memstream.pipeline.state import BufferedMapping
from memstream.ports import StateDecoder, as_stored, shareable, stored_form

_WRITE = (
    f"INSERT INTO {SCHEMA}.state (store, key, value)"
    " SELECT %s, k.key, v.value"
    " FROM json_array_elements_text(%s::json) WITH ORDINALITY AS k(key, n)"
    " JOIN json_array_elements(%s::json) WITH ORDINALITY AS v(value, n) USING (n)"
    " ON CONFLICT (store, key) DO UPDATE SET value = EXCLUDED.value"
)
"""Write a batch's changed keys: the keys and their values as one JSON array each (each
value's text kept as it is, `json` not `jsonb`), not arrays psycopg dumps element by element."""


class PostgresStateTable(BufferedMapping):
    """One stage's state in PostgreSQL, read in the caller's transaction, written on `flush()`.

    Writes are held until the batch ends, so a key changed by many records of one batch
    is written once (one statement for all). Values are stored as `json`, not `jsonb`:
    key order must survive a reload, since outputs are compared byte for byte across
    restarts and replays. Reads go to `known` first (a `StateCache`'s committed values),
    and what was stored as JSON reads back through `decode` (the stage's `decode_state`).
    """

    def __init__(
        self,
        conn: Conn,
        store: str,
        known: Mapping[str, Any] | None = None,
        decode: StateDecoder = as_stored,
    ) -> None:
        super().__init__()
        self._conn = conn
        self._store = store
        self._known = known if known is not None else {}
        self._decode = decode
        self.loaded: dict[str, Any] = {}
        self.flushed: dict[str, Any] = {}

    def _read_back(self, key: str, value: Any) -> Any:
        """A value as it was written: a model kept in memory as it is, JSON decoded."""
        if value is _DELETED or isinstance(value, BaseModel):
            return value
        return self._decode(key, value)

    def _load(self, key: str) -> Any:
        if key in self._known:
            return self._read_back(key, self._known[key])
        if key not in self.loaded:
            row = self._conn.execute(
                f"SELECT value FROM {SCHEMA}.state WHERE store = %s AND key = %s",
                (self._store, key),
            ).fetchone()
            self.loaded[key] = _DELETED if row is None else row[0]
        return self._read_back(key, self.loaded[key])

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
        return iter([(str(key), self._read_back(str(key), value)) for key, value in rows])

    def flush(self) -> None:
        """Write every changed key with the caller's connection (in its transaction)."""
        written, deleted = self._changes()
        if written:
            values = ",".join(map(_stored_json, written.values()))
            self._conn.execute(_WRITE, (self._store, json.dumps(list(written)), f"[{values}]"))
        if deleted:
            self._conn.execute(
                f"DELETE FROM {SCHEMA}.state WHERE store = %s AND key = ANY(%s)",
                (self._store, deleted),
            )
        self.flushed.update(written)
        self.flushed.update(dict.fromkeys(deleted, _DELETED))


def _stored_json(value: Any) -> str:
    """The JSON of a value's `stored_form` (a model dumps itself: the same keys and values,
    without building the dict first)."""
    if isinstance(value, BaseModel):
        return value.model_dump_json(exclude_defaults=True)
    return json.dumps(value)


class StateCache:
    """The committed values of one stage's state that this process has seen (an LRU).

    The embedded runtime hosts each stage in exactly one runner, the store's only
    writer, so the cache stays true as long as a batch's writes enter it only after the
    batch's transaction committed (`committed`). Absent keys are cached too.
    """

    def __init__(
        self, store: str, max_entries: int = 50_000, decode: StateDecoder = as_stored
    ) -> None:
        self.store = store
        self.max_entries = max_entries
        self.decode = decode
        self._values: OrderedDict[str, Any] = OrderedDict()

    def table(self, conn: Conn) -> PostgresStateTable:
        """A table for one batch in `conn`'s transaction, reading through this cache."""
        return PostgresStateTable(conn, self.store, self._values, self.decode)

    def committed(self, table: PostgresStateTable) -> None:
        """The batch committed: what it read and wrote (and deleted) is now the stored value."""
        for key, value in (table.loaded | table.flushed).items():
            self._put(key, value)

    def _put(self, key: str, value: Any) -> None:
        self._values[key] = value if shareable(value) else stored_form(value)
        self._values.move_to_end(key)
        while len(self._values) > self.max_entries:
            self._values.popitem(last=False)
