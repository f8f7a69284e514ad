"""`memstream keys bootstrap` on a real PostgreSQL: the first operator key, once; the
operator's own key from the environment; a metrics-only key in a file for Prometheus."""

from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from psycopg_pool import ConnectionPool
from typer.testing import CliRunner

from memstream.cli.bootstrap import BootstrapError, ensure_metrics_key, ensure_operator
from memstream.cli.main import app
from memstream.trust.auth import ALL_SCOPES, OPERATOR_TENANT, KeyScope, new_token
from memstream.trust.auth_pg import PostgresApiKeyStore


@pytest.fixture
def store(pg_dsn: str) -> Iterator[PostgresApiKeyStore]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        store = PostgresApiKeyStore(pool)
        store.setup()
        yield store


def test_the_first_operator_key_is_made_once(store: PostgresApiKeyStore) -> None:
    created = ensure_operator(store, None)
    assert created is not None and created.key.tenant == OPERATOR_TENANT
    assert set(created.key.scopes) == ALL_SCOPES
    assert store.find(created.token) == created.key
    # Again: one is live, so nothing new (and no token to show).
    assert ensure_operator(store, None) is None
    assert len(store.list(OPERATOR_TENANT)) == 1


def test_the_operators_own_key_is_adopted(store: PostgresApiKeyStore) -> None:
    mine = new_token(OPERATOR_TENANT)
    assert ensure_operator(store, mine) is None
    adopted = store.find(mine)
    assert adopted is not None and adopted.tenant == OPERATOR_TENANT
    assert ensure_operator(store, mine) is None  # idempotent
    assert len(store.list(OPERATOR_TENANT)) == 1


def test_a_bad_revoked_or_tenant_key_is_refused(store: PostgresApiKeyStore) -> None:
    with pytest.raises(BootstrapError, match="not a memstream key"):
        ensure_operator(store, "hunter2")
    tenants = store.create("acme", [KeyScope.READ])
    with pytest.raises(BootstrapError, match="belongs to tenant 'acme'"):
        ensure_operator(store, tenants.token)
    old = store.create(OPERATOR_TENANT, ALL_SCOPES)
    store.revoke(old.key.key_id)
    with pytest.raises(BootstrapError, match="revoked"):
        ensure_operator(store, old.token)


def test_the_metrics_key_is_kept_while_live(store: PostgresApiKeyStore, tmp_path: Path) -> None:
    path = tmp_path / "secrets" / "metrics.key"
    assert ensure_metrics_key(store, path) is True
    token = path.read_text().strip()
    key = store.find(token)
    assert key is not None and key.scopes == [KeyScope.METRICS]
    assert key.tenant == OPERATOR_TENANT
    assert stat.S_IMODE(path.stat().st_mode) == 0o644  # Prometheus runs as another user
    # Kept while it is live; replaced once revoked.
    assert ensure_metrics_key(store, path) is False and path.read_text().strip() == token
    store.revoke(key.key_id)
    assert ensure_metrics_key(store, path) is True and path.read_text().strip() != token


def test_the_command_prints_the_token_once(
    pg_dsn: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMSTREAM_PG_DSN", pg_dsn)
    monkeypatch.delenv("MEMSTREAM_OPERATOR_KEY", raising=False)
    key_file = tmp_path / "metrics.key"
    command = ["keys", "bootstrap", "--metrics-key-file", str(key_file)]
    first = CliRunner().invoke(app, command)
    assert first.exit_code == 0, first.output
    [token] = [line for line in first.stdout.splitlines() if line.startswith("msk_operator_")]
    second = CliRunner().invoke(app, command)
    assert second.exit_code == 0 and token not in second.stdout
    assert "nothing to show" in second.stderr
    refused = CliRunner().invoke(app, command, env={"MEMSTREAM_OPERATOR_KEY": "not-a-key"})
    assert refused.exit_code == 2 and "not a memstream key" in refused.stderr
