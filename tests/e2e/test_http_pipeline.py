"""The service over HTTP: a real `memstream up` process, real PostgreSQL and Qdrant Edge."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest

from memstream.producers import EventFactory, EventsRejected, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow


def test_a_conversation_emitted_over_http_is_recalled(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    alice = EventFactory(Scope(tenant="acme", user="alice", session="s1"))
    with MemstreamClient(server.url) as client:
        # Emit a conversation over HTTP.
        results = client.emit(
            [
                alice.message("user", "Hi, my name is Alice and I live in Berlin."),
                alice.message("assistant", "Nice to meet you! You must love techno."),
                alice.message("user", "I prefer concise answers without emojis."),
            ]
        )
        assert [r.index for r in results] == [0, 1, 2]
        # Recall, waiting (bounded) until the projections have passed our events.
        positions = [r.position for r in results]
        query = "How should you format answers for me?"
        response = recall_when_projected(client, "acme", "alice", query, positions)
    # The learned preference comes back, with why it was chosen.
    preferences = response["preferences"]
    assert any("concise" in hit["content"].lower() for hit in preferences)
    assert all(hit["reasons"] for hit in preferences)
    assert response["packet_tokens"] <= response["token_budget"]
    assert "concise" in response["packet"].lower()
    # The assistant's guess did not become a memory.
    # (a verbatim excerpt of the conversation may quote it; no memory about the user says it)
    learned = [*response["profile"], *response["preferences"], *response["facts"]]
    assert not any("techno" in hit["content"].lower() for hit in learned)


def test_invalid_events_are_refused_by_field_and_valid_ones_kept(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    bob = EventFactory(Scope(tenant="acme", user="bob"))
    valid = bob.message("user", "My name is Bob.").model_dump(mode="json")
    invalid = {**valid, "id": "e-bad", "payload": {"role": "robot", "content": "beep"}}
    with MemstreamClient(server.url) as client:
        # A batch with one invalid event: 4xx naming the field, the valid one accepted.
        with pytest.raises(EventsRejected) as rejected:
            client.emit([invalid, valid])
        assert [a.index for a in rejected.value.accepted] == [1]
        fields = [e["field"] for e in rejected.value.rejected[0]["errors"]]
        assert any(field.endswith("payload.role") for field in fields)
        # The accepted one is learned.
        recall_when_projected(client, "acme", "bob", "name", [rejected.value.accepted[0].position])
        memories = client.memories("acme", "bob")
    assert [m["value"] for m in memories if m["key"] == "profile.name"] == ["Bob"]
    # A body that is not a list of events is refused with a clear error.
    response = httpx.post(f"{server.url}/v1/events", json={"not": "a list"})
    assert response.status_code == 422


def test_one_tenant_never_sees_another_tenants_memories(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    same_user_a = EventFactory(Scope(tenant="tenant-a", user="u1"))
    same_user_b = EventFactory(Scope(tenant="tenant-b", user="u1"))
    with MemstreamClient(server.url) as client:
        [of_a] = client.emit([same_user_a.message("user", "I work at Initech.")])
        [of_b] = client.emit([same_user_b.message("user", "I prefer tea over coffee.")])
        query = "Where do I work? Initech?"
        # A position only serves a wait of its own tenant: wait for each on its own.
        recall_when_projected(client, "tenant-a", "u1", query, [of_a.position])
        seen_by_b = recall_when_projected(client, "tenant-b", "u1", query, [of_b.position])
        memories_of_b = client.memories("tenant-b", "u1")
    assert "initech" not in seen_by_b["packet"].lower()
    assert all("initech" not in m["content"].lower() for m in memories_of_b)
    assert any("tea" in m["content"].lower() for m in memories_of_b)
