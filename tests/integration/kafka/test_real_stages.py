"""The real extract and consolidate stages, as the description builds them, on the stage host."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.config import Settings
from memstream.pipeline.layout import Layout
from memstream.ports import InMemoryState, OutgoingRecord, Stage
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.kafka.topology import processor_group
from memstream.runtime.kafka.workers import stages as worker_stages
from memstream.schemas import topics
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind
from memstream.schemas.codec import decode_change, encode
from memstream.schemas.events import Message, MessagePosted
from tests.integration.kafka.support import namespace, read_topic

pytestmark = pytest.mark.kafka


def said(n: int, text: str) -> MessagePosted:
    return MessagePosted(
        id=f"e{n}",
        time=datetime(2026, 1, 1, 12, n, tzinfo=UTC),
        scope=Scope(tenant="acme", user="al", session="s1"),
        payload=Message(role="user", content=text),
    )


def in_memory(stages: list[Stage[Any, Any]], events: list[MessagePosted]) -> list[bytes]:
    """What the stages derive from `events` when run in memory, one after the other."""
    records = [encode(event) for event in events]
    for stage in stages:
        state = InMemoryState()
        records = [
            encode(out) for raw in records for out in stage.process(stage.decode(raw), state)
        ]
    return records


async def test_extract_and_consolidate_run_on_the_kafka_stage_host(kafka_bootstrap: str) -> None:
    layout = Layout(namespace=namespace())
    stages = worker_stages(Settings(), layout)
    interactions, changes = layout.source, layout.topic(topics.MEMORY_CHANGES)
    config = WorkerConfig(app_id=processor_group(layout), bootstrap=kafka_bootstrap, partitions=2)
    # The user states a preference twice.
    events = [
        said(0, "I prefer dark mode in every editor."),
        said(1, "I prefer dark mode in every editor."),
    ]
    expected = in_memory([stage for stage, _ in stages], events)
    async with running_stages(stages, config), KafkaEventProducer(kafka_bootstrap) as producer:
        await producer.send([OutgoingRecord(interactions, e.key, encode(e)) for e in events])
        # Wait for the decisions.
        out = await read_topic(kafka_bootstrap, changes, len(expected))

    # The hosted stages decided exactly what the stages decide in memory, keyed by user.
    assert [record.value for record in out] == expected
    assert {record.key for record in out} == {b"acme:al"}
    decided = [decode_change(record.value) for record in out]
    preference = [c for c in decided if c.memory_id == decided[0].memory_id]
    assert [c.kind for c in preference] == [ChangeKind.CREATED, ChangeKind.REINFORCED]
    assert preference[1].memory is not None and preference[1].memory.evidence_count == 2
