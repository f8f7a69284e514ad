"""Tenant isolation, route by route, on a real embedded system with keys required.

`ROUTES` holds one request per route of the app, aimed at a tenant. For every route:
no key is 401; tenant A's key (every scope) aimed at tenant B is refused; B's key
without the route's scope is refused; B's key with it passes. A route added to the
app without an entry here fails `test_every_route_is_in_the_matrix`.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.query_api.auth import route_access
from memstream.schemas import topics
from memstream.trust.auth import ALL_SCOPES, KeyScope
from memstream.trust.crypto import KeyErased
from tests.e2e.trust_system import TrustSystem, module_pg_dsn, trust

pytestmark = pytest.mark.slow
__all__ = ["module_pg_dsn", "trust"]

A, B = "tenant-a", "tenant-b"
USER = "matrix-user"
COMMAND = str(uuid.uuid4())


def event(tenant: str) -> dict[str, Any]:
    return {
        "id": f"matrix-{uuid.uuid4()}",
        "type": "message.posted",
        "time": datetime.now(UTC).isoformat(),
        "scope": {"tenant": tenant, "user": USER},
        "payload": {"role": "user", "content": "I prefer tea to coffee."},
    }


@dataclass(frozen=True)
class Entry:
    """A request to one route, aimed at a tenant, and what that route needs."""

    method: str
    path: str
    scope: KeyScope | None
    build: Callable[[str, Context], dict[str, Any]]
    operator: bool = False
    foreign: frozenset[int] = frozenset({403})
    """What a key of another tenant gets (a revocation answers 404: no such key of yours)."""


@dataclass
class Context:
    """Keys made for the run, by tenant."""

    victim_key_id: str


def _url(template: str, **values: str) -> str:
    return template.format(**values)


ROUTES: list[Entry] = [
    Entry("GET", "/healthz", None, lambda t, c: {"url": "/healthz"}),
    # The memory page is static; each API call it makes carries the user's key.
    Entry("GET", "/ui", None, lambda t, c: {"url": "/ui"}),
    Entry("GET", "/ui/", None, lambda t, c: {"url": "/ui/"}),
    Entry("GET", "/ui/{name}", None, lambda t, c: {"url": "/ui/app.js"}),
    Entry(
        "GET",
        "/v1/admin/stats",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/stats", "params": {"tenant": t}},
    ),
    Entry(
        "GET",
        "/v1/admin/trace/{memory_id}",
        KeyScope.ADMIN,
        lambda t, c: {"url": f"/v1/admin/trace/{COMMAND}", "params": {"tenant": t, "user": USER}},
    ),
    Entry(
        "GET", "/v1/admin/dlq", KeyScope.ADMIN, lambda t, c: {"url": "/v1/admin/dlq"}, operator=True
    ),
    Entry(
        "POST",
        "/v1/admin/dlq/redrive",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/dlq/redrive", "json": {"positions": []}},
        operator=True,
    ),
    Entry("GET", "/metrics", KeyScope.METRICS, lambda t, c: {"url": "/metrics"}, operator=True),
    Entry(
        "POST",
        "/v1/events",
        KeyScope.INGEST,
        lambda t, c: {"url": "/v1/events", "json": [event(t)]},
    ),
    Entry(
        "POST",
        "/v1/recall",
        KeyScope.RECALL,
        lambda t, c: {"url": "/v1/recall", "json": {"tenant": t, "user": USER, "query": "tea"}},
    ),
    Entry(
        "GET",
        "/v1/users/{user}/memories",
        KeyScope.READ,
        lambda t, c: {"url": f"/v1/users/{USER}/memories", "params": {"tenant": t}},
    ),
    Entry(
        "GET",
        "/v1/users/{user}/export",
        KeyScope.READ,
        lambda t, c: {"url": f"/v1/users/{USER}/export", "params": {"tenant": t}},
    ),
    Entry(
        "GET",
        "/v1/users/{user}/events",
        KeyScope.READ,
        lambda t, c: {"url": f"/v1/users/{USER}/events", "params": {"tenant": t}},
    ),
    Entry(
        "GET",
        "/v1/export",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/export", "params": {"tenant": t}},
    ),
    Entry(
        "POST",
        "/v1/users/{user}/forget/preview",
        KeyScope.READ,
        lambda t, c: {
            "url": f"/v1/users/{USER}/forget/preview",
            "json": {"tenant": t, "match": "tea"},
        },
    ),
    Entry(
        "POST",
        "/v1/users/{user}/forget",
        KeyScope.INGEST,
        lambda t, c: {
            "url": f"/v1/users/{USER}/forget",
            "json": {"tenant": t, "match": "nothing-here"},
        },
    ),
    Entry(
        "GET",
        "/v1/users/{user}/forget/{command_id}",
        KeyScope.READ,
        lambda t, c: {"url": f"/v1/users/{USER}/forget/{COMMAND}", "params": {"tenant": t}},
    ),
    Entry(
        "POST",
        "/v1/users/{user}/erase",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/users/erased-user/erase", "json": {"tenant": t}},
    ),
    Entry(
        "GET",
        "/v1/users/{user}/erase/{command_id}",
        KeyScope.ADMIN,
        lambda t, c: {"url": f"/v1/users/{USER}/erase/{COMMAND}", "params": {"tenant": t}},
    ),
    Entry(
        "POST",
        "/v1/admin/keys",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/keys", "json": {"tenant": t, "scopes": ["read"]}},
    ),
    Entry(
        "GET",
        "/v1/admin/keys",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/keys", "params": {"tenant": t}},
    ),
    Entry(
        "DELETE",
        "/v1/admin/keys/{key_id}",
        KeyScope.ADMIN,
        lambda t, c: {"url": f"/v1/admin/keys/{c.victim_key_id}"},
        foreign=frozenset({404}),
    ),
    # Replay rebuilds every tenant: the body is invalid on purpose, so passing auth starts nothing.
    Entry(
        "POST",
        "/v1/admin/replay",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/replay", "json": {"kind": "not-a-kind"}},
        operator=True,
    ),
    Entry(
        "GET",
        "/v1/admin/replay",
        KeyScope.ADMIN,
        lambda t, c: {"url": "/v1/admin/replay"},
        operator=True,
    ),
]
IDS = [f"{e.method} {e.path}" for e in ROUTES]
KEYED = [e for e in ROUTES if e.scope is not None]
KEYED_IDS = [f"{e.method} {e.path}" for e in KEYED]


@pytest.fixture(scope="module")
def keys(trust: TrustSystem) -> Iterator[dict[str, str]]:
    yield {
        "a": trust.key(A),
        "b": trust.key(B),
        "operator": trust.key("*"),
    }


def send(trust: TrustSystem, entry: Entry, tenant: str, key: str | None, ctx: Context) -> Any:
    request = entry.build(tenant, ctx)
    return trust.request(entry.method, request.pop("url"), key, **request)


def victim(trust: TrustSystem, tenant: str) -> Context:
    return Context(victim_key_id=trust.store.create(tenant, [KeyScope.READ]).key.key_id)


def test_every_route_is_in_the_matrix(trust: TrustSystem) -> None:
    routes = route_access(trust.app)
    assert {(r.method, r.path) for r in routes} == {(e.method, e.path) for e in ROUTES}
    undeclared = [r.path for r in routes if r.declared is None]
    assert undeclared == [], "routes without a scope declaration"
    declared = {(r.method, r.path): r.declared for r in routes}
    for entry in ROUTES:
        needed = declared[(entry.method, entry.path)]
        assert needed is not None and (needed.scope, needed.operator) == (
            entry.scope,
            entry.operator,
        )


@pytest.mark.parametrize("entry", ROUTES, ids=IDS)
def test_no_key_is_401_except_health(trust: TrustSystem, entry: Entry) -> None:
    response = send(trust, entry, B, None, victim(trust, B))
    expected = 200 if entry.scope is None else 401
    assert response.status_code == expected, response.text
    if expected == 401:
        assert response.headers["www-authenticate"] == "Bearer"
        garbage = send(trust, entry, B, "msk_x_" + "A" * 43, victim(trust, B))
        assert garbage.status_code == 401


@pytest.mark.parametrize("entry", KEYED, ids=KEYED_IDS)
def test_a_key_of_tenant_a_cannot_reach_tenant_b(
    trust: TrustSystem, keys: dict[str, str], entry: Entry
) -> None:
    ctx = victim(trust, B)
    response = send(trust, entry, B, keys["a"], ctx)
    assert response.status_code in entry.foreign, response.text
    if entry.path == "/v1/admin/keys/{key_id}":
        assert [k.key_id for k in trust.store.list(B)].count(ctx.victim_key_id) == 1


@pytest.mark.parametrize("entry", KEYED, ids=KEYED_IDS)
def test_a_key_without_the_routes_scope_is_403(trust: TrustSystem, entry: Entry) -> None:
    assert entry.scope is not None
    lacking = trust.key(B, *(ALL_SCOPES - {entry.scope}))
    response = send(trust, entry, B, lacking, victim(trust, B))
    assert response.status_code == 403, response.text
    assert entry.scope in response.json()["detail"]


@pytest.mark.parametrize("entry", KEYED, ids=KEYED_IDS)
def test_the_right_key_passes(trust: TrustSystem, keys: dict[str, str], entry: Entry) -> None:
    key = keys["operator"] if entry.operator else trust.key(B, entry.scope)  # type: ignore[arg-type]
    response = send(trust, entry, B, key, victim(trust, B))
    assert response.status_code not in (401, 403), response.text
    if entry.operator:
        tenant_admin = send(trust, entry, B, keys["b"], victim(trust, B))
        assert tenant_admin.status_code == 403


def test_a_batch_naming_another_tenant_writes_nothing(
    trust: TrustSystem, keys: dict[str, str]
) -> None:
    history = trust.system.api_services().history
    assert history is not None
    before = history.count(topics.INTERACTIONS)
    response = trust.request("POST", "/v1/events", keys["a"], json=[event(A), event(B)])
    assert response.status_code == 403
    assert history.count(topics.INTERACTIONS) == before


def test_a_position_of_tenant_b_does_not_serve_a_wait_of_tenant_a(
    trust: TrustSystem, keys: dict[str, str]
) -> None:
    emitted = trust.request("POST", "/v1/events", keys["b"], json=[event(B)])
    token = emitted.json()["accepted"][0]["position"]
    # B's own wait works.
    ok = {"tenant": B, "user": USER, "wait_for": [token], "wait_timeout_ms": 10_000}
    assert trust.request("POST", "/v1/recall", keys["b"], json=ok).status_code == 200
    # A's key, on A's tenant, with B's token: refused, nothing waited.
    stolen = {**ok, "tenant": A}
    response = trust.request("POST", "/v1/recall", keys["a"], json=stolen)
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "wait_for", 0]
    status_url = f"/v1/users/{USER}/forget/{COMMAND}"
    forged = trust.request("GET", status_url, keys["a"], params={"tenant": A, "position": token})
    assert forged.status_code == 422


def test_the_operator_reaches_every_tenant(trust: TrustSystem, keys: dict[str, str]) -> None:
    for tenant in (A, B):
        url = f"/v1/users/{USER}/memories"
        response = trust.request("GET", url, keys["operator"], params={"tenant": tenant})
        assert response.status_code == 200
    metrics = trust.request("GET", "/metrics", keys["operator"])
    assert metrics.status_code == 200 and "memstream" in metrics.text


def erased_event(tenant: str, user: str) -> dict[str, Any]:
    return {
        "id": f"erase-{uuid.uuid4()}",
        "type": "user.erased",
        "time": datetime.now(UTC).isoformat(),
        "scope": {"tenant": tenant, "user": user},
        "payload": {},
    }


def test_an_erase_on_the_events_route_needs_the_admin_scope(
    trust: TrustSystem, keys: dict[str, str]
) -> None:
    history = trust.system.api_services().history
    assert history is not None
    user = f"victim-{uuid.uuid4().hex[:8]}"
    trust.request(
        "POST", "/v1/events", keys["b"], json=[{**event(B), "scope": {"tenant": B, "user": user}}]
    )
    sealer = trust.system.stores.sealer
    key = sealer.keys.key_for(B, user)  # type: ignore[union-attr]
    before = history.count(topics.INTERACTIONS)
    ingest_only = trust.key(B, KeyScope.INGEST)
    refused = trust.request("POST", "/v1/events", ingest_only, json=[erased_event(B, user)])
    assert refused.status_code == 403 and "admin" in refused.json()["detail"]
    assert history.count(topics.INTERACTIONS) == before
    assert sealer.keys.key_by_id(key.key_id) == key  # type: ignore[union-attr]
    admin = trust.key(B, KeyScope.INGEST, KeyScope.ADMIN)
    erased = trust.request("POST", "/v1/events", admin, json=[erased_event(B, user)])
    assert erased.status_code == 202, erased.text
    with pytest.raises(KeyErased):  # a real erase: the keys are shredded, not just purged
        sealer.keys.key_by_id(key.key_id)  # type: ignore[union-attr]


def test_a_page_that_rebound_its_dns_name_to_the_loopback_server_is_refused(
    trust: TrustSystem, keys: dict[str, str]
) -> None:
    headers = {"Authorization": f"Bearer {keys['operator']}", "Host": "attacker.example:8420"}
    for method, url in (("GET", "/healthz"), ("GET", "/v1/admin/stats?tenant=tenant-b")):
        assert trust.client.request(method, url, headers=headers).status_code == 421
    headers["Host"] = "localhost:8420"
    assert trust.client.get("/healthz", headers=headers).status_code == 200
