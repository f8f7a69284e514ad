from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from fastapi.testclient import TestClient

from memstream.ports import OutgoingRecord, Position
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import EdgeConfig
from memstream.query_api.main import create_app
from memstream.query_api.models import MAX_BATCH
from memstream.query_api.service import RecallService
from memstream.schemas import codec, topics
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType
from memstream.trust.auth import PositionSigner
from tests.unit.test_recall_score import NOW, make_memory
from tests.unit.test_recall_service import FakeEmbedder, FakeReader, FakeVectors

SIGNER = PositionSigner(b"unit-test-secret-of-32-bytes-...")
INTERACTIONS = topics.INTERACTIONS


@dataclass
class FakeProducer:
    """An in-memory log of one partition."""

    records: list[OutgoingRecord] = field(default_factory=list)

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        start = len(self.records)
        self.records.extend(records)
        return [Position(r.topic, 0, start + i) for i, r in enumerate(records)]


@dataclass(frozen=True)
class History:
    memory: Memory
    versions: list[Memory]


class HistoryReader(FakeReader):
    def list_memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[History]:
        mine = self._mine(tenant, user)
        chosen = [m for m in mine if include_inactive or m.status is MemoryStatus.ACTIVE]
        return [History(m, [m.model_copy(update={"version": 1}), m]) for m in chosen]


@dataclass
class Waits:
    caught_up: bool = True
    calls: list[tuple[list[Position], float]] = field(default_factory=list)

    async def __call__(self, positions: Sequence[Position], timeout: float) -> bool:
        self.calls.append((list(positions), timeout))
        return self.caught_up


PREFERENCE = make_memory("Prefers Rust for data scripts", MemoryType.PREFERENCE, version=2)
OLD_PREFERENCE = make_memory(
    "Prefers Python for data scripts", MemoryType.PREFERENCE, status=MemoryStatus.SUPERSEDED
)
FACTS = [make_memory(f"Project {n} uses Rust and Python " * 3) for n in range(30)]


@pytest.fixture
def parts() -> tuple[FakeProducer, Waits, HistoryReader]:
    return FakeProducer(), Waits(), HistoryReader([PREFERENCE, OLD_PREFERENCE, *FACTS])


@pytest.fixture
def client(parts: tuple[FakeProducer, Waits, HistoryReader]) -> Iterator[TestClient]:
    producer, waits, reader = parts
    recall = RecallService(reader, FakeVectors({}), FakeEmbedder(), clock=lambda: NOW)
    services = ApiServices(producer, recall, reader, waits, lambda: {"runtime": "test"})
    with TestClient(create_app(services, EdgeConfig(signer=SIGNER))) as test_client:
        yield test_client


def message(event_id: str, role: str = "user", content: str = "I prefer Rust") -> dict[str, Any]:
    return {
        "id": event_id,
        "type": "message.posted",
        "time": "2026-03-01T10:00:00Z",
        "scope": {"tenant": "t", "user": "u"},
        "payload": {"role": role, "content": content},
    }


def test_a_valid_batch_is_appended_in_order(
    client: TestClient, parts: tuple[FakeProducer, Waits, HistoryReader]
) -> None:
    # Write events.
    response = client.post("/v1/events", json=[message("e1"), message("e2")])
    assert response.status_code == 202
    body = response.json()
    assert body["rejected"] == []
    assert body["accepted"] == [
        {"index": 0, "event_id": "e1", "position": SIGNER.sign("t", Position(INTERACTIONS, 0, 0))},
        {"index": 1, "event_id": "e2", "position": SIGNER.sign("t", Position(INTERACTIONS, 0, 1))},
    ]
    records = parts[0].records
    assert [r.key for r in records] == ["t:u", "t:u"]
    assert [codec.decode_event(r.value).id for r in records] == ["e1", "e2"]


def test_a_mixed_batch_names_the_fields_and_keeps_the_valid_events(
    client: TestClient, parts: tuple[FakeProducer, Waits, HistoryReader]
) -> None:
    batch = [message("e1"), message("e2", role="robot"), {"type": "nope"}, 7, message("e5")]
    response = client.post("/v1/events", json=batch)
    assert response.status_code == 422
    body = response.json()
    assert [a["event_id"] for a in body["accepted"]] == ["e1", "e5"]
    assert [a["index"] for a in body["accepted"]] == [0, 4]
    rejected = {r["index"]: r["errors"] for r in body["rejected"]}
    assert [e["field"] for e in rejected[1]] == ["payload.role"]
    assert "'user', 'assistant', 'system' or 'tool'" in rejected[1][0]["message"]
    assert [e["field"] for e in rejected[2]] == ["type"]
    assert [e["field"] for e in rejected[3]] == ["(event)"]
    assert [codec.decode_event(r.value).id for r in parts[0].records] == ["e1", "e5"]


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b'{"id": "e1"}', "body must be a JSON array of events, got a JSON dict"),
        (b"[1, 2", "body is not valid JSON"),
    ],
)
def test_a_body_that_is_not_a_json_array_is_refused(
    client: TestClient, content: bytes, detail: str
) -> None:
    response = client.post(
        "/v1/events", content=content, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["detail"].startswith(detail)


def test_a_batch_over_the_limit_is_refused_whole(
    client: TestClient, parts: tuple[FakeProducer, Waits, HistoryReader]
) -> None:
    response = client.post("/v1/events", json=[message(f"e{i}") for i in range(MAX_BATCH + 1)])
    assert response.status_code == 413
    assert parts[0].records == []


def test_recall_returns_explained_hits_within_the_budget(client: TestClient) -> None:
    response = client.post(
        "/v1/recall",
        json={"tenant": "t", "user": "u", "query": "my rust project", "token_budget": 120},
    )
    assert response.status_code == 200
    body = response.json()
    assert body["preferences"][0]["content"] == "Prefers Rust for data scripts"
    assert body["preferences"][0]["reasons"][0] == "preference: always included"
    assert body["facts"], "some facts fit"
    assert all(any(r.startswith("keyword match") for r in h["reasons"]) for h in body["facts"])
    assert body["packet_tokens"] <= 120
    assert body["dropped"] > 0
    assert json.loads(body["packet"])["preferences"] == ["Prefers Rust for data scripts"]
    assert body["degraded"] == []


def test_recall_waits_for_positions_and_says_when_projections_lag(
    client: TestClient, parts: tuple[FakeProducer, Waits, HistoryReader]
) -> None:
    waits = parts[1]
    request = {
        "tenant": "t",
        "user": "u",
        "query": "",
        "wait_for": [SIGNER.sign("t", Position(INTERACTIONS, 0, 41))],
        "wait_timeout_ms": 1500,
    }
    assert client.post("/v1/recall", json=request).json()["degraded"] == []
    waits.caught_up = False
    lagging = client.post("/v1/recall", json=request).json()
    assert lagging["degraded"] == ["projections behind requested position"]
    assert waits.calls[0] == ([Position(topics.INTERACTIONS, 0, 41)], 1.5)


@pytest.mark.parametrize(
    ("change", "field_name"),
    [
        ({"token_budget": 10}, "token_budget"),
        ({"format": "html"}, "format"),
        ({"wait_for": ["not a position"]}, "wait_for"),
        ({"at": "2026-03-01T10:00:00"}, "at"),
        ({"tenant": "a:b"}, "tenant"),
    ],
)
def test_a_bad_recall_request_names_the_field(
    client: TestClient, change: dict[str, Any], field_name: str
) -> None:
    response = client.post("/v1/recall", json={"tenant": "t", "user": "u", **change})
    assert response.status_code == 422
    assert field_name in response.json()["detail"][0]["loc"]


def test_memories_come_with_provenance_and_history(client: TestClient) -> None:
    active = client.get("/v1/users/u/memories", params={"tenant": "t"}).json()
    assert len(active) == 2 + len(FACTS)
    # First the narrative, rendered now from the memories (its only version is itself).
    told = active[0]
    assert told["key"] == "profile.narrative" and "Rust" in told["content"]
    assert [v["version"] for v in told["history"]] == [1]
    assert all(m["key"] != "profile.narrative" for m in active[1:])
    preference = next(m for m in active if m["type"] == "preference")
    assert preference["content"] == "Prefers Rust for data scripts"
    assert preference["provenance"]["event_ids"] == ["e1"]
    assert [v["version"] for v in preference["history"]] == [1, 2]
    everything = client.get(
        "/v1/users/u/memories", params={"tenant": "t", "include_inactive": "true"}
    ).json()
    assert {m["status"] for m in everything} == {"active", "superseded"}
    assert client.get("/v1/users/u/memories").status_code == 422


def test_healthz_reports_the_runtime(client: TestClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "runtime": "test"}


def test_healthz_is_503_when_a_store_fails(
    parts: tuple[FakeProducer, Waits, HistoryReader],
) -> None:
    producer, waits, reader = parts

    def broken() -> dict[str, Any]:
        raise ConnectionError("database down")

    recall = RecallService(reader, None, None, clock=lambda: NOW)
    app = create_app(ApiServices(producer, recall, reader, waits, broken))
    with TestClient(app) as test_client:
        response = test_client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "error", "error": "ConnectionError: database down"}


def test_the_openapi_document_describes_every_route(client: TestClient) -> None:
    document = client.get("/openapi.json").json()
    assert document["info"]["title"] == "memstream"
    assert set(document["paths"]) >= {
        "/v1/events",
        "/v1/recall",
        "/v1/users/{user}/memories",
        "/healthz",
    }
    body = document["paths"]["/v1/events"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"]["items"] == {"$ref": "#/components/schemas/InteractionEvent"}
    components = document["components"]["schemas"]
    assert {"InteractionEvent", "MessagePosted", "RecallResponse", "EventsResponse"} <= set(
        components
    )
