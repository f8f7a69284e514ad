"""The auth dependency: keys from either header, scopes, tenants, and closed undeclared routes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi import APIRouter
from fastapi.testclient import TestClient

from memstream.query_api.auth import public, requires, route_access
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import EdgeConfig
from memstream.query_api.main import create_app
from memstream.query_api.service import RecallService
from memstream.trust.auth import ApiKey, KeyScope, NewKey, digest, new_token, token_prefix
from tests.unit.test_api_routes import SIGNER, FakeProducer, HistoryReader, Waits
from tests.unit.test_recall_score import NOW
from tests.unit.test_recall_service import FakeEmbedder, FakeVectors


@dataclass
class DictKeys:
    """The key-store port over a dict (the PostgreSQL adapter has its own integration test)."""

    keys: dict[str, ApiKey] = field(default_factory=dict)
    lookups: int = 0

    def find(self, token: str) -> ApiKey | None:
        self.lookups += 1
        return self.keys.get(digest(token))

    def create(self, tenant: str, scopes: Any, name: str = "") -> NewKey:
        token = new_token(tenant)
        key = ApiKey(
            key_id=f"{len(self.keys):016x}",
            tenant=tenant,
            scopes=list(scopes),
            name=name,
            created_at=datetime(2026, 3, 1, tzinfo=UTC),
            prefix=token_prefix(token),
        )
        self.keys[digest(token)] = key
        return NewKey(key=key, token=token)

    def list(self, tenant: str | None = None, include_revoked: bool = False) -> list[ApiKey]:
        return [k for k in self.keys.values() if tenant is None or k.tenant == tenant]

    def revoke(self, key_id: str, tenant: str | None = None) -> bool:
        for name, key in list(self.keys.items()):
            if key.key_id == key_id and tenant in (None, key.tenant):
                del self.keys[name]
                return True
        return False


extra = APIRouter()


@extra.get("/v1/undeclared")
async def undeclared() -> dict[str, str]:
    return {"reached": "yes"}


@extra.get("/v1/open", dependencies=[public()])
async def open_route() -> dict[str, str]:
    return {"reached": "yes"}


@extra.get("/v1/tenants/{tenant}/things", dependencies=[requires(KeyScope.READ)])
async def things(tenant: str) -> dict[str, str]:
    return {"tenant": tenant}


@pytest.fixture
def keys() -> DictKeys:
    return DictKeys()


@pytest.fixture
def client(keys: DictKeys) -> Iterator[TestClient]:
    reader = HistoryReader([])
    recall = RecallService(reader, FakeVectors({}), FakeEmbedder(), clock=lambda: NOW)
    services = ApiServices(FakeProducer(), recall, reader, Waits(), lambda: {"runtime": "test"})
    edge = EdgeConfig(auth_required=True, keys=keys, signer=SIGNER, cache_seconds=60)
    app = create_app(services, edge)
    app.include_router(extra)
    with TestClient(app) as test_client:
        yield test_client


def test_a_key_works_from_either_header(client: TestClient, keys: DictKeys) -> None:
    token = keys.create("acme", [KeyScope.READ]).token
    url = "/v1/tenants/acme/things"
    assert client.get(url, headers={"Authorization": f"Bearer {token}"}).status_code == 200
    assert client.get(url, headers={"X-API-Key": token}).status_code == 200
    assert client.get(url, headers={"Authorization": f"Basic {token}"}).status_code == 401


def test_a_tenant_in_the_path_is_checked(client: TestClient, keys: DictKeys) -> None:
    token = keys.create("acme", [KeyScope.READ]).token
    response = client.get("/v1/tenants/other/things", headers={"X-API-Key": token})
    assert response.status_code == 403
    assert "another tenant" in response.json()["detail"]


def test_an_undeclared_route_is_closed_to_everyone(client: TestClient, keys: DictKeys) -> None:
    operator = keys.create("*", list(KeyScope)).token
    response = client.get("/v1/undeclared", headers={"X-API-Key": operator})
    assert response.status_code == 403
    assert "declares no scope" in response.json()["detail"]
    assert client.get("/v1/open").json() == {"reached": "yes"}
    app: Any = client.app
    undeclared_paths = [r.path for r in route_access(app) if r.declared is None]
    assert undeclared_paths == ["/v1/undeclared"]


def test_verified_keys_are_cached_and_a_revocation_here_drops_the_cache(
    client: TestClient, keys: DictKeys
) -> None:
    admin = keys.create("acme", [KeyScope.ADMIN]).token
    reader = keys.create("acme", [KeyScope.READ])
    headers = {"X-API-Key": reader.token}
    for _ in range(3):
        assert client.get("/v1/tenants/acme/things", headers=headers).status_code == 200
    assert keys.lookups == 1
    revoked = client.delete(f"/v1/admin/keys/{reader.key.key_id}", headers={"X-API-Key": admin})
    assert revoked.status_code == 204
    assert client.get("/v1/tenants/acme/things", headers=headers).status_code == 401


def test_a_tenant_admin_makes_keys_for_its_tenant_only(client: TestClient, keys: DictKeys) -> None:
    admin = {"X-API-Key": keys.create("acme", [KeyScope.ADMIN]).token}
    made = client.post(
        "/v1/admin/keys", json={"tenant": "acme", "scopes": ["recall"]}, headers=admin
    )
    assert made.status_code == 201 and made.json()["token"].startswith("msk_acme_")
    other = client.post(
        "/v1/admin/keys", json={"tenant": "other", "scopes": ["read"]}, headers=admin
    )
    assert other.status_code == 403
    operator = client.post(
        "/v1/admin/keys", json={"tenant": "*", "scopes": ["admin"]}, headers=admin
    )
    assert operator.status_code == 403
    listed = client.get("/v1/admin/keys", headers=admin).json()
    assert {k["tenant"] for k in listed} == {"acme"} and "token" not in listed[0]
