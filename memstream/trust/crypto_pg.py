"""Data keys in PostgreSQL, in a schema of their own (`memstream_keys`), apart from the log.

Erasing a user deletes the rows holding their key material and keeps, per key id, a
tombstone without material: a later read tells "erased" from "never existed".
"""

from __future__ import annotations

from typing import Any, Final

from psycopg_pool import ConnectionPool

from memstream.trust.crypto import DataKey, KeyErased, UnknownKey, new_data_key

SCHEMA: Final = "memstream_keys"
_LOCK_KEY: Final = 0x6D736B79  # "msky"

_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.data_keys (
    key_id     text PRIMARY KEY,
    tenant     text NOT NULL,
    user_id    text NOT NULL,
    material   bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (tenant, user_id)
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.erased_keys (
    key_id    text PRIMARY KEY,
    tenant    text NOT NULL,
    user_id   text NOT NULL,
    erased_at timestamptz NOT NULL DEFAULT now()
);
"""


class PostgresDataKeyStore:
    """A `DataKeyStore` over PostgreSQL."""

    def __init__(self, pool: ConnectionPool[Any]) -> None:
        self.pool = pool

    def __repr__(self) -> str:
        return "PostgresDataKeyStore()"

    def setup(self) -> None:
        """Create the schema and tables (idempotent, safe against concurrent setups)."""
        with self.pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
            conn.execute(_DDL)

    def key_for(self, tenant: str, user: str) -> DataKey:
        """The user's live data key, made on first use (one per user, even when racing)."""
        fresh = new_data_key(tenant, user)
        with self.pool.connection() as conn:
            conn.execute(
                f"INSERT INTO {SCHEMA}.data_keys (key_id, tenant, user_id, material)"
                " VALUES (%s, %s, %s, %s) ON CONFLICT (tenant, user_id) DO NOTHING",
                (fresh.key_id, tenant, user, fresh.material),
            )
            row = conn.execute(
                f"SELECT key_id, material FROM {SCHEMA}.data_keys"
                " WHERE tenant = %s AND user_id = %s",
                (tenant, user),
            ).fetchone()
        if row is None:  # erased between the two statements: the user starts again
            return self.key_for(tenant, user)
        return DataKey(row[0], tenant, user, bytes(row[1]))

    def key_by_id(self, key_id: str) -> DataKey:
        """A key by id; `KeyErased` when its user was erased, `UnknownKey` if never held."""
        with self.pool.connection() as conn:
            row = conn.execute(
                f"SELECT tenant, user_id, material FROM {SCHEMA}.data_keys WHERE key_id = %s",
                (key_id,),
            ).fetchone()
            erased = (
                row is None
                and conn.execute(
                    f"SELECT 1 FROM {SCHEMA}.erased_keys WHERE key_id = %s", (key_id,)
                ).fetchone()
            )
        if row is not None:
            return DataKey(key_id, row[0], row[1], bytes(row[2]))
        if erased:
            raise KeyErased(f"data key {key_id} was erased with its user")
        raise UnknownKey(f"no data key {key_id}")

    def erase(self, tenant: str, user: str) -> int:
        """Delete every data key of the user, leaving tombstones; how many were deleted."""
        with self.pool.connection() as conn, conn.transaction():
            rows = conn.execute(
                f"WITH gone AS (DELETE FROM {SCHEMA}.data_keys"
                " WHERE tenant = %s AND user_id = %s RETURNING key_id, tenant, user_id)"
                f" INSERT INTO {SCHEMA}.erased_keys (key_id, tenant, user_id)"
                " SELECT key_id, tenant, user_id FROM gone ON CONFLICT DO NOTHING"
                " RETURNING key_id",
                (tenant, user),
            ).fetchall()
        return len(rows)
