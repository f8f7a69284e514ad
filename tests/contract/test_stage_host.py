"""One contract for every stage host: the embedded runtime's runner and the Kafka stage consumer.

Both host the same small stage (it counts pings per user in its state and fails on
"boom") through the shared kernel and checkpoint; each must keep per-user state, keep
a user's outputs in order in one partition, dead-letter what cannot be processed while
the partition carries on, and give a restarted host the state it left.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass

import pytest
from psycopg_pool import ConnectionPool

from memstream.log.postgres import Conn, PostgresLog
from memstream.log.producer import LogProducer
from memstream.ports import EventProducer, LogRecord, OutgoingRecord
from memstream.runtime.embedded import EmbeddedRuntime, StageRunner
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from tests.contract.test_event_producer import read_kafka
from tests.integration.kafka.test_stage_host import CountingStage, counts, ping

PARTITIONS = 2


Read = Callable[[str, int], Awaitable[list[LogRecord]]]
"""Every record of a topic, once at least `count` are there (bounded wait), in log order."""


@dataclass
class HostUnderTest:
    """A stage, a way to append to its input, to run its host, and to read a topic back."""

    stage: CountingStage
    producer: EventProducer
    hosting: Callable[[], AbstractAsyncContextManager[None]]
    """Runs a fresh host of the stage (same group and state) while the block lasts."""
    read: Read


def new_stage() -> CountingStage:
    tag = uuid.uuid4().hex[:12]
    return CountingStage(f"pings.{tag}", f"counts.{tag}", f"dlq.{tag}", name=f"count-{tag}")


class StageHostContract:
    """Subclasses provide `host`."""

    async def test_state_is_kept_per_user_and_outputs_stay_in_order(
        self, host: HostUnderTest
    ) -> None:
        stage = host.stage
        async with host.hosting():
            await host.producer.send(
                [ping(stage.input_topic, user, f"{user}-{n}") for n in range(3) for user in "ab"]
            )
            out = await host.read(stage.output_topic, 6)

        assert sorted(counts([r.value for r in out])) == [
            (user, n + 1, f"{user}-{n}") for user in "ab" for n in range(3)
        ]
        for user in "ab":
            mine = [r for r in out if r.key == f"acme:{user}"]
            assert len({r.partition for r in mine}) == 1
            assert [c for _, c, _ in counts([r.value for r in mine])] == [1, 2, 3]

    async def test_bad_records_are_dead_lettered_and_the_partition_carries_on(
        self, host: HostUnderTest
    ) -> None:
        stage = host.stage
        garbage = OutgoingRecord(stage.input_topic, "acme:al", b"\xff not json")
        async with host.hosting():
            sent = await host.producer.send(
                [
                    ping(stage.input_topic, "al", "first"),
                    garbage,
                    ping(stage.input_topic, "al", "boom"),
                    ping(stage.input_topic, "al", "second"),
                ]
            )
            out = await host.read(stage.output_topic, 2)
            dead = await host.read(stage.dlq_topic, 2)

        # The failed record's state change was not kept: "second" counts 2.
        assert counts([r.value for r in out]) == [("al", 1, "first"), ("al", 2, "second")]
        assert [r.value for r in dead] == [garbage.value, ping("x", "al", "boom").value]
        assert [r.headers["original_offset"] for r in dead] == [str(p.offset) for p in sent[1:3]]
        assert {r.headers["step"] for r in dead} == {stage.name}
        assert {r.headers["original_topic"] for r in dead} == {stage.input_topic}
        assert dead[1].headers["reason"] == "RuntimeError: the stage failed on purpose"

    async def test_a_restarted_host_resumes_with_its_state(self, host: HostUnderTest) -> None:
        stage = host.stage
        async with host.hosting():
            await host.producer.send([ping(stage.input_topic, "al", f"p{n}") for n in range(2)])
            assert len(await host.read(stage.output_topic, 2)) == 2
        async with host.hosting():
            await host.producer.send([ping(stage.input_topic, "al", "p2")])
            out = await host.read(stage.output_topic, 3)

        assert counts([r.value for r in out]) == [("al", 1, "p0"), ("al", 2, "p1"), ("al", 3, "p2")]


class TestEmbeddedStageHost(StageHostContract):
    @pytest.fixture
    def host(self, pg_dsn: str) -> Iterator[HostUnderTest]:
        stage = new_stage()
        with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
            log = PostgresLog(pool, PARTITIONS)
            log.setup()
            log.create_topics([stage.input_topic, stage.output_topic, stage.dlq_topic])

            @asynccontextmanager
            async def hosting() -> AsyncIterator[None]:
                runner = StageRunner(log, stage, stage.hosted()[1])
                runtime = EmbeddedRuntime(log, [runner], poll_interval=0.05)
                runtime.start()
                try:
                    yield
                finally:
                    await asyncio.to_thread(runtime.stop)

            yield HostUnderTest(stage, LogProducer(log), hosting, read_log(log, pool))


def read_log(log: PostgresLog, pool: ConnectionPool[Conn]) -> Read:
    async def read(topic: str, count: int) -> list[LogRecord]:
        for _ in range(600):  # bounded: 30 s
            with pool.connection() as conn:
                records = [r for p in range(PARTITIONS) for r in log.read(conn, topic, p, 0, 1000)]
            if len(records) >= count:
                return records
            await asyncio.sleep(0.05)
        return records

    return read


@pytest.mark.kafka
class TestKafkaStageHost(StageHostContract):
    @pytest.fixture
    async def host(self, kafka_bootstrap: str) -> AsyncIterator[HostUnderTest]:
        stage = new_stage()
        config = WorkerConfig(
            app_id=f"workers-{uuid.uuid4().hex}", bootstrap=kafka_bootstrap, partitions=PARTITIONS
        )

        @asynccontextmanager
        async def hosting() -> AsyncIterator[None]:
            async with running_stages([stage.hosted()], config):
                yield

        async def read(topic: str, count: int) -> list[LogRecord]:
            return await read_kafka(kafka_bootstrap, topic, count)

        async with KafkaEventProducer(kafka_bootstrap) as producer:
            yield HostUnderTest(stage, producer, hosting, read)
