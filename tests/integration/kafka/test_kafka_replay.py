"""Replay across the processes of a Kafka deployment: every role follows the switch.

What a replay does (a new generation beside the live one, identical read models, recall
answering throughout) is the shared suite `tests/integration/test_replay.py`, which
runs on both runtimes; here, the command drives processor, projector and API
processes of their own.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from memstream.config import Settings
from memstream.producers import EventFactory, MemstreamClient
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, free_port, recall_when_projected
from tests.integration.kafka.processes import process_env, running_role
from tests.integration.readmodels import dump_read_models

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


def test_the_replay_command_switches_every_process(
    kafka_settings: Settings, kafka_env: KafkaEnv, tmp_path: Path
) -> None:
    settings = kafka_settings.model_copy(update={"vectors": "pgvector"})
    env = process_env(settings, kafka_env)
    dana = EventFactory(Scope(tenant="acme", user="dana", session="s1"))
    with (
        running_role("processor", env, tmp_path) as processor,
        running_role("projector", env, tmp_path) as projector,
        running_role("api", env, tmp_path) as api,
        MemstreamClient(api.url) as client,
    ):
        servers = [processor, projector, api]
        # Learn something.
        accepted = client.emit([dana.message("user", "I prefer tables for comparisons.")])
        positions = [a.position for a in accepted]
        before = recall_when_projected(client, "acme", "dana", "how to compare?", positions)
        # Reprocess from this process (no server at --url): every process follows.
        nowhere = f"http://127.0.0.1:{free_port()}"
        done = replay_command(env, "interactions", "--runtime", "kafka", "--url", nowhere)
        assert "generation 2 (reprocess) is live" in done
        wait_for_generation(servers, 2)
        # Rebuild PostgreSQL through the API's admin endpoint.
        assert "generation 3 (rebuild-postgres) is live" in replay_command(
            env, "postgres", "--url", api.url
        )
        wait_for_generation(servers, 3)
        after = client.recall("acme", "dana", "how to compare?")
        # A later event goes through the followers into generation 3.
        accepted = client.emit([dana.message("user", "I prefer dark mode in every editor.")])
        positions = [a.position for a in accepted]
        later = recall_when_projected(client, "acme", "dana", "which theme do I like?", positions)
    assert [h["memory_id"] for h in after["preferences"]] == [
        h["memory_id"] for h in before["preferences"]
    ]
    assert any("dark mode" in hit["content"] for hit in later["preferences"])
    dsn = settings.pg_dsn
    assert dsn is not None
    rows = dump_read_models(dsn, "memstream_g3")
    assert any("dark mode" in str(row) for row in rows["memories"])


def replay_command(env: dict[str, str], *args: str) -> str:
    """Run `memstream replay ...`; return its output (it must succeed)."""
    done = subprocess.run(
        [sys.executable, "-m", "memstream.cli", "replay", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def wait_for_generation(servers: list[ServerProcess], number: int) -> None:
    """Block until every process runs generation `number`."""
    for _ in range(600):
        health = [httpx.get(f"{server.url}/healthz", timeout=5).json() for server in servers]
        if all(report["generation"]["number"] == number for report in health):
            return
        time.sleep(0.1)
    raise TimeoutError(f"not every process switched to generation {number}")
