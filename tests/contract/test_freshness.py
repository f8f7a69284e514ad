"""One contract for read-your-writes (`wait_for`) on both runtimes, as the API uses it.

Each runtime is run whole (its pipeline, its read models) and driven through the
services it gives the HTTP API: its producer and its `wait_for_positions`.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from memstream.config import Settings
from memstream.ports import OutgoingRecord, Position, UnknownPosition
from memstream.producers import EventFactory
from memstream.query_api.deps import ApiServices
from memstream.runtime.composition import open_embedded
from memstream.runtime.kafka.system import running_kafka
from memstream.schemas.base import Scope
from memstream.schemas.codec import encode
from memstream.schemas.topics import INTERACTIONS
from tests.integration.kafka.support import kafka_test_settings, quick_env

pytestmark = pytest.mark.slow


async def remember(services: ApiServices, user: str, text: str) -> list[Position]:
    """Send one user message to the interactions topic; return its position."""
    event = EventFactory(Scope(tenant="acme", user=user, session="s1")).message("user", text)
    return await services.producer.send(
        [OutgoingRecord(INTERACTIONS, event.scope.key, encode(event))]
    )


class FreshnessContract:
    """Subclasses provide `services`: a running runtime's API services."""

    async def test_once_a_wait_returns_the_event_is_readable(self, services: ApiServices) -> None:
        user = f"u{uuid.uuid4().hex[:8]}"
        positions = await remember(services, user, "I prefer green tea over coffee.")

        assert await services.wait_for_positions(positions, 120)
        memories = await asyncio.to_thread(services.reader.list_memories, "acme", user)
        assert any("tea" in history.memory.content.lower() for history in memories)

    async def test_a_position_never_reached_times_out(self, services: ApiServices) -> None:
        [sent] = await remember(services, "al", "I live in Berlin.")
        beyond = Position(sent.topic, sent.partition, sent.offset + 1_000)

        assert await services.wait_for_positions([beyond], 0.5) is False

    async def test_a_partition_that_does_not_exist_is_refused(self, services: ApiServices) -> None:
        [sent] = await remember(services, "al", "I live in Berlin.")
        with pytest.raises(UnknownPosition):
            await services.wait_for_positions([Position(sent.topic, 99, 0)], 1)
        with pytest.raises(UnknownPosition):
            await services.wait_for_positions([Position("no.such.topic", 0, 0)], 1)


class TestEmbeddedFreshness(FreshnessContract):
    @pytest_asyncio.fixture
    async def services(self, pg_dsn: str, tmp_path: Path) -> AsyncIterator[ApiServices]:
        settings = Settings(data_dir=tmp_path / "data", pg_dsn=pg_dsn, partitions=2)
        system = await asyncio.to_thread(open_embedded, settings)
        try:
            yield system.api_services()
        finally:
            await asyncio.to_thread(system.close)


@pytest.mark.kafka
class TestKafkaFreshness(FreshnessContract):
    @pytest_asyncio.fixture
    async def services(
        self, kafka_bootstrap: str, pg_dsn: str, tmp_path: Path
    ) -> AsyncIterator[ApiServices]:
        settings = kafka_test_settings(kafka_bootstrap, pg_dsn, tmp_path / "data")
        async with running_kafka(settings, "all", quick_env()) as system:
            yield system.api_services()
