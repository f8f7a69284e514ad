"""kill -9 of a processor worker in the middle of the stream; its successor loses nothing.

The doomed worker commits its Kafka offsets only every 60 s, so when it is killed (a
real SIGKILL) its group has committed nothing. Its successor resumes each partition at
the position saved with the stage's state (completing a save the kill cut short) and
re-derives only what was published but not saved. The read models then equal those
the embedded runtime builds from the same events: nothing lost, nothing counted twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

from memstream.config import Settings
from memstream.pipeline.generations import INITIAL
from memstream.ports import Position
from memstream.runtime.engine import Engine
from memstream.runtime.kafka.freshness import KafkaOffsets
from memstream.runtime.kafka.system import KafkaSystem, running_kafka
from memstream.runtime.kafka.topology import KafkaEnv, processor_group
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import MEMORY_CHANGES
from tests.fixtures.server import ServerProcess
from tests.integration.kafka.processes import process_env, running_role, start_role
from tests.integration.kafka.support import emit, namespace, stage_step
from tests.integration.kafka.test_projector_crash import conversation
from tests.integration.readmodels import dump_read_models, dump_topic

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


@dataclass
class Crash:
    """What a crash left: the changes published before and after, and the read models."""

    changes_before: int
    changes_after: int
    read_models: dict[str, list[object]]


Doom = Callable[[ServerProcess, KafkaOffsets, KafkaSystem], Awaitable[None]]
"""Waits until the doomed processor is dead (killing it, or waiting for its fault)."""


def embedded(events: list[InteractionEvent], dsn: str, data_dir: Path) -> tuple[object, int]:
    """The read models the embedded runtime builds from `events`, and its change count."""
    with Engine.open(Settings(data_dir=data_dir, pg_dsn=dsn)) as engine:
        engine.emit(events)
        engine.wait_until_idle()
    return dump_read_models(dsn, INITIAL.read_schema), len(dump_topic(dsn, MEMORY_CHANGES))


async def changes_end(offsets: KafkaOffsets, system: KafkaSystem) -> int:
    """How many memory changes the processors have published so far."""
    return sum((await offsets.end_offsets(system.layout.topic(MEMORY_CHANGES))).values())


async def crash_and_recover(
    settings: Settings,
    tmp_path: Path,
    events: list[InteractionEvent],
    doom: Doom,
    fault: Mapping[str, str],
) -> Crash:
    """Emit `events` to a doomed processor, let `doom` end it, then recover."""
    kafka_env = KafkaEnv(namespace=namespace(), commit_interval_seconds=0.1)
    env = process_env(settings, kafka_env)
    async with running_kafka(settings, "api", kafka_env) as api:
        offsets = KafkaOffsets(settings.kafka_bootstrap)
        await offsets.start()
        try:
            slow = {"MEMSTREAM_KAFKA_COMMIT_INTERVAL_SECONDS": "60"}
            doomed = start_role("processor", env | slow | _named(fault, api), tmp_path)
            positions = await emit(api, events)
            await doom(doomed, offsets, api)
            assert doomed.process.returncode == -9
            assert await offsets.committed(processor_group(api.layout), api.layout.source) == {}
            before = await changes_end(offsets, api)
            await recover(api, env, tmp_path, positions)
            after = await changes_end(offsets, api)
        finally:
            await offsets.stop()
    assert settings.pg_dsn is not None
    return Crash(before, after, dump_read_models(settings.pg_dsn, INITIAL.read_schema))


def _named(fault: Mapping[str, str], api: KafkaSystem) -> dict[str, str]:
    """The fault with `{consolidate}` replaced by that stage's step name."""
    consolidate = stage_step(api.layout, "consolidate")
    return {name: value.format(consolidate=consolidate) for name, value in fault.items()}


async def recover(
    api: KafkaSystem, env: dict[str, str], tmp_path: Path, positions: list[Position]
) -> None:
    """A new worker takes over; the projectors project everything."""
    with running_role("processor", env, tmp_path), running_role("projector", env, tmp_path):
        # Bounded, not timed: the dead member must first time out of the group.
        assert await api.wait_for_positions(positions, timeout=180)


def settings_for(kafka_bootstrap: str, dsn: str, tmp_path: Path) -> Settings:
    return Settings(
        data_dir=tmp_path / "data",
        kafka_bootstrap=kafka_bootstrap,
        pg_dsn=dsn,
        partitions=1,
        vectors="pgvector",
    )


async def kill_once_deciding(
    doomed: ServerProcess, offsets: KafkaOffsets, api: KafkaSystem
) -> None:
    """SIGKILL from outside as soon as the worker has published decisions."""
    for _ in range(6000):
        if await changes_end(offsets, api) >= 3:
            break
        await asyncio.sleep(0.02)
    doomed.kill9()


async def until_it_kills_itself(
    doomed: ServerProcess, offsets: KafkaOffsets, api: KafkaSystem
) -> None:
    """Wait (bounded) for the worker's fault point to SIGKILL it."""
    assert await asyncio.to_thread(doomed.process.wait, 180) == -9


async def test_kill9_from_outside_mid_stream_loses_and_duplicates_nothing(
    kafka_bootstrap: str, database_factory: Callable[[], str], tmp_path: Path
) -> None:
    settings = settings_for(kafka_bootstrap, database_factory(), tmp_path)
    events = conversation()
    crash = await crash_and_recover(settings, tmp_path, events, kill_once_deciding, {})

    reference, _ = embedded(events, database_factory(), tmp_path / "embedded")
    assert crash.changes_before >= 3
    assert crash.read_models == reference


async def test_kill9_between_publishing_and_saving_redecides_exactly_that_batch(
    kafka_bootstrap: str, database_factory: Callable[[], str], tmp_path: Path
) -> None:
    settings = settings_for(kafka_bootstrap, database_factory(), tmp_path)
    # The worker dies right after consolidate published its first batch's decisions,
    # before it saved the state that batch changed.
    fault = {"MEMSTREAM_FAULT": "kill-before-state:{consolidate}"}
    events = conversation()
    crash = await crash_and_recover(settings, tmp_path, events, until_it_kills_itself, fault)

    reference, changes = embedded(events, database_factory(), tmp_path / "embedded")
    # The batch was published, then decided again by the successor (the same changes)...
    assert crash.changes_before > 0 and crash.changes_after > changes
    # ...and the read models are exactly those of the embedded runtime.
    assert crash.read_models == reference
