"""Forget you can see, export and erase, over HTTP on a real embedded system with keys."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.schemas import topics
from memstream.schemas.ids import derive_id
from tests.e2e.trust_system import TrustSystem, module_pg_dsn, trust

pytestmark = pytest.mark.slow
__all__ = ["module_pg_dsn", "trust"]

TENANT = "acme"


def message(user: str, content: str) -> dict[str, Any]:
    return {
        "id": str(uuid.uuid4()),
        "type": "message.posted",
        "time": datetime.now(UTC).isoformat(),
        "scope": {"tenant": TENANT, "user": user, "session": "s1"},
        "payload": {"role": "user", "content": content},
    }


@pytest.fixture(scope="module")
def key(trust: TrustSystem) -> Iterator[str]:
    yield trust.key(TENANT)


def settle(trust: TrustSystem, key: str, user: str, positions: list[str]) -> None:
    """Wait (bounded, retried) until the projections passed `positions`."""
    body = {"tenant": TENANT, "user": user, "wait_for": positions, "wait_timeout_ms": 10_000}
    for _ in range(12):
        answer = trust.request("POST", "/v1/recall", key, json=body).json()
        if not answer["degraded"]:
            return
    raise AssertionError(f"projections still behind: {answer['degraded']}")


def emit(trust: TrustSystem, key: str, user: str, *contents: str) -> list[str]:
    response = trust.request("POST", "/v1/events", key, json=[message(user, c) for c in contents])
    assert response.status_code == 202, response.text
    positions = [a["position"] for a in response.json()["accepted"]]
    settle(trust, key, user, positions)
    return positions


def memories(trust: TrustSystem, key: str, user: str) -> list[dict[str, Any]]:
    url = f"/v1/users/{user}/memories"
    found: list[dict[str, Any]] = trust.request("GET", url, key, params={"tenant": TENANT}).json()
    return found


def status(trust: TrustSystem, key: str, status_url: str) -> dict[str, Any]:
    for _ in range(100):
        answer: dict[str, Any] = trust.request("GET", status_url, key).json()
        if answer["state"] == "done":
            return answer
        time.sleep(0.1)
    raise AssertionError(f"forget still {answer['state']}")


@pytest.mark.parametrize(
    ("user", "statements", "needle"),
    [
        ("alice", ["I live in Berlin.", "I prefer green tea."], "Berlin"),
        ("li", ["我住在上海。", "我喜欢绿茶。"], "上海"),
    ],
)
def test_a_forget_previews_then_says_what_it_removed(
    trust: TrustSystem, key: str, user: str, statements: list[str], needle: str
) -> None:
    emit(trust, key, user, *statements)
    before = {m["id"] for m in memories(trust, key, user)}
    assert any(needle in m["content"] for m in memories(trust, key, user))
    history = trust.system.api_services().history
    assert history is not None
    appended = history.count(topics.INTERACTIONS)
    # A dry run lists what would go, and writes nothing.
    selector = {"tenant": TENANT, "match": needle}
    preview = trust.request("POST", f"/v1/users/{user}/forget/preview", key, json=selector)
    assert preview.status_code == 200
    chosen = {m["memory_id"] for m in preview.json()["memories"] if m["selected"]}
    assert chosen and chosen <= before
    assert history.count(topics.INTERACTIONS) == appended
    # The forget answers a command id; its status, once processed, says what went.
    accepted = trust.request("POST", f"/v1/users/{user}/forget", key, json=selector)
    assert accepted.status_code == 202
    command = accepted.json()
    assert command["command_id"] == derive_id(command["event_id"], "forget")
    done = status(trust, key, command["status_url"])
    removed = {r["memory_id"] for r in done["removed"]}
    assert chosen <= removed
    assert not removed & {m["id"] for m in memories(trust, key, user)}


def test_a_forget_that_matches_nothing_is_done_with_nothing_removed(
    trust: TrustSystem, key: str
) -> None:
    emit(trust, key, "bob", "I prefer short answers.")
    selector = {"tenant": TENANT, "match": "Kathmandu"}
    command = trust.request("POST", "/v1/users/bob/forget", key, json=selector).json()
    assert status(trust, key, command["status_url"])["removed"] == []
    # Without its position, a command nobody recorded is unknown.
    url = f"/v1/users/bob/forget/{command['command_id']}"
    answer = trust.request("GET", url, key, params={"tenant": TENANT}).json()
    assert answer["state"] == "unknown"


def test_export_gives_memories_episodes_and_the_users_own_events(
    trust: TrustSystem, key: str
) -> None:
    emit(trust, key, "carol", "My name is Carol.", "我对花生过敏。")
    emit(trust, key, "dave", "I live in Oslo.")
    document = trust.request("GET", "/v1/users/carol/export", key, params={"tenant": TENANT})
    assert document.status_code == 200
    body = document.json()
    assert body["user"] == "carol" and body["events_available"] is True
    # Every memory says which events it came from (the narrative says which memories).
    assert body["memories"] and all(
        m["provenance"]["event_ids"] or m["attributes"].get("kind") == "narrative"
        for m in body["memories"]
    )
    assert all("history" in m for m in body["memories"])
    contents = [e["event"]["payload"]["content"] for e in body["events"]]
    assert contents == ["My name is Carol.", "我对花生过敏。"]
    assert all(e["event"]["scope"]["user"] == "carol" for e in body["events"])
    # The same events as JSON Lines.
    lines = trust.request("GET", "/v1/users/carol/events", key, params={"tenant": TENANT})
    assert lines.headers["content-type"].startswith("application/x-ndjson")
    assert [json.loads(line)["status"] for line in lines.text.splitlines()] == ["ok", "ok"]


def test_a_tenant_export_streams_every_user(trust: TrustSystem, key: str) -> None:
    emit(trust, key, "erin", "I prefer dark mode.")
    other = trust.key("other-tenant")
    response = trust.request(
        "POST",
        "/v1/events",
        other,
        json=[
            {**message("mallory", "secret"), "scope": {"tenant": "other-tenant", "user": "mallory"}}
        ],
    )
    assert response.status_code == 202
    export = trust.request("GET", "/v1/export", key, params={"tenant": TENANT})
    assert export.status_code == 200
    lines = [json.loads(line) for line in export.text.splitlines()]
    users = [line["user"] for line in lines if line["kind"] == "user"]
    assert "erin" in users and "mallory" not in users
    assert {line["kind"] for line in lines} == {"user", "memory", "event"}
    assert "secret" not in export.text


def test_erase_appends_a_user_erased_command(trust: TrustSystem, key: str) -> None:
    emit(trust, key, "frank", "I live in Rome.")
    response = trust.request("POST", "/v1/users/frank/erase", key, json={"tenant": TENANT})
    assert response.status_code == 202
    settle(trust, key, "frank", [response.json()["position"]])
    lines = trust.request("GET", "/v1/users/frank/events", key, params={"tenant": TENANT})
    exported = [json.loads(line) for line in lines.text.splitlines()]
    # The erase itself stays readable; what frank said before is shredded.
    assert exported[-1]["status"] == "ok" and exported[-1]["event"]["type"] == "user.erased"
    assert [line["status"] for line in exported[:-1]] == ["erased"]
    assert "Rome" not in lines.text
