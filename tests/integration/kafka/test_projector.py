from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

import pytest
from aiokafka import TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from memstream.pipeline.layout import Route
from memstream.ports import OutgoingRecord, Position, Through
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


def configure(bootstrap: str) -> tuple[ProjectorConfig, Route]:
    config = ProjectorConfig(
        group_id=unique("projector"), bootstrap=bootstrap, retry_backoff_seconds=0.05
    )
    route = Route("project.test", "postgres", unique("changes"), None, unique("dlq"))
    return config, route


@dataclass
class RecordingProjection:
    """A projection that hands each batch to `on_batch` and resumes at `resume_at`."""

    on_batch: Callable[[Sequence[tuple[Position, MemoryChange]]], None]
    resume_at: int | None = None
    lookup_seconds: float = 0.0  # how long telling its position takes
    name: str = "test"
    asked: list[tuple[str, int]] = field(default_factory=list)

    def apply(self, items: Sequence[tuple[Position, MemoryChange]], through: Through) -> int:
        self.on_batch(items)
        return len(items)

    def position(self, topic: str, partition: int) -> int | None:
        self.asked.append((topic, partition))
        time.sleep(self.lookup_seconds)
        return self.resume_at


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
    config, route = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[route.input, route.dlq])
    applied: list[tuple[Position, MemoryChange]] = []
    seen_committed: list[dict[TopicPartition, int]] = []
    done = asyncio.Event()

    def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> None:
        # While the batch is being applied (in a worker thread), nothing is committed yet.
        seen_committed.append(asyncio.run(committed(kafka_bootstrap, config.group_id)))
        applied.extend(items)
        if len(applied) == 3:
            done.set()

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        # Write two changes, a garbage record, then one more change.
        positions = await producer.send([change(0, route.input), change(1, route.input)])
        positions += await producer.send([OutgoingRecord(route.input, SCOPE.key, b"garbage")])
        positions += await producer.send([change(2, route.input)])
        # Project them.
        projector = KafkaProjector(config, RecordingProjection(apply_batch), route, producer)
        await project_until(projector, done)

    assert [item[1].id for item in applied] == ["c0", "c1", "c2"]
    assert [item[0] for item in applied] == [positions[0], positions[1], positions[3]]
    first = TopicPartition(route.input, positions[0].partition)
    assert seen_committed[0].get(first, -1) <= positions[0].offset
    # After the last batch, the offset past the last record is committed.
    assert (await committed(kafka_bootstrap, config.group_id))[first] == positions[3].offset + 1
    # The garbage went to the DLQ with its reason.
    dead = await read_topic(kafka_bootstrap, route.dlq, 1)
    assert [r.value for r in dead] == [b"garbage"]
    assert dict(dead[0].headers)["original_offset"] == str(positions[2].offset).encode()


async def test_a_failing_batch_is_retried_and_not_committed(kafka_bootstrap: str) -> None:
    config, route = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[route.input, route.dlq])
    calls: list[list[str]] = []
    done = asyncio.Event()

    def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> None:
        # The read model is unavailable once.
        calls.append([item[1].id for item in items])
        if len(calls) == 1:
            raise RuntimeError("database unavailable")
        done.set()

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        positions = await producer.send([change(n, route.input) for n in range(2)])
        projector = KafkaProjector(config, RecordingProjection(apply_batch), route, producer)
        await project_until(projector, done)

    assert calls[0] == ["c0", "c1"]
    assert calls[-1] == ["c0", "c1"]
    tp = TopicPartition(route.input, positions[0].partition)
    assert (await committed(kafka_bootstrap, config.group_id))[tp] == positions[1].offset + 1


async def test_on_assignment_it_resumes_at_the_projections_tracked_position(
    kafka_bootstrap: str,
) -> None:
    config, route = configure(kafka_bootstrap)
    await ensure_topics(kafka_bootstrap, 1, names=[route.input, route.dlq])
    applied: list[str] = []
    done = asyncio.Event()

    def apply_batch(items: Sequence[tuple[Position, MemoryChange]]) -> None:
        applied.extend(item[1].id for item in items)
        if "c3" in applied:
            done.set()

    # The projection already holds the first two changes (its Kafka offset was never
    # committed, as after a crash between the database commit and the offset commit).
    # Telling its position takes a while (a busy database): the consumer must not hand
    # out what it fetched from the earliest offset meanwhile.
    projection = RecordingProjection(apply_batch, resume_at=2, lookup_seconds=0.5)
    async with KafkaEventProducer(kafka_bootstrap) as producer:
        await producer.send([change(n, route.input) for n in range(4)])
        await project_until(KafkaProjector(config, projection, route, producer), done)

    assert projection.asked == [(route.input, 0)]
    assert applied == ["c2", "c3"]
