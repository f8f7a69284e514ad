"""Stats, trace and dead letters over the embedded runtime's real log and read models."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.ports import OutgoingRecord
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.topics import DLQ, INTERACTIONS

pytestmark = pytest.mark.slow
KAI = Scope(tenant="acme", user="kai")


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[Engine]:
    """An engine that learned a little about Kai, and choked on one bad record."""
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        kai = EventFactory(KAI)
        engine.emit([kai.message("user", "My name is Kai."), kai.message("user", "我住在上海。")])
        engine.system.log.append([OutgoingRecord(INTERACTIONS, KAI.key, b"{not json", {})])
        engine.emit([EventFactory(Scope(tenant="other", user="zed")).message("user", "Hi")])
        engine.wait_until_idle()
        yield engine


@pytest.fixture
def api(engine: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(engine.system.api_services())) as client:
        yield client


def get(api: TestClient, path: str, **params: Any) -> Any:
    response = api.get(path, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def test_stats_count_memories_decisions_lag_and_dead_letters(api: TestClient) -> None:
    report = get(api, "/v1/admin/stats", tenant="acme", user="kai")
    assert report["memories"]["profile"]["active"] >= 2  # the name and the city
    assert report["decisions"]["created"] >= 2
    assert report["lag"] and all(records == 0 for records in report["lag"].values())
    assert report["dead_letters"]["total"] == 1
    assert report["dead_letters"]["by_topic"] == {INTERACTIONS: 1}
    # The whole tenant counts the same here; another tenant sees none of it.
    assert get(api, "/v1/admin/stats", tenant="acme")["memories"] == report["memories"]
    other = get(api, "/v1/admin/stats", tenant="other")
    assert other["dead_letters"]["total"] == 0
    assert "acme" not in str(other["memories"])


def test_trace_shows_the_event_the_candidate_and_the_decision(
    api: TestClient, engine: Engine
) -> None:
    name = next(h.memory for h in engine.memories("acme", "kai") if h.memory.key == "profile.name")
    traced = get(api, f"/v1/admin/trace/{name.id}", tenant="acme", user="kai")
    assert traced["decisions"][0]["kind"] == "created"
    assert traced["candidates"][0]["key"] == "profile.name"
    assert traced["candidates"][0]["matcher"].startswith(name.provenance.matcher)
    assert [e["content"] for e in traced["events"]] == ["My name is Kai."]
    missing = api.get("/v1/admin/trace/nope", params={"tenant": "acme", "user": "kai"})
    assert missing.status_code == 404


def test_dead_letters_list_and_redrive_to_their_original_topic(
    api: TestClient, engine: Engine
) -> None:
    found = get(api, "/v1/admin/dlq", tenant="acme")
    assert found["total"] == 1
    dead = found["records"][0]
    assert dead["original_topic"] == INTERACTIONS and dead["step"] == "extract"
    assert dead["reason"].startswith("invalid record")
    # Send it back: the original bytes are appended to the original topic again.
    ref = {"partition": dead["partition"], "offset": dead["offset"]}
    response = api.post("/v1/admin/dlq/redrive", json={"records": [ref]})
    assert response.status_code == 200, response.text
    (moved,) = response.json()["redriven"]
    assert moved["from"] == f"{DLQ}/{dead['partition']}/{dead['offset']}"
    assert moved["to"].startswith(f"{INTERACTIONS}/")
    engine.wait_until_idle()
    # Still bad, so it is dead-lettered again, and says it was redriven.
    again = get(api, "/v1/admin/dlq", tenant="acme")["records"]
    assert len(again) == 2
    assert again[1]["original_offset"] == int(moved["to"].rsplit("/", 1)[1])
    assert api.post("/v1/admin/dlq/redrive", json={}).status_code == 422  # names nothing
    unknown = api.post("/v1/admin/dlq/redrive", json={"records": [{"partition": 0, "offset": 99}]})
    assert unknown.status_code == 404
