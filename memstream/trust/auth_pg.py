"""API keys in PostgreSQL, in a schema of their own (`memstream_auth`), apart from the log
and from every read-model generation (a replay never touches them).
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Iterable
from typing import Any, Final

from psycopg_pool import ConnectionPool

from memstream.trust.auth import ApiKey, KeyScope, NewKey, digest, new_token, token_prefix

SCHEMA: Final = "memstream_auth"
_LOCK_KEY: Final = 0x6D736175  # "msau"

_DDL: Final = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.api_keys (
    key_id     text PRIMARY KEY,
    digest     text NOT NULL UNIQUE,
    tenant     text NOT NULL,
    scopes     text[] NOT NULL,
    name       text NOT NULL DEFAULT '',
    prefix     text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS api_keys_tenant_idx ON {SCHEMA}.api_keys (tenant);
CREATE TABLE IF NOT EXISTS {SCHEMA}.secrets (
    name  text PRIMARY KEY,
    value bytea NOT NULL
);
"""
_COLUMNS: Final = "key_id, tenant, scopes, name, created_at, revoked_at, prefix"


def _key(row: Any) -> ApiKey:
    key_id, tenant, scopes, name, created_at, revoked_at, prefix = row
    return ApiKey(
        key_id=key_id,
        tenant=tenant,
        scopes=[KeyScope(s) for s in scopes],
        name=name,
        created_at=created_at,
        revoked_at=revoked_at,
        prefix=prefix,
    )


class PostgresApiKeyStore:
    """Creates, finds, lists and revokes API keys; keeps the server's signing secrets."""

    def __init__(self, pool: ConnectionPool[Any]) -> None:
        self.pool = pool

    def __repr__(self) -> str:
        return "PostgresApiKeyStore()"

    def setup(self) -> None:
        """Create the schema and tables (idempotent, safe against concurrent setups)."""
        with self.pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
            conn.execute(_DDL)

    def create(
        self, tenant: str, scopes: Iterable[KeyScope], name: str = "", token: str | None = None
    ) -> NewKey:
        """A new key for `tenant` (of a `token` the operator chose, else a fresh one)."""
        token = token or new_token(tenant)
        chosen = sorted({KeyScope(s) for s in scopes})
        with self.pool.connection() as conn:
            row = conn.execute(
                f"INSERT INTO {SCHEMA}.api_keys (key_id, digest, tenant, scopes, name, prefix)"
                f" VALUES (%s, %s, %s, %s, %s, %s) RETURNING {_COLUMNS}",
                (uuid.uuid4().hex[:16], digest(token), tenant, chosen, name, token_prefix(token)),
            ).fetchone()
        return NewKey(key=_key(row), token=token)

    def find(self, token: str) -> ApiKey | None:
        """The live (not revoked) key of a token, if any."""
        with self.pool.connection() as conn:
            row = conn.execute(
                f"SELECT {_COLUMNS} FROM {SCHEMA}.api_keys"
                " WHERE digest = %s AND revoked_at IS NULL",
                (digest(token),),
            ).fetchone()
        return None if row is None else _key(row)

    def list(self, tenant: str | None = None, include_revoked: bool = False) -> list[ApiKey]:
        """Keys of `tenant` (every tenant when None), oldest first."""
        where = ["(%(tenant)s::text IS NULL OR tenant = %(tenant)s)"]
        if not include_revoked:
            where.append("revoked_at IS NULL")
        with self.pool.connection() as conn:
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM {SCHEMA}.api_keys WHERE {' AND '.join(where)}"
                " ORDER BY created_at, key_id",
                {"tenant": tenant},
            ).fetchall()
        return [_key(row) for row in rows]

    def revoke(self, key_id: str, tenant: str | None = None) -> bool:
        """Revoke a key (of `tenant` only, when given); False when there was none to revoke."""
        with self.pool.connection() as conn:
            row = conn.execute(
                f"UPDATE {SCHEMA}.api_keys SET revoked_at = now()"
                " WHERE key_id = %s AND revoked_at IS NULL"
                " AND (%s::text IS NULL OR tenant = %s) RETURNING key_id",
                (key_id, tenant, tenant),
            ).fetchone()
        return row is not None

    def secret(self, name: str) -> bytes:
        """A server secret shared by every API process on this database (made once)."""
        with self.pool.connection() as conn:
            conn.execute(
                f"INSERT INTO {SCHEMA}.secrets VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (name, secrets.token_bytes(32)),
            )
            row = conn.execute(
                f"SELECT value FROM {SCHEMA}.secrets WHERE name = %s", (name,)
            ).fetchone()
        assert row is not None
        return bytes(row[0])
