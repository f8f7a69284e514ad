"""The Kafka runtime's HTTP app is secured as the embedded server's is: keys, tenants."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from memstream.config import Settings
from memstream.runtime.kafka.serve import http_app
from memstream.runtime.kafka.system import running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.trust.auth import ALL_SCOPES, KeyScope
from memstream.trust.auth_pg import PostgresApiKeyStore

pytestmark = pytest.mark.kafka

USER = "shared-name"


def event(tenant: str, content: str) -> dict[str, Any]:
    return {
        "id": f"auth-{uuid.uuid4()}",
        "type": "message.posted",
        "time": datetime.now(UTC).isoformat(),
        "scope": {"tenant": tenant, "user": USER, "session": "s1"},
        "payload": {"role": "user", "content": content},
    }


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def recall_when_projected(
    client: httpx.AsyncClient, request: dict[str, Any], key: str
) -> httpx.Response:
    """Recall, waiting (bounded: a few waits of the API's longest) for the projections."""
    for _ in range(12):
        response = await client.post("/v1/recall", json=request, headers=bearer(key))
        assert response.status_code == 200, response.text
        if not response.json().get("degraded"):
            return response
    return response


async def test_a_key_of_tenant_a_cannot_read_tenant_b(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    settings = kafka_settings.model_copy(update={"auth": True})
    async with running_kafka(settings, "all", kafka_env) as system:
        app = await asyncio.to_thread(http_app, system)
        keys = PostgresApiKeyStore(system.stores.pool)
        key_a = (await asyncio.to_thread(keys.create, "tenant-a", ALL_SCOPES)).token
        key_b = (await asyncio.to_thread(keys.create, "tenant-b", ALL_SCOPES)).token
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            # Tenant B remembers something and reads it back through its own key.
            remembered = [event("tenant-b", "I prefer tea to coffee.")]
            sent = await client.post("/v1/events", json=remembered, headers=bearer(key_b))
            assert sent.status_code == 202, sent.text
            token = sent.json()["accepted"][0]["position"]
            mine: dict[str, Any] = {"tenant": "tenant-b", "user": USER, "query": "tea"}
            mine |= {"wait_for": [token], "wait_timeout_ms": 10_000}
            recalled = await recall_when_projected(client, mine, key_b)
            assert "tea" in recalled.text, recalled.text
            url = f"/v1/users/{USER}/memories"
            own = await client.get(url, params={"tenant": "tenant-b"}, headers=bearer(key_b))
            assert own.status_code == 200 and "tea" in own.text

            # Tenant A's key reaches none of it, and cannot write into tenant B.
            theirs = await client.get(url, params={"tenant": "tenant-b"}, headers=bearer(key_a))
            stolen = {"tenant": "tenant-b", "user": USER, "query": "tea"}
            recall_b = await client.post("/v1/recall", json=stolen, headers=bearer(key_a))
            write_b = await client.post(
                "/v1/events", json=[event("tenant-b", "I prefer coffee.")], headers=bearer(key_a)
            )
            anonymous = await client.get(url, params={"tenant": "tenant-b"})

    assert [theirs.status_code, recall_b.status_code, write_b.status_code] == [403, 403, 403]
    assert "tea" not in theirs.text and "tea" not in recall_b.text
    assert anonymous.status_code == 401


async def test_a_processors_metrics_need_the_metrics_scope_and_its_health_check_none(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    settings = kafka_settings.model_copy(update={"auth": True})
    async with running_kafka(settings, "processor", kafka_env) as system:
        app = await asyncio.to_thread(http_app, system)
        keys = PostgresApiKeyStore(system.stores.pool)
        tenant = (await asyncio.to_thread(keys.create, "tenant-a", ALL_SCOPES)).token
        scraper = (await asyncio.to_thread(keys.create, "*", [KeyScope.METRICS])).token
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            health = await client.get("/healthz")
            anonymous = await client.get("/metrics")
            of_a_tenant = await client.get("/metrics", headers=bearer(tenant))
            scraped = await client.get("/metrics", headers=bearer(scraper))
            foreign = await client.get("/metrics", headers={"Host": "attacker.example"})
    assert health.status_code == 200, health.text
    assert [anonymous.status_code, of_a_tenant.status_code] == [401, 403]
    assert scraped.status_code == 200 and "memstream" in scraped.text
    assert foreign.status_code in (400, 421)
