"""A real embedded system (real PostgreSQL, Qdrant Edge) behind the secured app, with keys."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from psycopg import sql

from memstream.config import Settings
from memstream.query_api.serve import secured_app
from memstream.runtime.composition import EmbeddedSystem, open_embedded
from memstream.trust.auth import ALL_SCOPES, KeyScope
from memstream.trust.auth_pg import PostgresApiKeyStore


@dataclass
class TrustSystem:
    """The system, its secured app and a few keys."""

    system: EmbeddedSystem
    app: FastAPI
    client: TestClient
    store: PostgresApiKeyStore

    def key(self, tenant: str, *scopes: KeyScope) -> str:
        """A fresh key token of `tenant` with `scopes` (all when none given)."""
        return self.store.create(tenant, scopes or ALL_SCOPES).token

    def request(self, method: str, url: str, key: str | None, **kwargs: Any) -> Any:
        """An HTTP request with `key` as a bearer token (none when None)."""
        headers = {} if key is None else {"Authorization": f"Bearer {key}"}
        return self.client.request(method, url, headers=headers, **kwargs)


@pytest.fixture(scope="module")
def module_pg_dsn(pg_admin_dsn: str) -> Iterator[str]:
    """A fresh database for one test module (dropped afterwards)."""
    name = f"t_{uuid.uuid4().hex[:16]}"
    with psycopg.connect(pg_admin_dsn, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield psycopg.conninfo.make_conninfo(pg_admin_dsn, dbname=name)
    with psycopg.connect(pg_admin_dsn, autocommit=True) as admin:
        admin.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


def open_trust_system(data_dir: Path, dsn: str, **settings: Any) -> Iterator[TrustSystem]:
    """Start the system with keys required; stop it afterwards."""
    chosen = Settings(
        data_dir=data_dir, pg_dsn=dsn, poll_interval_seconds=0.05, auth=True, **settings
    )
    system = open_embedded(chosen)
    try:
        app = secured_app(system.api_services(), system.pool, chosen)
        with TestClient(app, base_url="http://127.0.0.1") as client:
            yield TrustSystem(system, app, client, PostgresApiKeyStore(system.pool))
    finally:
        system.close()


@pytest.fixture(scope="module")
def trust(module_pg_dsn: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TrustSystem]:
    """One secured system per test module."""
    yield from open_trust_system(tmp_path_factory.mktemp("trust"), module_pg_dsn)
