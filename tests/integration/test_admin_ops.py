"""Stats, trace, dead letters and export over a real system's log and read models, on both runtimes.

The API's services are composed the same way on either runtime (`runtime/services.py`),
so the operator's tools and a user's export work on Kafka as they do embedded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.ports import OutgoingRecord
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.engine import EngineBase
from memstream.schemas.base import Scope
from memstream.schemas.topics import INTERACTIONS
from tests.fixtures.runtimes import OpenEngine

pytestmark = pytest.mark.slow
KAI = Scope(tenant="acme", user="kai")


@pytest.fixture
def engine(open_engine: OpenEngine, pg_dsn: str, tmp_path: Path) -> EngineBase:
    """An engine that learned a little about Kai, and choked on one bad record."""
    engine = open_engine(pg_dsn, tmp_path)
    kai = EventFactory(KAI)
    engine.emit([kai.message("user", "My name is Kai."), kai.message("user", "我住在上海。")])
    poison = OutgoingRecord(INTERACTIONS, KAI.key, b"{not json", {})
    engine.run(engine.services.producer.send([poison]))
    engine.emit([EventFactory(Scope(tenant="other", user="zed")).message("user", "Hi")])
    engine.wait_until_idle()
    return engine


class Api:
    """The system's app, called where the system runs (Kafka: on its loop, as `serve` does)."""

    def __init__(self, engine: EngineBase) -> None:
        self.engine, self.app = engine, create_app(engine.services)

    def request(self, method: str, path: str, **options: Any) -> httpx.Response:
        async def call() -> httpx.Response:
            transport = httpx.ASGITransport(app=self.app)
            async with httpx.AsyncClient(transport=transport, base_url="http://api") as client:
                return await client.request(method, path, **options)

        return self.engine.run(call())

    def get(self, path: str, params: dict[str, Any] | None = None) -> httpx.Response:
        return self.request("GET", path, params=params)

    def post(self, path: str, json: Any = None) -> httpx.Response:
        return self.request("POST", path, json=json)


@pytest.fixture
def api(engine: EngineBase) -> Api:
    return Api(engine)


def get(api: Api, path: str, **params: Any) -> Any:
    response = api.get(path, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def test_stats_count_memories_decisions_lag_and_dead_letters(api: Api, engine: EngineBase) -> None:
    report = get(api, "/v1/admin/stats", tenant="acme", user="kai")
    assert report["memories"]["profile"]["active"] >= 2  # the name and the city
    assert report["decisions"]["created"] >= 2
    assert report["lag"] and all(records == 0 for records in report["lag"].values())
    assert report["dead_letters"]["total"] == 1
    assert report["dead_letters"]["by_topic"] == {engine.layout().source: 1}
    # The whole tenant counts the same here; another tenant sees none of it.
    assert get(api, "/v1/admin/stats", tenant="acme")["memories"] == report["memories"]
    other = get(api, "/v1/admin/stats", tenant="other")
    assert other["dead_letters"]["total"] == 0
    assert "acme" not in str(other["memories"])


def test_trace_shows_the_event_the_candidate_and_the_decision(api: Api, engine: EngineBase) -> None:
    name = next(h.memory for h in engine.memories("acme", "kai") if h.memory.key == "profile.name")
    traced = get(api, f"/v1/admin/trace/{name.id}", tenant="acme", user="kai")
    assert traced["decisions"][0]["kind"] == "created"
    assert traced["candidates"][0]["key"] == "profile.name"
    assert traced["candidates"][0]["matcher"].startswith(name.provenance.matcher)
    assert [e["content"] for e in traced["events"]] == ["My name is Kai."]
    missing = api.get("/v1/admin/trace/nope", params={"tenant": "acme", "user": "kai"})
    assert missing.status_code == 404


def test_dead_letters_list_and_redrive_to_their_original_topic(
    api: Api, engine: EngineBase
) -> None:
    found = get(api, "/v1/admin/dlq", tenant="acme")
    assert found["total"] == 1
    dead = found["records"][0]
    source, dlq = engine.layout().source, engine.layout().dlq
    assert dead["original_topic"] == source and dead["step"] == engine.layout().group("extract")
    assert dead["reason"].startswith("invalid record")
    # Send it back: the original bytes are appended to the original topic again.
    ref = {"partition": dead["partition"], "offset": dead["offset"]}
    response = api.post("/v1/admin/dlq/redrive", json={"records": [ref]})
    assert response.status_code == 200, response.text
    (moved,) = response.json()["redriven"]
    assert moved["from"] == f"{dlq}/{dead['partition']}/{dead['offset']}"
    assert moved["to"].startswith(f"{source}/")
    engine.wait_until_idle()
    # Still bad, so it is dead-lettered again, and says it was redriven.
    again = get(api, "/v1/admin/dlq", tenant="acme")["records"]
    assert len(again) == 2
    assert again[1]["original_offset"] == int(moved["to"].rsplit("/", 1)[1])
    assert api.post("/v1/admin/dlq/redrive", json={}).status_code == 422  # names nothing
    unknown = api.post("/v1/admin/dlq/redrive", json={"records": [{"partition": 0, "offset": 99}]})
    assert unknown.status_code == 404


def test_a_users_events_and_export_come_from_the_log(api: Api) -> None:
    lines = api.get("/v1/users/kai/events", params={"tenant": "acme"})
    assert lines.status_code == 200, lines.text
    events = [json.loads(line) for line in lines.text.splitlines()]
    said = [e["event"]["payload"]["content"] for e in events if e["status"] == "ok"]
    assert said == ["My name is Kai.", "我住在上海。"]
    assert [e["status"] for e in events].count("undecodable") == 1  # the bad record
    exported = get(api, "/v1/users/kai/export", tenant="acme")
    assert exported["events_available"] is True
    assert len(exported["events"]) == 3 and exported["memories"]
