from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from pydantic import ValidationError

from memstream.pipeline.description import STAGES
from memstream.pipeline.layout import Route
from memstream.ports import OutgoingRecord, Stage, StateStore
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.kafka.state_table import ERASED_STATE_MS
from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.codec import DecodeError, describe_validation_error
from tests.integration.kafka.support import read_topic, unique

pytestmark = pytest.mark.kafka


class Ping(FrozenModel):
    scope: Scope
    text: str


class Counted(FrozenModel):
    scope: Scope
    count: int
    text: str


def decode_ping(raw: bytes) -> Ping:
    try:
        return Ping.model_validate_json(raw)
    except ValidationError as exc:
        raise DecodeError(describe_validation_error(exc)) from exc


@dataclass
class CountingStage:
    """Counts pings per user in its state and emits the new count; fails on 'boom'."""

    input_topic: str
    output_topic: str
    dlq_topic: str
    name: str = "count"

    def hosted(self) -> tuple[Stage[Any, Any], Route]:
        """This stage with its route, as `running_stages` takes it."""
        route = Route(self.name, STAGES, self.input_topic, self.output_topic, self.dlq_topic)
        return self, route

    @property
    def decode(self) -> Callable[[bytes], Ping]:
        return decode_ping

    def state_keys(self, record: Ping) -> list[str]:
        return [f"count:{record.scope.key}"]

    def decode_state(self, key: str, stored: Any) -> Any:
        return stored

    def process(self, record: Ping, state: StateStore) -> list[Counted]:
        key = f"count:{record.scope.key}"
        count = state.get(key, 0) + 1
        state[key] = count
        if record.text == "boom":
            raise RuntimeError("the stage failed on purpose")
        return [Counted(scope=record.scope, count=count, text=record.text)]


def ping(topic: str, user: str, text: str) -> OutgoingRecord:
    scope = Scope(tenant="acme", user=user)
    return OutgoingRecord(topic, scope.key, Ping(scope=scope, text=text).model_dump_json().encode())


def counts(values: list[bytes]) -> list[tuple[str, int, str]]:
    decoded = [json.loads(value) for value in values]
    return [(c["scope"]["user"], c["count"], c["text"]) for c in decoded]


def setup(kafka_bootstrap: str, partitions: int = 2) -> tuple[CountingStage, WorkerConfig]:
    stage = CountingStage(unique("pings"), unique("counts"), unique("dlq"))
    config = WorkerConfig(
        app_id=unique("workers"), bootstrap=kafka_bootstrap, partitions=partitions
    )
    return stage, config


async def test_stage_keeps_state_per_user_and_emits_keyed_outputs(kafka_bootstrap: str) -> None:
    stage, config = setup(kafka_bootstrap)
    async with (
        running_stages([stage.hosted()], config),
        KafkaEventProducer(kafka_bootstrap) as producer,
    ):
        # Write events for two users.
        await producer.send(
            [
                ping(stage.input_topic, user, f"{user}-{n}")
                for n in range(3)
                for user in ("al", "bo")
            ]
        )
        # Wait for the stage's outputs.
        out = await read_topic(kafka_bootstrap, stage.output_topic, 6)

    by_user = sorted(counts([record.value for record in out]))
    assert by_user == [("al", n + 1, f"al-{n}") for n in range(3)] + [
        ("bo", n + 1, f"bo-{n}") for n in range(3)
    ]
    assert {record.key for record in out} == {b"acme:al", b"acme:bo"}
    # One user's outputs stay in one partition, in order.
    for user in ("al", "bo"):
        mine = [r for r in out if r.key == f"acme:{user}".encode()]
        assert len({r.partition for r in mine}) == 1
        assert [json.loads(r.value)["count"] for r in mine] == [1, 2, 3]


async def test_poison_records_go_to_the_dlq_and_the_partition_carries_on(
    kafka_bootstrap: str,
) -> None:
    stage, config = setup(kafka_bootstrap, partitions=1)
    garbage = b"\xff\xfe not json"
    wrong_shape = b'{"scope": {"tenant": "acme", "user": "al"}}'
    async with (
        running_stages([stage.hosted()], config),
        KafkaEventProducer(kafka_bootstrap) as producer,
    ):
        # Write a good event, three bad ones, then more good ones, all for one user.
        positions = await producer.send(
            [
                ping(stage.input_topic, "al", "first"),
                OutgoingRecord(stage.input_topic, "acme:al", garbage),
                OutgoingRecord(stage.input_topic, "acme:al", wrong_shape),
                ping(stage.input_topic, "al", "boom"),
                ping(stage.input_topic, "al", "second"),
                ping(stage.input_topic, "al", "third"),
            ]
        )
        out = await read_topic(kafka_bootstrap, stage.output_topic, 3)
        dead = await read_topic(kafka_bootstrap, stage.dlq_topic, 3)

    # Later records still got through, and the failed one left the state untouched.
    assert counts([r.value for r in out]) == [
        ("al", 1, "first"),
        ("al", 2, "second"),
        ("al", 3, "third"),
    ]
    # The DLQ holds the original bytes and key, with where they came from and why.
    assert [r.value for r in dead] == [garbage, wrong_shape, ping("x", "al", "boom").value]
    assert {r.key for r in dead} == {b"acme:al"}
    headers = [{k: v.decode() for k, v in r.headers} for r in dead]
    assert [h["original_offset"] for h in headers] == [str(p.offset) for p in positions[1:4]]
    assert {h["original_topic"] for h in headers} == {stage.input_topic}
    assert {h["step"] for h in headers} == {"count"}
    assert headers[0]["reason"].startswith("invalid record: (record): Invalid JSON")
    assert "text: Field required" in headers[1]["reason"]
    assert headers[2]["reason"] == "RuntimeError: the stage failed on purpose"


async def test_a_restarted_worker_recovers_its_table_and_resumes(kafka_bootstrap: str) -> None:
    stage, config = setup(kafka_bootstrap)
    async with KafkaEventProducer(kafka_bootstrap) as producer:
        # A first worker counts two pings.
        async with running_stages([stage.hosted()], config):
            await producer.send([ping(stage.input_topic, "al", f"p{n}") for n in range(2)])
            assert len(await read_topic(kafka_bootstrap, stage.output_topic, 2)) == 2
        # A new worker of the same group recovers the table from its changelog.
        async with running_stages([stage.hosted()], config):
            await producer.send([ping(stage.input_topic, "al", "p2")])
            out = await read_topic(kafka_bootstrap, stage.output_topic, 3)

    assert counts([r.value for r in out]) == [("al", 1, "p0"), ("al", 2, "p1"), ("al", 3, "p2")]


async def _topic_configs(bootstrap: str, topic: str) -> dict[str, str]:
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        resource = ConfigResource(ConfigResourceType.TOPIC, topic)
        [response] = await admin.describe_configs([resource])
    finally:
        await admin.close()
    [(_, _, _, _, entries)] = response.resources
    return {str(entry[0]): str(entry[1]) for entry in entries}


async def test_a_changelog_rolls_and_compacts_within_the_hour(kafka_bootstrap: str) -> None:
    stage, config = setup(kafka_bootstrap)
    async with (
        running_stages([stage.hosted()], config),
        KafkaEventProducer(kafka_bootstrap) as producer,
    ):
        await producer.send([ping(stage.input_topic, "al", "al-0")])
        await read_topic(kafka_bootstrap, stage.output_topic, 1)
    # The state's changelog: a deleted key's old values (an erased user's) go within hours.
    admin = AIOKafkaAdminClient(bootstrap_servers=kafka_bootstrap)
    await admin.start()
    try:
        topics = await admin.list_topics()
    finally:
        await admin.close()
    [changelog] = [t for t in topics if t.startswith(config.app_id) and t.endswith("-changelog")]
    configs = await _topic_configs(kafka_bootstrap, changelog)
    assert configs["cleanup.policy"] == "compact"
    assert configs["segment.ms"] == configs["max.compaction.lag.ms"] == str(ERASED_STATE_MS)
