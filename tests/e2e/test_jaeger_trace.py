"""One trace per event, checked in a real Jaeger v2 through its query API.

`memstream up` (the embedded runtime) exports over OTLP to Jaeger; one event's trace holds
every hop: the API request, the produce, the stages, the PostgreSQL and vector projections.
The service is named by OTEL_SERVICE_NAME; health checks make no trace; span names carry
no generation.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.jaeger import Jaeger
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow

HOPS = {
    "POST /v1/events",
    "memstream.produce",
    "memstream.extract",
    "memstream.consolidate",
    "memstream.project.postgres",
    "memstream.project.vectors",
}


def traces(jaeger: Jaeger, service: str) -> list[dict[str, Any]]:
    """Every trace Jaeger holds for `service` (its query API, as the UI reads it)."""
    answer = httpx.get(
        f"{jaeger.query_url}/api/traces", params={"service": service, "limit": 1000}, timeout=10
    )
    answer.raise_for_status()
    found: list[dict[str, Any]] = answer.json()["data"] or []
    return found


def names(found: dict[str, Any]) -> set[str]:
    return {span["operationName"] for span in found["spans"]}


def trace_holding(jaeger: Jaeger, service: str, wanted: set[str]) -> dict[str, Any] | None:
    """The trace whose spans include every name in `wanted`, once Jaeger has them all."""
    for _ in range(120):  # spans arrive in batches; ask again rather than assert a timing
        for found in traces(jaeger, service):
            if wanted <= names(found):
                return found
        time.sleep(0.5)
    return None


def test_one_event_is_one_trace_through_every_hop(
    jaeger: Jaeger, server_factory: Callable[..., ServerProcess]
) -> None:
    service = f"memstream-test-{uuid.uuid4().hex[:8]}"
    server = server_factory(
        env={"OTEL_EXPORTER_OTLP_ENDPOINT": jaeger.otlp_endpoint, "OTEL_SERVICE_NAME": service}
    )
    # Emit one event; recall once it is projected; ask for health a few times.
    tess = EventFactory(Scope(tenant="acme", user="tess"))
    with MemstreamClient(server.url) as client:
        [accepted] = client.emit([tess.message("user", "I live in Lisbon. 我喜欢喝绿茶。")])
        recall_when_projected(client, "acme", "tess", "where do I live", [accepted.position])
    for _ in range(3):
        assert httpx.get(f"{server.url}/healthz").status_code == 200
    server.stop()  # the exporter flushes its last batch on the way out

    # One trace holds every hop, under the service OTEL_SERVICE_NAME names.
    found = trace_holding(jaeger, service, HOPS)
    held = {name for t in traces(jaeger, service) for name in names(t)}
    assert found is not None, f"no trace holds every hop; span names seen: {sorted(held)}"
    assert {process["serviceName"] for process in found["processes"].values()} == {service}
    spans = {span["spanID"]: span for span in found["spans"]}
    # Each projection is a child of consolidate, which descends from the API request.
    for projection in ("memstream.project.postgres", "memstream.project.vectors"):
        chain = ancestry(spans, projection)
        assert chain[:3] == [projection, "memstream.consolidate", "memstream.extract"], chain
        assert chain[-1] == "POST /v1/events", chain
    # Health checks made no trace; span names hold no generation and no user id.
    assert not any(name.startswith("GET /healthz") for name in held)
    assert not any(".g1" in name or "tess" in name for name in held)


def ancestry(spans: dict[str, dict[str, Any]], name: str) -> list[str]:
    """The names of the first span called `name` and of its ancestors, up to the root."""
    span = next(s for s in spans.values() if s["operationName"] == name)
    chain = [name]
    while parents := [r for r in span.get("references", []) if r["refType"] == "CHILD_OF"]:
        span = spans[parents[0]["spanID"]]
        chain.append(span["operationName"])
    return chain
