"""API keys on a real PostgreSQL: stored as digests, found, listed, revoked."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from memstream.trust.auth import KEY_PREFIX, KeyScope
from memstream.trust.auth_pg import SCHEMA, PostgresApiKeyStore


@pytest.fixture
def store(pg_dsn: str) -> Iterator[PostgresApiKeyStore]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
        store = PostgresApiKeyStore(pool)
        store.setup()
        store.setup()  # idempotent
        yield store


def test_a_key_is_found_by_its_token_and_its_token_is_stored_nowhere(
    store: PostgresApiKeyStore, pg_dsn: str
) -> None:
    created = store.create("acme", [KeyScope.RECALL, KeyScope.INGEST], "web app")
    assert created.key.tenant == "acme"
    assert created.key.scopes == [KeyScope.INGEST, KeyScope.RECALL]
    assert store.find(created.token) == created.key
    assert store.find(created.token + "x") is None
    assert created.token not in repr(created)
    with psycopg.connect(pg_dsn) as conn:
        row = conn.execute(f"SELECT string_agg(t::text, '|') FROM {SCHEMA}.api_keys t").fetchone()
    assert row is not None and created.token not in row[0]
    # The secret part: after the prefix and the tenant hint (it may hold "_" itself).
    secret = created.token.removeprefix(KEY_PREFIX).partition("_")[2]
    assert len(secret) >= 40 and secret not in row[0]


def test_keys_are_listed_by_tenant_and_revocation_is_scoped(store: PostgresApiKeyStore) -> None:
    a = store.create("a", [KeyScope.READ])
    b = store.create("b", [KeyScope.ADMIN])
    operator = store.create("*", [KeyScope.ADMIN], "ops")
    assert [k.key_id for k in store.list("a")] == [a.key.key_id]
    assert {k.key_id for k in store.list()} == {a.key.key_id, b.key.key_id, operator.key.key_id}
    # A tenant cannot revoke another tenant's key.
    assert store.revoke(b.key.key_id, tenant="a") is False
    assert store.find(b.token) is not None
    assert store.revoke(b.key.key_id, tenant="b") is True
    assert store.find(b.token) is None
    assert store.revoke(b.key.key_id) is False
    assert [k.key_id for k in store.list("b")] == []
    [revoked] = store.list("b", include_revoked=True)
    assert revoked.revoked_at is not None


def test_the_position_secret_is_made_once_and_shared(store: PostgresApiKeyStore) -> None:
    first = store.secret("position-tokens")
    assert len(first) == 32
    assert store.secret("position-tokens") == first
    assert store.secret("other") != first
