"""One trace per event, checked in a real Jaeger v2 through its query API.

`memstream up` exports over OTLP to Jaeger, on the embedded runtime and on Kafka; one
event's trace holds every hop: the API request, the produce, the stages, the PostgreSQL
and vector projections. The service is named by OTEL_SERVICE_NAME; health checks make no
trace; span names carry no generation.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.jaeger import Jaeger
from tests.fixtures.server import ServerProcess, recall_when_projected
from tests.integration.kafka.processes import process_env, running_role
from tests.integration.kafka.support import kafka_test_settings, quick_env

pytestmark = pytest.mark.slow

HOPS = {
    "POST /v1/events",
    "memstream.produce",
    "memstream.project.postgres",
    "memstream.project.vectors",
}
STAGES = {"memstream.extract", "memstream.consolidate"}


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


def exercise(server: ServerProcess) -> None:
    """Emit one event, recall once it is projected, ask for health; then stop the server."""
    tess = EventFactory(Scope(tenant="acme", user="tess"))
    with MemstreamClient(server.url) as client:
        [accepted] = client.emit([tess.message("user", "I live in Lisbon. 我喜欢喝绿茶。")])
        recall_when_projected(client, "acme", "tess", "where do I live", [accepted.position])
    for _ in range(3):
        assert httpx.get(f"{server.url}/healthz").status_code == 200
    server.stop()  # the last spans are flushed as it stops


def assert_one_trace_through_every_hop(jaeger: Jaeger, service: str, namespace: str = "") -> None:
    """One trace holds every hop (stage spans carry the Kafka namespace, if any)."""
    hops = {name.replace("memstream.", f"memstream.{namespace}") for name in STAGES} | HOPS
    found = trace_holding(jaeger, service, hops)
    held = {name for t in traces(jaeger, service) for name in names(t)}
    assert found is not None, f"no trace holds every hop; span names seen: {sorted(held)}"
    assert {process["serviceName"] for process in found["processes"].values()} == {service}
    spans = {span["spanID"]: span for span in found["spans"]}
    # Each projection is a child of consolidate, which descends from the API request.
    for projection in ("memstream.project.postgres", "memstream.project.vectors"):
        chain = ancestry(spans, projection)
        assert chain[1:3] == [f"memstream.{namespace}{s}" for s in ("consolidate", "extract")]
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


def tracing_to(jaeger: Jaeger, service: str) -> dict[str, str]:
    return {"OTEL_EXPORTER_OTLP_ENDPOINT": jaeger.otlp_endpoint, "OTEL_SERVICE_NAME": service}


def test_one_event_is_one_trace_through_every_hop_embedded(
    jaeger: Jaeger, server_factory: Callable[..., ServerProcess]
) -> None:
    service = f"memstream-test-{uuid.uuid4().hex[:8]}"
    exercise(server_factory(env=tracing_to(jaeger, service)))
    assert_one_trace_through_every_hop(jaeger, service)


@pytest.mark.kafka
def test_one_event_is_one_trace_through_every_hop_on_kafka(
    jaeger: Jaeger, kafka_bootstrap: str, pg_dsn: str, tmp_path: Path
) -> None:
    service = f"memstream-kafka-{uuid.uuid4().hex[:8]}"
    settings = kafka_test_settings(kafka_bootstrap, pg_dsn, tmp_path / "data")
    kafka_env = quick_env()
    env = process_env(settings, kafka_env, **tracing_to(jaeger, service))
    with running_role("all", env, tmp_path / "logs") as server:
        exercise(server)
    assert_one_trace_through_every_hop(jaeger, service, kafka_env.namespace)
