"""kill -9 of a projector between its database commit and its Kafka offset commit.

The projector process is killed (SIGKILL, by a fault point only this test enables)
right after its first batch was committed to PostgreSQL, before the Kafka offset was
committed. After a restart, the read models hold every change exactly once: they
equal those of a rebuild into another generation that never crashed.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import psycopg
import pytest

from memstream.config import Settings
from memstream.pipeline.description import Part
from memstream.pipeline.generations import INITIAL
from memstream.pipeline.replay import Replayer
from memstream.producers import EventFactory
from memstream.runtime.kafka.freshness import KafkaOffsets, PipelineFreshness
from memstream.runtime.kafka.replay import KafkaReplayHost
from memstream.runtime.kafka.system import KafkaSystem, running_kafka
from memstream.runtime.kafka.topology import KafkaEnv, projector_group
from memstream.runtime.kafka.workers import hops
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import MEMORY_CHANGES
from tests.integration.kafka.processes import process_env, running_role, start_role
from tests.integration.kafka.support import emit, namespace
from tests.integration.readmodels import dump_read_models

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


def conversation() -> list[InteractionEvent]:
    al = EventFactory(Scope(tenant="acme", user="al", session="s1"))
    bo = EventFactory(Scope(tenant="acme", user="bo", session="s2"))
    return [
        al.message("user", "Hi, my name is Al and I live in Berlin."),
        al.message("user", "I prefer dark mode in every editor."),
        bo.message("user", "I work at Initech."),
        al.message("user", "I prefer dark mode in every editor."),
        bo.message("user", "I prefer tea over coffee."),
        al.message("user", "I prefer dark mode in every editor."),
        al.message("user", "Actually, I live in Paris now."),
        bo.message("user", "Please always answer in French."),
    ]


async def decide(system: KafkaSystem, events: list[InteractionEvent]) -> list[int]:
    """Emit `events`, wait for the processors; return memory-changes' end offsets."""
    positions = await emit(system, events)
    offsets = KafkaOffsets(system.settings.kafka_bootstrap)
    await offsets.start()
    try:
        stages = hops(system.context, system.generation, offsets, [Part.STAGES])
        assert await PipelineFreshness(offsets, stages).wait_for(positions, timeout=120)
        ends = await offsets.end_offsets(system.layout.topic(MEMORY_CHANGES))
    finally:
        await offsets.stop()
    return [ends[p] for p in sorted(ends)]


def tracked(dsn: str, schema: str, projection: str, topic: str) -> int:
    with psycopg.connect(dsn) as conn:
        row = conn.execute(
            f'SELECT next_offset FROM "{schema}".projection_tracking'
            " WHERE projection = %s AND topic = %s AND partition = 0",
            (projection, topic),
        ).fetchone()
    return 0 if row is None else int(row[0])


async def committed(bootstrap: str, group: str, topic: str) -> int | None:
    offsets = KafkaOffsets(bootstrap)
    await offsets.start()
    try:
        return (await offsets.committed(group, topic)).get(0)
    finally:
        await offsets.stop()


async def wait_tracked(dsn: str, schema: str, topic: str, end: int) -> None:
    for _ in range(3000):
        if all(tracked(dsn, schema, p, topic) >= end for p in ("postgres", "vectors")):
            return
        await asyncio.sleep(0.02)
    raise TimeoutError(f"{schema} did not reach offset {end} of {topic}")


async def test_kill9_after_db_commit_loses_and_duplicates_nothing(
    kafka_bootstrap: str, pg_dsn: str, tmp_path: Path
) -> None:
    settings = Settings(
        data_dir=tmp_path / "data",
        kafka_bootstrap=kafka_bootstrap,
        pg_dsn=pg_dsn,
        partitions=1,
        vectors="pgvector",
        batch_size=2,
    )
    kafka_env = KafkaEnv(namespace=namespace(), commit_interval_seconds=0.1)
    env = process_env(settings, kafka_env)
    schema = INITIAL.read_schema
    async with running_kafka(settings, "processor", kafka_env) as processor:
        # Write events; the processors decide memory changes.
        (end,) = await decide(processor, conversation())
        changes = processor.layout.topic(MEMORY_CHANGES)
        group = projector_group(processor.layout, Part.POSTGRES)
        # A projector dies by SIGKILL right after its first database commit.
        doomed = start_role(
            "projector", env | {"MEMSTREAM_FAULT": "kill-after-db-commit:postgres"}, tmp_path
        )
        assert await asyncio.to_thread(doomed.process.wait, 120) == -9
        # Its batch is in PostgreSQL, but its Kafka offset was never committed.
        assert 0 < tracked(pg_dsn, schema, "postgres", changes) <= 2 < end
        assert await committed(kafka_bootstrap, group, changes) is None
        # Restart it (no fault), and let it catch up.
        with running_role("projector", env, tmp_path):
            await wait_tracked(pg_dsn, schema, changes, end)
        # A rebuild into another generation, which never crashed, projects the same log.
        replayer = Replayer(KafkaReplayHost(processor.context), poll_seconds=0.1)
        rebuilt = await replayer.run("rebuild-postgres")

    crashed = dump_read_models(pg_dsn, schema)
    reference = dump_read_models(pg_dsn, rebuilt.read_schema)
    assert crashed == reference
    # No loss and no duplicate: one memory per key, the evidence counted exactly.
    memories = {(row[2], row[5]): row for row in crashed["memories"]}
    assert len(memories) == len(crashed["memories"])
    dark_mode = [row for (user, key), row in memories.items() if "dark mode" in key]
    assert [row[12] for row in dark_mode] == [3]  # evidence_count
    # The move to Paris superseded Berlin: two versions of the location, kept in history.
    location = [row for row in crashed["memory_versions"] if "location" in str(row[5])]
    assert sorted(row[4] for row in location) == ["active", "superseded"]
