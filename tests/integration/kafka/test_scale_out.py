"""A second worker (projector or processor) joins its consumer group and takes over partitions."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AsyncExitStack
from pathlib import Path

import httpx
import pytest

from memstream.config import Settings
from memstream.ports import Position
from memstream.producers import EventFactory
from memstream.runtime.kafka.projector import KafkaProjector
from memstream.runtime.kafka.system import KafkaSystem, running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from memstream.schemas.memory import MemoryType
from tests.fixtures.server import ServerProcess
from tests.integration.kafka.processes import process_env, running_role
from tests.integration.kafka.support import emit as send

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

USERS = [f"user{n}" for n in range(8)]


async def emit(system: KafkaSystem, text: str) -> list[Position]:
    """One statement per user; the users' keys spread over both partitions."""
    events = [
        EventFactory(Scope(tenant="acme", user=user)).message("user", f"{text} ({user})")
        for user in USERS
    ]
    return await send(system, events)


def postgres(system: KafkaSystem) -> KafkaProjector:
    return next(p for p in system.projectors if p.route.part == "postgres")


def partitions(projector: KafkaProjector) -> set[int]:
    return {tp.partition for tp in projector.assignment()}


async def until(condition: Callable[[], bool], timeout: float = 60.0) -> None:
    for _ in range(int(timeout / 0.05)):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise TimeoutError("condition not met")


async def test_a_second_projector_takes_over_a_partition_and_both_progress(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    settings = kafka_settings.model_copy(update={"vectors": "pgvector"})
    async with AsyncExitStack() as stack:
        api = await stack.enter_async_context(running_kafka(settings, "api", kafka_env))
        await stack.enter_async_context(running_kafka(settings, "processor", kafka_env))
        first = await stack.enter_async_context(running_kafka(settings, "projector", kafka_env))
        # One worker holds both partitions and projects everything.
        positions = await emit(api, "I prefer dark mode")
        assert {p.partition for p in positions} == {0, 1}
        assert await api.wait_for_positions(positions, timeout=60)
        assert partitions(postgres(first)) == {0, 1}
        before = postgres(first).projected
        # A second worker joins the group: the partitions are split between the two.
        second = await stack.enter_async_context(running_kafka(settings, "projector", kafka_env))
        await until(lambda: len(partitions(postgres(second))) == 1)
        await until(lambda: len(partitions(postgres(first))) == 1)
        assert partitions(postgres(first)) | partitions(postgres(second)) == {0, 1}
        # Both make progress on new events.
        positions = await emit(api, "I prefer tea over coffee")
        assert await api.wait_for_positions(positions, timeout=60)
        memories = {user: api.api_services().reader.list_memories("acme", user) for user in USERS}

    assert postgres(first).projected > before
    assert postgres(second).projected > 0
    # Nothing lost, nothing doubled: two preferences per user, each seen once.
    for user, histories in memories.items():
        preferences = [h for h in histories if h.memory.type is MemoryType.PREFERENCE]
        assert len(preferences) == 2, user
        assert all(h.memory.evidence_count == 1 for h in preferences), user


def held(server: ServerProcess, topic: str) -> set[int]:
    """The partitions of `topic` a processor process holds, from its /healthz."""
    assignments = httpx.get(f"{server.url}/healthz", timeout=5).json()["assignments"]
    return {int(tp.rsplit("/", 1)[1]) for tp in assignments["processor"] if tp.startswith(topic)}


async def test_a_second_processor_worker_takes_over_a_partition(
    kafka_settings: Settings, kafka_env: KafkaEnv, tmp_path: Path
) -> None:
    settings = kafka_settings.model_copy(update={"vectors": "pgvector"})
    env = process_env(settings, kafka_env)
    async with running_kafka(settings, "api", kafka_env) as api:
        interactions = api.layout.source
        with running_role("processor", env, tmp_path) as first:
            # One worker holds both partitions.
            await until(lambda: held(first, interactions) == {0, 1}, timeout=120)
            with running_role("processor", env, tmp_path) as second:
                # A second worker joins the group: the partitions are split between the two.
                await until(lambda: len(held(second, interactions)) == 1, timeout=120)
                await until(lambda: len(held(first, interactions)) == 1, timeout=120)
                split = (held(first, interactions), held(second, interactions))
                assert split[0] | split[1] == {0, 1}
                # Both make progress: each partition's events are processed and projected...
                positions = await emit(api, "I prefer dark mode")
                assert {p.partition for p in positions} == {0, 1}
                projectors = running_kafka(settings, "projector", kafka_env)
                async with projectors:
                    assert await api.wait_for_positions(positions, timeout=60)
                # ...by the worker that held that partition all along.
                assert (held(first, interactions), held(second, interactions)) == split
        memories = [api.api_services().reader.list_memories("acme", user) for user in USERS]

    preferences = [[h for h in mine if h.memory.type is MemoryType.PREFERENCE] for mine in memories]
    assert [len(mine) for mine in preferences] == [1] * len(USERS)
