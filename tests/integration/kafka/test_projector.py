from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import UTC, datetime

import pytest
from aiokafka import TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from memstream.ports import OutgoingRecord, Position
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.projector import KafkaProjector, ProjectorConfig
from memstream.runtime.kafka.topics import ensure_topics
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import encode
from tests.integration.kafka.support import read_topic, unique

pytestmark = pytest.mark.kafka

SCOPE = Scope(tenant="acme", user="al")


def change(n: int, topic: str) -> OutgoingRecord:
    deleted = MemoryChange(
        id=f"c{n}",
        kind=ChangeKind.DELETED,
        memory_id=f"m{n}",
        scope=SCOPE,
        memory=None,
        cause_id=f"e{n}",
        reason="forgotten",
        event_time=datetime(2026, 1, 1, tzinfo=UTC),
    )
    return OutgoingRecord(topic, SCOPE.key, encode(deleted))


async def committed(bootstrap: str, group: str) -> dict[TopicPartition, int]:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        offsets = await admin.list_consumer_group_offsets(group)
    finally:
        await admin.close()
    return {tp: meta.offset for tp, meta in offsets.items()}


def configure(bootstrap: str) -> ProjectorConfig:
    return ProjectorConfig(
        name="test",
        group_id=unique("projector"),
        bootstrap=bootstrap,
        topic=unique("changes"),
        dlq_topic=unique("dlq"),
        retry_backoff_seconds=0.05,
    )


async def project_until(projector: KafkaProjector, done: asyncio.Event) -> None:
    await projector.start()
    try:
        for _ in range(200):
            await projector.step()
            if done.is_set():
                return
    finally:
        await projector.stop()


async def test_commits_only_after_the_batch_was_applied(kafka_bootstrap: str) -> None:
    config = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[config.topic, config.dlq_topic])
    applied: list[tuple[Position, MemoryChange]] = []
    seen_committed: list[dict[TopicPartition, int]] = []
    done = asyncio.Event()

    async def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> int:
        # While the batch is being applied, its offsets are not committed yet.
        seen_committed.append(await committed(kafka_bootstrap, config.group_id))
        applied.extend(items)
        if len(applied) == 3:
            done.set()
        return len(items)

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        # Write two changes, a garbage record, then one more change.
        positions = await producer.send([change(0, config.topic), change(1, config.topic)])
        positions += await producer.send([OutgoingRecord(config.topic, SCOPE.key, b"garbage")])
        positions += await producer.send([change(2, config.topic)])
        # Project them.
        await project_until(KafkaProjector(config, apply_batch, producer), done)

    assert [item[1].id for item in applied] == ["c0", "c1", "c2"]
    assert [item[0] for item in applied] == [positions[0], positions[1], positions[3]]
    first = TopicPartition(config.topic, positions[0].partition)
    assert seen_committed[0].get(first, -1) <= positions[0].offset
    # After the last batch, the offset past the last record is committed.
    assert (await committed(kafka_bootstrap, config.group_id))[first] == positions[3].offset + 1
    # The garbage went to the DLQ with its reason.
    dead = await read_topic(kafka_bootstrap, config.dlq_topic, 1)
    assert [r.value for r in dead] == [b"garbage"]
    assert dict(dead[0].headers)["original_offset"] == str(positions[2].offset).encode()


async def test_a_failing_batch_is_retried_and_not_committed(kafka_bootstrap: str) -> None:
    config = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[config.topic, config.dlq_topic])
    calls: list[list[str]] = []
    done = asyncio.Event()

    def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> int:
        # A synchronous callback (like PostgresProjection.apply_batch) that fails once.
        calls.append([item[1].id for item in items])
        if len(calls) == 1:
            raise RuntimeError("database unavailable")
        done.set()
        return len(items)

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        positions = await producer.send([change(n, config.topic) for n in range(2)])
        await project_until(KafkaProjector(config, apply_batch, producer), done)

    assert calls[0] == ["c0", "c1"]
    assert calls[-1] == ["c0", "c1"]
    tp = TopicPartition(config.topic, positions[0].partition)
    assert (await committed(kafka_bootstrap, config.group_id))[tp] == positions[1].offset + 1


async def test_on_assignment_it_resumes_at_the_projections_tracked_position(
    kafka_bootstrap: str,
) -> None:
    config = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[config.topic, config.dlq_topic])
    applied: list[str] = []
    asked: list[tuple[str, int]] = []
    done = asyncio.Event()

    def tracked(topic: str, partition: int) -> int | None:
        # The projection already holds the first two changes (its Kafka offset was never
        # committed, as after a crash between the database commit and the offset commit).
        asked.append((topic, partition))
        return 2

    def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> int:
        applied.extend(item[1].id for item in items)
        if "c3" in applied:
            done.set()
        return len(items)

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        await producer.send([change(n, config.topic) for n in range(4)])
        await project_until(KafkaProjector(config, apply_batch, producer, tracked), done)

    assert asked == [(config.topic, 0)]
    assert applied == ["c2", "c3"]
