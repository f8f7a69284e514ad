"""On Kafka, the topics only ever hold ciphertext of what a user said (crypto-shredding)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from memstream.config import Settings
from memstream.ports import MemoryReader
from memstream.producers import EventFactory
from memstream.query_api.edge import EdgeConfig
from memstream.query_api.routes.events import append_events
from memstream.runtime.kafka.system import running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from memstream.trust.sealing import is_sealed
from tests.integration.kafka.support import read_topic

pytestmark = pytest.mark.kafka

ALICE = Scope(tenant="acme", user="alice", session="s1")
SAID = ["My doctor is Dr. Weiss and I live in Lisbon.", "我喜欢喝绿茶，我住在杭州。"]
WORDS = ["Dr. Weiss", "Lisbon", "绿茶", "杭州"]


async def _memories_of_alice(reader: MemoryReader, count: int) -> list[Any]:
    """Alice's memories once there are `count` (or what there is after a minute)."""
    for _ in range(120):
        found = await asyncio.to_thread(reader.list_memories, "acme", "alice")
        if len(found) >= count:
            return list(found)
        await asyncio.sleep(0.5)
    return list(found)


async def test_interactions_and_memory_changes_hold_only_ciphertext(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    alice = EventFactory(ALICE)
    events = [(i, alice.remember(text)) for i, text in enumerate(SAID)]
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        services = system.api_services()
        await append_events(services, events, EdgeConfig())
        memories = await _memories_of_alice(services.reader, len(SAID))
        bootstrap, layout = kafka_settings.kafka_bootstrap, system.layout
        raw = {
            name: await read_topic(bootstrap, layout.topic(name), count, timeout_ms=5_000)
            for name, count in [
                (layout.pipeline.source, 2),
                (CANDIDATES, 2),
                (MEMORY_CHANGES, len(memories)),
            ]
        }
    assert {h.memory.content for h in memories} >= set(SAID)  # the pipeline read them
    for name, records in raw.items():
        assert records, name
        assert all(is_sealed(record.value) for record in records), name
        for word in WORDS:
            assert not any(word.encode() in record.value for record in records), (name, word)
