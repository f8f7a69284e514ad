"""One contract for every projection driver: the embedded runner and the Kafka projector.

Each drives the same small projection (a read model in memory that applies a change once,
tracks its position, and refuses the changes it is told to) through the shared kernel
and checkpoint: changes are applied once and in order, what does not decode or is
refused goes to the DLQ alone, and a driver resumes where the projection says it is.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime

import pytest
from psycopg_pool import ConnectionPool

from memstream.log.postgres import PostgresLog
from memstream.log.producer import LogProducer
from memstream.pipeline.layout import Route
from memstream.ports import (
    Change,
    EventProducer,
    LogRecord,
    OutgoingRecord,
    Projection,
    RecordRejected,
    Through,
)
from memstream.runtime.embedded import EmbeddedRuntime, ProjectionRunner
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.projector import KafkaProjector, ProjectorConfig
from memstream.runtime.kafka.topics import ensure_topics
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import encode
from tests.contract.test_event_producer import read_kafka
from tests.contract.test_stage_host import read_log

SCOPE = Scope(tenant="acme", user="al")
Read = Callable[[str, int], Awaitable[list[LogRecord]]]


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


@dataclass
class ListProjection:
    """A read model in memory: each change applied once (a tracked position), some refused."""

    refused: set[str] = field(default_factory=set)
    applied: list[str] = field(default_factory=list)
    tracked: dict[tuple[str, int], int] = field(default_factory=dict)
    name: str = "contract"

    def apply(self, items: Sequence[Change], through: Through) -> int:
        fresh = [
            (p, c) for p, c in items if p.offset >= self.tracked.get((p.topic, p.partition), 0)
        ]
        if any(c.id in self.refused for _, c in fresh):
            raise RecordRejected("refused on purpose")
        self.applied += [c.id for _, c in fresh]
        for key, offset in through.items():
            self.tracked[key] = max(self.tracked.get(key, 0), offset)
        return len(fresh)

    def position(self, topic: str, partition: int) -> int | None:
        return self.tracked.get((topic, partition))


@dataclass
class DriverUnderTest:
    """A route, a way to append to its input, to drive a projection, to read a topic back."""

    route: Route
    producer: EventProducer
    driving: Callable[[Projection], AbstractAsyncContextManager[None]]
    read: Read


async def until(done: Callable[[], bool]) -> None:
    """Wait (bounded: 60 s) until `done`."""
    for _ in range(1200):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the driver did not get there")


def new_route() -> Route:
    tag = uuid.uuid4().hex[:12]
    return Route(f"project.{tag}", "contract", f"changes.{tag}", None, f"dlq.{tag}")


class ProjectionDriverContract:
    """Subclasses provide `driver`."""

    async def test_changes_are_applied_once_in_order_and_tracked(
        self, driver: DriverUnderTest
    ) -> None:
        topic, projection = driver.route.input, ListProjection()
        async with driver.driving(projection):
            sent = await driver.producer.send([change(n, topic) for n in range(3)])
            await until(lambda: len(projection.applied) == 3)
        async with driver.driving(projection):  # restarted: nothing applied twice
            sent += await driver.producer.send([change(3, topic)])
            await until(lambda: len(projection.applied) >= 4)
        assert projection.applied == ["c0", "c1", "c2", "c3"]
        assert projection.position(topic, sent[-1].partition) == sent[-1].offset + 1

    async def test_an_undecodable_record_is_dead_lettered_and_tracked_past(
        self, driver: DriverUnderTest
    ) -> None:
        topic, projection = driver.route.input, ListProjection()
        garbage = OutgoingRecord(topic, SCOPE.key, b"\xff not a change")
        async with driver.driving(projection):
            sent = await driver.producer.send([change(0, topic), garbage, change(1, topic)])
            await until(lambda: len(projection.applied) == 2)
            dead = await driver.read(driver.route.dlq, 1)
        assert projection.applied == ["c0", "c1"]
        assert [r.value for r in dead] == [garbage.value]
        assert dead[0].headers["original_offset"] == str(sent[1].offset)
        assert dead[0].headers["step"] == driver.route.step
        assert projection.position(topic, sent[-1].partition) == sent[-1].offset + 1

    async def test_a_refused_change_is_dead_lettered_alone(self, driver: DriverUnderTest) -> None:
        topic, projection = driver.route.input, ListProjection(refused={"c1"})
        async with driver.driving(projection):
            sent = await driver.producer.send([change(n, topic) for n in range(3)])
            await until(lambda: len(projection.applied) == 2)
            dead = await driver.read(driver.route.dlq, 1)
        assert projection.applied == ["c0", "c2"]
        assert [r.headers["original_offset"] for r in dead] == [str(sent[1].offset)]
        assert dead[0].headers["reason"] == "refused on purpose"

    async def test_a_driver_resumes_where_the_projection_is(self, driver: DriverUnderTest) -> None:
        topic, projection = driver.route.input, ListProjection()
        partition = (await driver.producer.send([change(0, topic)]))[0].partition
        projection.tracked[(topic, partition)] = 2  # it holds the first two already
        async with driver.driving(projection):
            await driver.producer.send([change(n, topic) for n in range(1, 4)])
            await until(lambda: len(projection.applied) == 2)
        assert projection.applied == ["c2", "c3"]


class TestEmbeddedProjectionRunner(ProjectionDriverContract):
    @pytest.fixture
    def driver(self, pg_dsn: str) -> Iterator[DriverUnderTest]:
        route = new_route()
        with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
            log = PostgresLog(pool, 1)
            log.setup()
            log.create_topics([route.input, route.dlq])

            @asynccontextmanager
            async def driving(projection: Projection) -> AsyncIterator[None]:
                runtime = EmbeddedRuntime(log, [ProjectionRunner(log, projection, route)], 0.05)
                runtime.start()
                try:
                    yield
                finally:
                    await asyncio.to_thread(runtime.stop)

            yield DriverUnderTest(route, LogProducer(log), driving, read_log(log, pool))


@pytest.mark.kafka
class TestKafkaProjector(ProjectionDriverContract):
    @pytest.fixture
    async def driver(self, kafka_bootstrap: str) -> AsyncIterator[DriverUnderTest]:
        route = new_route()
        await ensure_topics(kafka_bootstrap, 1, names=[route.input, route.dlq])
        group = f"projector-{uuid.uuid4().hex}"

        async with KafkaEventProducer(kafka_bootstrap) as producer:

            @asynccontextmanager
            async def driving(projection: Projection) -> AsyncIterator[None]:
                config = ProjectorConfig(
                    group_id=group, bootstrap=kafka_bootstrap, retry_backoff_seconds=0.05
                )
                projector = KafkaProjector(config, projection, route, producer)
                await projector.start()
                stop = asyncio.Event()
                task = asyncio.create_task(projector.run(stop))
                try:
                    yield
                finally:
                    stop.set()
                    await task
                    await projector.stop()

            async def read(topic: str, count: int) -> list[LogRecord]:
                return await read_kafka(kafka_bootstrap, topic, count)

            yield DriverUnderTest(route, producer, driving, read)
