"""Data keys in PostgreSQL (schema `memstream_keys`), wrapped by a KEK kept outside it.

A row holds a data key only wrapped (AES-GCM, bound to its key id, tenant and user) by
the deployment's current KEK (`trust.kek`); `kek_state` names that KEK. Erasing a user
deletes their rows, keeps a tombstone per key id (a later read tells "erased" from
"never existed") and rotates the KEK in the same transaction: every other live key is
re-wrapped under a new KEK, then the old KEK is destroyed. From then on the erased
user's wrapped keys, wherever a copy of them lies (a dead tuple, the WAL, a backup),
unwrap under no KEK that exists.

Rotation holds a session advisory lock from the new KEK's creation to the old one's
destruction; making a key takes the same lock shared, so no key is ever wrapped under
a KEK about to go. Reading a key takes no lock: a read that lost a race with a rotation
reads the row again. At setup (under the lock) KEKs of the deployment other than the
current one are destroyed: a rotation that died half-way is finished or undone.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

import psycopg
from psycopg_pool import ConnectionPool

from memstream.ports import KeyEncryptionKeys
from memstream.trust.crypto import DataKey, KeyErased, UnknownKey, new_data_key
from memstream.trust.kek import KekMissing, wrapping_aad

SCHEMA: Final = "memstream_keys"
_LOCK_KEY: Final = 0x6D736B79  # "msky"
_REWRAP_CHUNK: Final = 5000
Conn = psycopg.Connection[Any]
Row = tuple[str, str, str, str, bytes]
"""key_id, tenant, user_id, kek_id, wrapped."""

_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.data_keys (
    key_id     text PRIMARY KEY,
    tenant     text NOT NULL,
    user_id    text NOT NULL,
    kek_id     text,
    wrapped    bytea,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant, user_id)
);
ALTER TABLE {SCHEMA}.data_keys ADD COLUMN IF NOT EXISTS kek_id text;
ALTER TABLE {SCHEMA}.data_keys ADD COLUMN IF NOT EXISTS wrapped bytea;
CREATE TABLE IF NOT EXISTS {SCHEMA}.erased_keys (
    key_id    text PRIMARY KEY,
    tenant    text NOT NULL,
    user_id   text NOT NULL,
    erased_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.kek_state (
    singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    deployment text NOT NULL,
    current    text NOT NULL,
    rotated_at timestamptz NOT NULL DEFAULT now()
);
"""
_COLUMNS: Final = "key_id, tenant, user_id, kek_id, wrapped"


class PostgresDataKeyStore:
    """A `DataKeyStore` over PostgreSQL, its keys wrapped by `keks` (see the module docstring)."""

    def __init__(self, pool: ConnectionPool[Any], keks: KeyEncryptionKeys) -> None:
        self.pool, self.keks = pool, keks

    def __repr__(self) -> str:
        return f"PostgresDataKeyStore({self.keks!r})"

    def setup(self) -> None:
        """Create the tables and the first KEK, wrap legacy keys, clean up a dead rotation."""
        with self._exclusive() as conn:
            conn.execute(_DDL)
            deployment, current = self._kek_state(conn)
            self._require(current)
            legacy = _wrap_legacy(conn, self.keks, current)
            for stray in self.keks.held(deployment):
                if stray != current:
                    self.keks.destroy(stray)
        if legacy:
            with self.pool.connection() as conn:  # the plaintext column's bytes go too
                conn.execute(f"VACUUM (FULL, ANALYZE) {SCHEMA}.data_keys")

    def key_for(self, tenant: str, user: str) -> DataKey:
        """The user's live data key, made on first use (one per user, even when racing)."""
        for _ in range(3):
            row = self._row("tenant = %s AND user_id = %s", (tenant, user))
            if row is None:
                row = self._create(tenant, user)
            key = self._opened(row)
            if key is not None:
                return key
        raise KekMissing(f"the data key of {tenant}:{user} is wrapped by no held KEK")

    def key_by_id(self, key_id: str) -> DataKey:
        """A key by id; `KeyErased` when its user was erased, `UnknownKey` if never held."""
        for _ in range(3):
            row = self._row("key_id = %s", (key_id,))
            if row is None:
                break
            key = self._opened(row)
            if key is not None:
                return key
        else:
            raise KekMissing(f"data key {key_id} is wrapped by no held KEK")
        with self.pool.connection() as conn:
            erased = conn.execute(
                f"SELECT 1 FROM {SCHEMA}.erased_keys WHERE key_id = %s", (key_id,)
            ).fetchone()
        if erased:
            raise KeyErased(f"data key {key_id} was erased with its user")
        raise UnknownKey(f"no data key {key_id}")

    def erase(self, tenant: str, user: str) -> int:
        """Delete the user's keys (tombstones stay) and rotate the KEK; how many were deleted."""
        return self._rotate(tenant, user)

    def rotate(self) -> None:
        """Re-wrap every live key under a new KEK and destroy the old one."""
        self._rotate(None, None)

    def current_kek(self) -> str:
        """The id of the KEK wrapping the live keys."""
        with self.pool.connection() as conn:
            row = conn.execute(f"SELECT current FROM {SCHEMA}.kek_state").fetchone()
        if row is None:
            raise KekMissing("the data key store was never set up")
        return str(row[0])

    def _rotate(self, tenant: str | None, user: str | None) -> int:
        with self._exclusive() as conn:
            deployment, old = self._kek_state(conn)
            new = self.keks.create(deployment)
            try:
                with conn.transaction():
                    erased = _delete_user(conn, tenant, user) if tenant and user else 0
                    _rewrap(conn, self.keks, old, new)
                    conn.execute(
                        f"UPDATE {SCHEMA}.kek_state SET current = %s, rotated_at = now()", (new,)
                    )
            except BaseException:
                self._undo(new)
                raise
            self.keks.destroy(old)
        return erased

    def _undo(self, new: str) -> None:
        """After a failed rotation: destroy the new KEK only when it is known not current."""
        try:
            current = self.current_kek()
        except Exception:  # unknown outcome: keep both; the next setup or rotation decides
            return
        if current != new:
            self.keks.destroy(new)

    @contextmanager
    def _exclusive(self) -> Iterator[Conn]:
        """A connection holding the rotation lock (a session lock: it spans commits)."""
        with self.pool.connection() as conn:
            conn.execute("SELECT pg_advisory_lock(%s)", (_LOCK_KEY,))
            try:
                yield conn
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))

    def _kek_state(self, conn: Conn) -> tuple[str, str]:
        """The deployment prefix and current KEK, made on first use (under the lock)."""
        row = conn.execute(f"SELECT deployment, current FROM {SCHEMA}.kek_state").fetchone()
        if row is not None:
            return str(row[0]), str(row[1])
        deployment = uuid.uuid4().hex[:12]
        current = self.keks.create(deployment)
        conn.execute(
            f"INSERT INTO {SCHEMA}.kek_state (deployment, current) VALUES (%s, %s)",
            (deployment, current),
        )
        return deployment, current

    def _require(self, current: str) -> None:
        """Fail at start, not at the first event, when the current KEK is not held."""
        probe = wrapping_aad("probe", "", "")
        self.keks.unwrap(current, self.keks.wrap(current, b"probe", probe), probe)

    def _row(self, where: str, params: Sequence[str]) -> Row | None:
        with self.pool.connection() as conn:
            row = conn.execute(
                f"SELECT {_COLUMNS} FROM {SCHEMA}.data_keys WHERE {where}", params
            ).fetchone()
        return None if row is None else (row[0], row[1], row[2], row[3], bytes(row[4]))

    def _create(self, tenant: str, user: str) -> Row:
        """Insert a new wrapped key under the current KEK (the lock held shared)."""
        fresh = new_data_key(tenant, user)
        with self.pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock_shared(%s)", (_LOCK_KEY,))
            current = conn.execute(f"SELECT current FROM {SCHEMA}.kek_state").fetchone()
            if current is None:
                raise KekMissing("the data key store was never set up")
            aad = wrapping_aad(fresh.key_id, tenant, user)
            wrapped = self.keks.wrap(current[0], fresh.material, aad)
            conn.execute(
                f"INSERT INTO {SCHEMA}.data_keys ({_COLUMNS}) VALUES (%s, %s, %s, %s, %s)"
                " ON CONFLICT (tenant, user_id) DO NOTHING",
                (fresh.key_id, tenant, user, current[0], wrapped),
            )
            row = conn.execute(
                f"SELECT {_COLUMNS} FROM {SCHEMA}.data_keys WHERE tenant = %s AND user_id = %s",
                (tenant, user),
            ).fetchone()
        assert row is not None, "inserted or found in the same transaction"
        return (row[0], row[1], row[2], row[3], bytes(row[4]))

    def _opened(self, row: Row) -> DataKey | None:
        """The data key of a row; None when its KEK was just rotated away (read again)."""
        key_id, tenant, user, kek_id, wrapped = row
        try:
            material = self.keks.unwrap(kek_id, wrapped, wrapping_aad(key_id, tenant, user))
        except KekMissing:
            return None
        return DataKey(key_id, tenant, user, material)


def _delete_user(conn: Conn, tenant: str, user: str) -> int:
    rows = conn.execute(
        f"WITH gone AS (DELETE FROM {SCHEMA}.data_keys"
        " WHERE tenant = %s AND user_id = %s RETURNING key_id, tenant, user_id)"
        f" INSERT INTO {SCHEMA}.erased_keys (key_id, tenant, user_id)"
        " SELECT key_id, tenant, user_id FROM gone ON CONFLICT DO NOTHING"
        " RETURNING key_id",
        (tenant, user),
    ).fetchall()
    return len(rows)


def _rewrap(conn: Conn, keks: KeyEncryptionKeys, old: str, new: str) -> None:
    """Re-wrap every live key from `old` to `new`, a chunk at a time (in the caller's txn)."""
    last = ""
    while True:
        rows = conn.execute(
            f"SELECT {_COLUMNS} FROM {SCHEMA}.data_keys WHERE key_id > %s ORDER BY key_id LIMIT %s",
            (last, _REWRAP_CHUNK),
        ).fetchall()
        if not rows:
            return
        ids, blobs = [], []
        for key_id, tenant, user, kek_id, wrapped in rows:
            aad = wrapping_aad(key_id, tenant, user)
            material = keks.unwrap(kek_id or old, bytes(wrapped), aad)
            ids.append(key_id)
            blobs.append(keks.wrap(new, material, aad))
        conn.execute(
            f"UPDATE {SCHEMA}.data_keys d SET kek_id = %s, wrapped = v.wrapped"
            " FROM unnest(%s::text[], %s::bytea[]) AS v(key_id, wrapped)"
            " WHERE d.key_id = v.key_id",
            (new, ids, blobs),
        )
        last = rows[-1][0]


def _wrap_legacy(conn: Conn, keks: KeyEncryptionKeys, current: str) -> int:
    """Wrap the keys an older version stored in plain (`material`), then drop that column."""
    has_material = conn.execute(
        "SELECT 1 FROM information_schema.columns"
        " WHERE table_schema = %s AND table_name = 'data_keys' AND column_name = 'material'",
        (SCHEMA,),
    ).fetchone()
    if has_material is None:
        return 0
    with conn.transaction():
        rows = conn.execute(
            f"SELECT key_id, tenant, user_id, material FROM {SCHEMA}.data_keys"
        ).fetchall()
        for key_id, tenant, user, material in rows:
            wrapped = keks.wrap(current, bytes(material), wrapping_aad(key_id, tenant, user))
            conn.execute(
                f"UPDATE {SCHEMA}.data_keys SET kek_id = %s, wrapped = %s WHERE key_id = %s",
                (current, wrapped, key_id),
            )
        conn.execute(f"ALTER TABLE {SCHEMA}.data_keys DROP COLUMN material")
    return max(len(rows), 1)
