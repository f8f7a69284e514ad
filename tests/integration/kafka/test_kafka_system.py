"""The Kafka runtime in one process (role `all`): emit, wait for projections, read back."""

from __future__ import annotations

import time

import pytest

from memstream.config import Settings
from memstream.ports import OutgoingRecord
from memstream.producers import EventFactory
from memstream.runtime.kafka.system import running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.base import Scope
from tests.integration.kafka.support import emit, read_topic, stage_step

pytestmark = pytest.mark.kafka

ALICE = Scope(tenant="acme", user="alice", session="s1")


async def test_emitted_events_reach_both_read_models(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    alice = EventFactory(ALICE)
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        # Write events.
        started = time.monotonic()
        positions = await emit(
            system,
            [
                alice.message("user", "Hi, I'm Alice and I live in Berlin."),
                alice.message("user", "I prefer concise answers without emojis."),
            ],
        )
        # Wait for the projections (read-your-writes).
        assert await system.wait_for_positions(positions, timeout=60)
        print(f"emit → projected: {time.monotonic() - started:.3f}s")
        # Query the read models.
        services = system.api_services()
        memories = services.reader.list_memories("acme", "alice")
        query = system.stores.embedder.embed_query("how should answers be formatted?")
        vectors = system.stores.query("vectors", system.generation)
        hits = vectors.search("acme", "alice", query, limit=10)

    contents = [history.memory.content.lower() for history in memories]
    assert any("concise" in content for content in contents)
    assert {memory_id for memory_id, _ in hits} == {h.memory.id for h in memories}


async def test_a_poison_event_goes_to_the_dlq_and_later_events_get_through(
    kafka_settings: Settings, kafka_env: KafkaEnv
) -> None:
    alice = EventFactory(ALICE)
    garbage = b"\xff not an event"
    async with running_kafka(kafka_settings, "all", kafka_env) as system:
        topic = system.layout.source
        # A poison record, then valid events of the same user (same partition).
        poison = await system.producer.send([OutgoingRecord(topic, ALICE.key, garbage)])
        positions = await emit(system, [alice.message("user", "I prefer tea over coffee.")])
        assert poison[0].partition == positions[0].partition
        assert await system.wait_for_positions(positions, timeout=60)
        memories = system.api_services().reader.list_memories("acme", "alice")
        dead = await read_topic(kafka_settings.kafka_bootstrap, system.layout.dlq, 1)
        extract_step = stage_step(system.layout, "extract")

    # The later event got through to the read models.
    assert any("tea" in history.memory.content.lower() for history in memories)
    # The poison landed in the DLQ: original bytes and key, where from and why.
    assert [record.value for record in dead] == [garbage]
    assert dead[0].key == ALICE.key.encode()
    headers = {name: value.decode() for name, value in dead[0].headers}
    assert headers["step"] == extract_step
    assert headers["original_topic"] == topic
    assert headers["original_offset"] == str(poison[0].offset)
    assert headers["reason"].startswith("invalid record")
