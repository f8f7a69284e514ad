"""The Kafka runtime over HTTP: a real `memstream up --runtime kafka --role all` process."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import recall_when_projected
from tests.integration.kafka.processes import process_env, running_role
from tests.integration.kafka.support import kafka_test_settings, quick_env

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


def test_a_conversation_emitted_over_http_is_recalled_on_kafka(
    kafka_bootstrap: str, pg_dsn: str, tmp_path: Path
) -> None:
    settings = kafka_test_settings(kafka_bootstrap, pg_dsn, tmp_path / "data")
    env = process_env(settings, quick_env())
    alice = EventFactory(Scope(tenant="acme", user="alice", session="s1"))
    with (
        running_role("all", env, tmp_path / "logs") as server,
        MemstreamClient(server.url) as client,
    ):
        assert client.health()["runtime"] == "kafka"
        # Emit a conversation over HTTP.
        started = time.monotonic()
        results = client.emit(
            [
                alice.message("user", "Hi, my name is Alice and I live in Berlin."),
                alice.message("assistant", "Nice to meet you! You must love techno."),
                alice.message("user", "I prefer concise answers without emojis."),
            ]
        )
        assert all(r.position.startswith(env["MEMSTREAM_KAFKA_NAMESPACE"]) for r in results)
        # Recall, waiting (bounded) until the projections have passed our events.
        positions = [r.position for r in results]
        query = "How should you format answers for me?"
        response = recall_when_projected(client, "acme", "alice", query, positions)
        print(f"emit → recall over HTTP on Kafka: {time.monotonic() - started:.3f}s")
    assert not response.degraded
    preferences = response["preferences"]
    assert any("concise" in hit["content"].lower() for hit in preferences)
    assert all(hit["reasons"] for hit in preferences)
    assert "concise" in response["packet"].lower()
    assert "techno" not in response["packet"].lower()
