"""Replay on the Kafka runtime: a new generation beside the live one, then the switch.

The replays here run in the test's process beside a role-`all` system (whose recall
keeps answering), and the system follows the switch as any process does.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.config import Settings
from memstream.pipeline.description import PIPELINE
from memstream.pipeline.replay import Replayer, ReplayProgress
from memstream.producers import EventFactory, MemstreamClient
from memstream.query_api.models import RecallRequest
from memstream.runtime.kafka.replay import KafkaReplayHost
from memstream.runtime.kafka.system import KafkaSystem, running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import MEMORY_CHANGES
from tests.fixtures.server import ServerProcess, free_port, recall_when_projected
from tests.integration.kafka.processes import process_env, running_role
from tests.integration.kafka.support import emit as send
from tests.integration.readmodels import dump_read_models

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

ALICE = Scope(tenant="acme", user="alice", session="s1")
QUESTION = RecallRequest(tenant="acme", user="alice", query="How should you answer me?")


def conversation() -> list[InteractionEvent]:
    alice = EventFactory(ALICE)
    return [
        alice.message("user", "Hi, I'm Alice and I live in Berlin."),
        alice.message("user", "I prefer concise answers without emojis."),
        alice.message("user", "I work at Initech."),
        alice.message("user", "Actually, I live in Paris now."),
    ]


async def emit(system: KafkaSystem, events: list[InteractionEvent]) -> None:
    positions = await send(system, events)
    assert await system.wait_for_positions(positions, timeout=120)


def search(system: KafkaSystem) -> list[str]:
    """Memory ids the live generation's vector index finds for QUESTION."""
    query = system.stores.embedder.embed_query(QUESTION.query)
    hits = system.stores.query("vectors", system.generation).search(
        "acme", "alice", query, limit=20
    )
    return sorted(memory_id for memory_id, _ in hits)


async def test_reprocess_rebuilds_identical_read_models_while_recall_answers(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        # Write events; they reach generation 1's read models.
        await emit(system, conversation())
        services = system.api_services()
        before = await services.recall.recall(QUESTION)
        assert before.preferences
        # Reprocess from the interactions into generation 2, recalling all along.
        reports: list[dict[str, Any]] = []

        def report(progress: ReplayProgress) -> None:
            reports.append(progress.as_dict())

        replayer = Replayer(KafkaReplayHost(system.context, system.follow_live), poll_seconds=0.05)
        replay = asyncio.create_task(replayer.run("reprocess", on_progress=report))
        answers = []
        while not replay.done():
            answers.append(len((await services.recall.recall(QUESTION)).preferences))
        generation = await replay
        # Recall answered with the learned preferences the whole time.
        assert answers and all(count > 0 for count in answers)
        # The process switched to generation 2: its own pipeline and read models.
        assert (generation.number, system.generation.number) == (2, 2)
        assert system.layout.topic(MEMORY_CHANGES).endswith(".g2")
        assert system.health()["generation"]["number"] == 2
        # Progress was reported all along: the source, and what each worker had left.
        assert reports[0]["phase"] == "building" and reports[-1]["phase"] == "live"
        assert reports[-1]["source_records"] == len(conversation())
        steps = {route.step for route in system.layout.awaited(PIPELINE.parts)}
        assert set(reports[-1]["pending"]) == steps
        assert not any(reports[-1]["pending"].values())
        dsn = kafka_settings.pg_dsn
        assert dsn is not None
        assert dump_read_models(dsn, "memstream_g2") == dump_read_models(dsn, "memstream_g1")
        after = await services.recall.recall(QUESTION)
        assert [h.memory_id for h in after.preferences] == [h.memory_id for h in before.preferences]
        # A new event lands in generation 2 (and only there).
        later = EventFactory(Scope(tenant="acme", user="alice", session="s2"))
        await emit(system, [later.message("user", "I prefer tables for comparisons.")])
        memories = services.reader.list_memories("acme", "alice")
    assert any("tables" in history.memory.content for history in memories)
    new, old = dump_read_models(dsn, "memstream_g2"), dump_read_models(dsn, "memstream_g1")
    assert len(new["memories"]) == len(old["memories"]) + 1


@pytest.mark.parametrize("kind", ["rebuild-postgres", "rebuild-vectors"])
async def test_a_projection_rebuild_gives_identical_rows_and_hits(
    kafka_settings: Settings, kafka_env: KafkaEnv, kind: str
) -> None:
    dsn = kafka_settings.pg_dsn
    assert dsn is not None
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        await emit(system, conversation())
        rows, hits = dump_read_models(dsn, "memstream_g1"), search(system)
        # Rebuild one projection from the memory changes into generation 2.
        replayer = Replayer(KafkaReplayHost(system.context, system.follow_live), poll_seconds=0.05)
        generation = await replayer.run(kind)
        assert system.generation.number == 2
        # The pipeline is the live one's; the rebuilt store holds the same.
        assert system.layout.topic(MEMORY_CHANGES) == kafka_env.namespace + MEMORY_CHANGES
        assert dump_read_models(dsn, generation.store("postgres")) == rows
        assert search(system) == hits
        # Later events reach both stores of the new generation.
        later = EventFactory(Scope(tenant="acme", user="alice", session="s2"))
        await emit(system, [later.message("user", "I prefer tables for comparisons.")])
        memories = system.api_services().reader.list_memories("acme", "alice")
        tables = next(h.memory.id for h in memories if "tables" in h.memory.content)
        assert tables in search(system)


async def test_only_one_replay_builds_at_a_time(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        control = system.api_services().replay
        assert control is not None
        started = await asyncio.to_thread(control.start, "rebuild-postgres")
        assert started["generation"]["number"] == 2
        with pytest.raises(RuntimeError, match="already being built"):
            await asyncio.to_thread(control.start, "rebuild-vectors")
        while (status := control.status()) is None or status["phase"] not in ("live", "failed"):
            await asyncio.sleep(0.05)
        assert status["phase"] == "live", status
        assert system.generation.number == 2


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
