"""Bad input at the edge: a clear 4xx naming the field or limit, never a 500, nothing lost."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from memstream.config import EdgeLimits
from memstream.ports import Position
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import EdgeConfig
from memstream.query_api.limits import future_skew_error, limit_errors
from memstream.query_api.main import create_app
from memstream.query_api.service import RecallService
from memstream.schemas import codec
from tests.unit.test_api_routes import SIGNER, FakeProducer, HistoryReader, Waits, message
from tests.unit.test_recall_score import NOW
from tests.unit.test_recall_service import FakeEmbedder, FakeVectors

LIMITS = EdgeLimits(max_body_bytes=64 * 1024, max_content_chars=500, max_depth=5)
CLOCK = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def nested(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {"leaf": 1}
    for _ in range(depth - 1):
        value = {"n": value}
    return value


def fields(errors: list[Any]) -> list[str]:
    return [error.field for error in errors]


def test_limit_errors_name_the_field_and_the_setting() -> None:
    event = message("e1", content="x" * 501)
    [error] = limit_errors(event, LIMITS)
    assert error.field == "payload.content"
    assert "501 characters" in error.message and "max_content_chars" in error.message


@pytest.mark.parametrize(
    ("change", "field", "setting"),
    [
        ({"metadata": {"k": "v" * 1001}}, "metadata.k", "max_metadata_chars"),
        ({"metadata": {f"k{i}": i for i in range(65)}}, "metadata", "max_metadata_keys"),
        ({"metadata": {"k" * 201: 1}}, "metadata.(key)", "max_key_chars"),
        (
            {"payload": {"tool": "t", "success": True, "arguments": nested(6)}},
            "payload.arguments.n.n.n",
            "max_depth",
        ),
        ({"payload": {"role": "user", "content": "a\x00b"}}, "payload.content", "NUL"),
        ({"id": "e\x07"}, "id", "control"),
        ({"payload": {"content": "c", "key": "k" * 201}}, "payload.key", "max_key_chars"),
    ],
)
def test_each_limit(change: dict[str, Any], field: str, setting: str) -> None:
    errors = limit_errors({**message("e1"), **change}, LIMITS)
    assert fields(errors) == [field]
    assert setting in errors[0].message


def test_ordinary_english_and_chinese_events_pass() -> None:
    assert limit_errors(message("e1", content="I prefer short answers."), LIMITS) == []
    assert limit_errors(message("e2", content="我喜欢简短的回答。" * 10), LIMITS) == []


def test_event_times_far_ahead_of_the_server_clock_are_refused() -> None:
    assert future_skew_error(CLOCK + timedelta(minutes=5), CLOCK, LIMITS) is None
    for ahead in (
        timedelta(minutes=6),
        timedelta(hours=23),
        datetime(2999, 1, 1, tzinfo=UTC) - CLOCK,
    ):
        error = future_skew_error(CLOCK + ahead, CLOCK, LIMITS)
        assert error is not None and error.field == "time"
        assert "max_future_skew_seconds" in error.message
    wider = EdgeLimits(max_future_skew_seconds=86_400)  # configurable
    assert future_skew_error(CLOCK + timedelta(hours=23), CLOCK, wider) is None


@pytest.fixture
def app_parts() -> Iterator[tuple[TestClient, FakeProducer, Waits]]:
    producer, waits, reader = FakeProducer(), Waits(), HistoryReader([])
    recall = RecallService(reader, FakeVectors({}), FakeEmbedder(), clock=lambda: NOW)
    services = ApiServices(producer, recall, reader, waits, lambda: {"runtime": "test"})
    edge = EdgeConfig(signer=SIGNER, limits=LIMITS, partitions=1, clock=lambda: CLOCK)
    with TestClient(create_app(services, edge)) as client:
        yield client, producer, waits


def appended(producer: FakeProducer) -> list[str]:
    return [codec.decode_event(r.value).id for r in producer.records]


def test_a_bad_event_is_refused_and_the_valid_ones_of_its_batch_are_kept(
    app_parts: tuple[TestClient, FakeProducer, Waits],
) -> None:
    client, producer, _ = app_parts
    bad = [
        message("nul", content="hello\x00world"),
        {**message("scope"), "scope": {"tenant": "t\x00", "user": "u"}},
        {**message("future"), "time": "2999-01-01T00:00:00Z"},
        {
            "id": "deep",
            "type": "tool.called",
            "time": "2026-03-01T10:00:00Z",
            "scope": {"tenant": "t", "user": "u"},
            "payload": {"tool": "x", "success": True, "arguments": nested(900)},
        },
        message("long", content="y" * 501),
    ]
    response = client.post("/v1/events", json=[message("ok1"), *bad, message("ok2")])
    assert response.status_code == 422
    body = response.json()
    assert appended(producer) == ["ok1", "ok2"]
    rejected = {r["index"]: r["errors"][0]["field"] for r in body["rejected"]}
    assert rejected == {
        1: "payload.content",
        2: "scope.tenant",
        3: "time",
        4: "payload.arguments.n.n.n",
        5: "payload.content",
    }


def test_a_body_over_the_limit_is_413_and_nothing_is_written(
    app_parts: tuple[TestClient, FakeProducer, Waits],
) -> None:
    client, producer, _ = app_parts
    big = [message(f"e{i}", content="z" * 400) for i in range(300)]
    response = client.post("/v1/events", json=big)
    assert response.status_code == 413
    assert "max_body_bytes" in response.json()["detail"]
    assert producer.records == []


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_events_take_json_only(
    app_parts: tuple[TestClient, FakeProducer, Waits], content_type: str | None
) -> None:
    client, producer, _ = app_parts
    forget_all = (
        b'[{"id":"f","type":"memory.forget","time":"2026-03-01T10:00:00Z",'
        b'"scope":{"tenant":"t","user":"u"},"payload":{"all":true}}]'
    )
    headers = {} if content_type is None else {"content-type": content_type}
    response = client.post("/v1/events", content=forget_all, headers=headers)
    assert response.status_code == 415
    assert "application/json" in response.json()["detail"]
    assert producer.records == []


def test_a_body_nested_past_the_parser_is_422_not_500(
    app_parts: tuple[TestClient, FakeProducer, Waits],
) -> None:
    client, producer, _ = app_parts
    response = client.post(
        "/v1/events", content=b"[" * 30_000, headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert producer.records == []


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"query": "x" * 4001}, "query"),
        ({"query": "a\x00b"}, "query"),
        ({"user": "u\x00"}, "user"),
        ({"tenant": "t\x1fb"}, "tenant"),
    ],
)
def test_bad_recall_requests_are_422(
    app_parts: tuple[TestClient, FakeProducer, Waits], change: dict[str, Any], field: str
) -> None:
    client, _, _ = app_parts
    response = client.post("/v1/recall", json={"tenant": "t", "user": "u", **change})
    assert response.status_code == 422
    assert field in response.json()["detail"][0]["loc"]


@pytest.mark.parametrize("user", ["u%00", "u%1Fx", "x" * 201])
def test_bad_ids_on_the_memories_route_are_422(
    app_parts: tuple[TestClient, FakeProducer, Waits], user: str
) -> None:
    client, _, _ = app_parts
    assert client.get(f"/v1/users/{user}/memories", params={"tenant": "t"}).status_code == 422
    assert client.get("/v1/users/u/memories", params={"tenant": "t\x00"}).status_code == 422


@pytest.mark.parametrize(
    "token",
    [
        SIGNER.sign(
            "other",
            Position("memstream.interactions.v1", 0, 1),
        ),
        SIGNER.sign(
            "t",
            Position("memstream.interactions.v1", 5, 1),
        ),
        "memstream.interactions.v1/0/1",
        "memstream.interactions.v1/4294967296/1/AAAAAAAAAAAAAAAAAAAAAA",
    ],
)
def test_a_wait_for_that_is_forged_or_names_no_partition_is_422_and_never_waits(
    app_parts: tuple[TestClient, FakeProducer, Waits], token: str
) -> None:
    client, _, waits = app_parts
    request = {"tenant": "t", "user": "u", "wait_for": [token], "wait_timeout_ms": 10}
    response = client.post("/v1/recall", json=request)
    assert response.status_code == 422
    assert "wait_for" in response.json()["detail"][0]["loc"]
    assert waits.calls == []


@pytest.mark.parametrize("tenant", ["\x00", "a\x1fb", "a*"])
def test_a_bad_tenant_when_listing_keys_is_422_not_500(
    app_parts: tuple[TestClient, FakeProducer, Waits], tenant: str
) -> None:
    # Found by the fuzzer: a NUL in this query parameter reached PostgreSQL (500).
    client, _, _ = app_parts
    assert client.get("/v1/admin/keys", params={"tenant": tenant}).status_code == 422


@pytest.mark.parametrize(
    "user", ["a/b", ".", "..", "\u202eevil", "\ufeffbob", "bo\u200bb", "x\U000e0041", "用户/甲"]
)
def test_scope_ids_that_cannot_travel_in_a_path_or_hide_characters_are_refused(user: str) -> None:
    event = {**message("e1"), "scope": {"tenant": "acme", "user": user}}
    errors = limit_errors(event, LIMITS)
    assert fields(errors) == ["scope.user"] and "not an id" in errors[0].message


@pytest.mark.parametrize("user", ["alice", "用户甲", ".hidden", "..x", "zoë", "50%off", "a\\b"])
def test_ordinary_scope_ids_pass(user: str) -> None:
    event = {**message("e1"), "scope": {"tenant": "租户", "user": user, "session": "s.1"}}
    assert limit_errors(event, LIMITS) == []


def test_event_ids_refuse_invisible_characters_but_not_slashes() -> None:
    assert fields(limit_errors({**message("e\u200d1")}, LIMITS)) == ["id"]
    assert limit_errors({**message("conversation/42/message/7")}, LIMITS) == []
