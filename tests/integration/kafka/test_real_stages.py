from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from memstream.ports import OutgoingRecord, Stage
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.routing import routed
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind
from memstream.schemas.codec import decode_change, encode
from memstream.schemas.events import Message, MessagePosted
from tests.integration.kafka.support import read_topic, unique

pytestmark = pytest.mark.kafka


def said(n: int, text: str) -> MessagePosted:
    return MessagePosted(
        id=f"e{n}",
        time=datetime(2026, 1, 1, 12, n, tzinfo=UTC),
        scope=Scope(tenant="acme", user="al", session="s1"),
        payload=Message(role="user", content=text),
    )


async def test_extract_and_consolidate_run_as_faust_agents(kafka_bootstrap: str) -> None:
    interactions, candidates, changes = unique("interactions"), unique("cands"), unique("changes")
    stages: list[Stage[Any, Any]] = [
        routed(ExtractStage(), interactions, candidates),
        routed(ConsolidateStage(), candidates, changes),
    ]
    config = WorkerConfig(
        app_id=unique("processors"), bootstrap=kafka_bootstrap, partitions=2, dlq_topic=unique("d")
    )
    async with running_stages(stages, config), KafkaEventProducer(kafka_bootstrap) as producer:
        # The user states a preference twice.
        events = [
            said(0, "I prefer dark mode in every editor."),
            said(1, "I prefer dark mode in every editor."),
        ]
        await producer.send([OutgoingRecord(interactions, e.key, encode(e)) for e in events])
        # Wait for the decisions.
        out = await read_topic(kafka_bootstrap, changes, 2)

    decided = [decode_change(record.value) for record in out]
    assert [change.kind for change in decided] == [ChangeKind.CREATED, ChangeKind.REINFORCED]
    assert {change.memory_id for change in decided} == {decided[0].memory_id}
    assert decided[1].memory is not None and decided[1].memory.evidence_count == 2
    assert {record.key for record in out} == {b"acme:al"}
