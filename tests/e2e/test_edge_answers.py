"""What the edge answers, on a real secured system: ids, conflicts, big numbers, no 500.

- Every user id the API accepts reaches every route that takes a user id; ids with `/`,
  bidirectional controls or zero-width characters, `.` and `..` are refused (422).
- An event id re-sent with other content is 409, naming the id; the same content is
  acknowledged with its first position.
- An integer literal over 4,300 digits is 422, not 500; so is a NUL in any query id.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import quote

import pytest

from tests.e2e.trust_system import TrustSystem, module_pg_dsn, trust

pytestmark = pytest.mark.slow
__all__ = ["module_pg_dsn", "trust"]
TENANT = "edge"
ACCEPTED_IDS = ["用户甲", "zoë", "50%off", "a?b#c", "a&b=c", "a+b", ".hidden", "..x", "a\\b", "🙂"]
REFUSED_IDS = [
    "a/b",
    "/",
    ".",
    "..",
    "\u202eadmin",  # right-to-left override
    "\ufeffalice",  # byte order mark
    "al\u200bice",  # zero-width space
    "bo\u2066b",  # left-to-right isolate
    "x\U000e0041",  # a tag character
]


@pytest.fixture(scope="module")
def key(trust: TrustSystem) -> str:
    return trust.key(TENANT)


def event(user: str, content: str = "I prefer tea to coffee.", **fields: Any) -> dict[str, Any]:
    return {
        "id": fields.pop("id", f"edge-{uuid.uuid4()}"),
        "type": "message.posted",
        "time": fields.pop("time", datetime.now(UTC).isoformat()),
        "scope": {"tenant": TENANT, "user": user},
        "payload": {"role": "user", "content": content},
    }


def user_routes(user: str) -> list[tuple[str, str, dict[str, Any]]]:
    """Every route that takes a user id, as (method, url, request options)."""
    base, params = f"/v1/users/{quote(user, safe='')}", {"tenant": TENANT}
    command = str(uuid.uuid4())
    return [
        ("GET", f"{base}/memories", {"params": params}),
        ("GET", f"{base}/export", {"params": params}),
        ("GET", f"{base}/events", {"params": params}),
        ("POST", f"{base}/forget/preview", {"json": {"tenant": TENANT, "match": "tea"}}),
        ("POST", f"{base}/forget", {"json": {"tenant": TENANT, "match": "nothing"}}),
        ("GET", f"{base}/forget/{command}", {"params": params}),
        ("GET", f"{base}/erase/{command}", {"params": params}),
        ("POST", f"{base}/erase", {"json": {"tenant": TENANT}}),
    ]


@pytest.mark.parametrize("user", ACCEPTED_IDS)
def test_every_accepted_user_id_reaches_every_user_route(
    trust: TrustSystem, key: str, user: str
) -> None:
    emitted = trust.request("POST", "/v1/events", key, json=[event(user)])
    assert emitted.status_code == 202, emitted.text
    recall = {"tenant": TENANT, "user": user, "query": "tea"}
    assert trust.request("POST", "/v1/recall", key, json=recall).status_code == 200
    for method, url, options in user_routes(user):
        response = trust.request(method, url, key, **options)
        assert response.status_code in (200, 202), (method, url, response.text)
    status_url = response.json()["status_url"]  # the erase's: it must reach the user too
    assert trust.request("GET", status_url, key).status_code == 200


@pytest.mark.parametrize("user", REFUSED_IDS)
def test_ids_that_cannot_travel_or_look_like_others_are_refused(
    trust: TrustSystem, key: str, user: str
) -> None:
    response = trust.request("POST", "/v1/events", key, json=[event(user)])
    assert response.status_code == 422, response.text
    assert response.json()["rejected"][0]["errors"][0]["field"] == "scope.user"
    recall = {"tenant": TENANT, "user": user, "query": "tea"}
    assert trust.request("POST", "/v1/recall", key, json=recall).status_code == 422


@pytest.mark.parametrize("changed", ["I prefer coffee.", "我更喜欢咖啡。"])
def test_an_event_id_sent_again_with_other_content_is_409(
    trust: TrustSystem, key: str, changed: str
) -> None:
    first = event("conflict-user", id=f"same-{uuid.uuid4()}")
    accepted = trust.request("POST", "/v1/events", key, json=[first])
    again = trust.request("POST", "/v1/events", key, json=[first])
    assert again.json()["accepted"][0]["position"] == accepted.json()["accepted"][0]["position"]
    other = {**first, "payload": {"role": "user", "content": changed}}
    refused = trust.request("POST", "/v1/events", key, json=[event("conflict-user"), other])
    assert refused.status_code == 409, refused.text
    assert refused.json()["event_ids"] == [first["id"]]


def test_an_event_more_than_five_minutes_ahead_is_refused(trust: TrustSystem, key: str) -> None:
    ahead = (datetime.now(UTC) + timedelta(minutes=30)).isoformat()
    response = trust.request("POST", "/v1/events", key, json=[event("skew-user", time=ahead)])
    assert response.status_code == 422
    assert "max_future_skew_seconds" in response.text


def test_a_huge_integer_literal_is_a_4xx_everywhere(trust: TrustSystem, key: str) -> None:
    huge = "9" * 5000
    body = f'[{{"id": "big", "type": "message.posted", "metadata": {{"n": {huge}}}}}]'
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    events = trust.client.post("/v1/events", content=body, headers=headers)
    assert events.status_code == 422 and "too long" in events.text
    recall = f'{{"tenant": "{TENANT}", "user": "u", "query": "q", "token_budget": {huge}}}'
    assert trust.client.post("/v1/recall", content=recall, headers=headers).status_code == 400


@pytest.mark.parametrize("nul", ["tenant", "user"])
def test_a_nul_in_a_query_id_is_422(trust: TrustSystem, nul: str) -> None:
    operator = trust.key("*")
    params = {"tenant": TENANT, "user": "u"} | {nul: "\x00"}
    response = trust.request("GET", "/v1/admin/trace/some-memory", operator, params=params)
    assert response.status_code == 422, response.text
