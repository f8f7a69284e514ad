"""Helpers shared by the Kafka integration tests."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from pathlib import Path

from aiokafka import AIOKafkaConsumer, ConsumerRecord

from memstream.config import Settings
from memstream.pipeline.description import PIPELINE
from memstream.pipeline.layout import Layout
from memstream.ports import OutgoingRecord, Position
from memstream.runtime.kafka.system import KafkaSystem
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.schemas.codec import encode
from memstream.schemas.events import InteractionEvent


def unique(prefix: str) -> str:
    """A topic or group name no other test uses."""
    return f"{prefix}-{uuid.uuid4().hex}"


def kafka_test_settings(bootstrap: str, dsn: str, data_dir: Path) -> Settings:
    """Two partitions, the given database, Qdrant through qdrant-client's local mode."""
    return Settings(
        data_dir=data_dir,
        kafka_bootstrap=bootstrap,
        pg_dsn=dsn,
        partitions=2,
        vectors="qdrant",
        qdrant_url=":memory:",
    )


def quick_env() -> KafkaEnv:
    """Topics and groups of this test only, with quick processor commits."""
    return KafkaEnv(namespace=namespace(), commit_interval_seconds=0.1)


async def read_topic(
    bootstrap: str, topic: str, count: int, timeout_ms: int = 30_000
) -> Sequence[ConsumerRecord[bytes, bytes]]:
    """Read `count` records from the start of `topic` (fewer if the timeout passes)."""
    consumer = AIOKafkaConsumer(
        topic, bootstrap_servers=bootstrap, group_id=None, auto_offset_reset="earliest"
    )
    await consumer.start()
    records: list[ConsumerRecord[bytes, bytes]] = []
    try:
        while len(records) < count:
            batch = await consumer.getmany(timeout_ms=timeout_ms)
            if not batch:
                break
            for partition_records in batch.values():
                records.extend(partition_records)
    finally:
        await consumer.stop()
    return records


def stage_step(layout: Layout, name: str) -> str:
    """The step name (consumer group, state store) of the stage `name` in `layout`."""
    return layout.stage(next(spec for spec in PIPELINE.stages if spec.name == name)).step


def namespace() -> str:
    """A topic and group prefix no other test uses."""
    return f"t{uuid.uuid4().hex[:12]}."


def source_records(system: KafkaSystem, events: Sequence[InteractionEvent]) -> list[OutgoingRecord]:
    """The events as records of the system's interactions topic, keyed by user."""
    return [OutgoingRecord(system.layout.source, e.scope.key, encode(e)) for e in events]


async def emit(system: KafkaSystem, events: Sequence[InteractionEvent]) -> list[Position]:
    """Append the events to the system's interactions topic; return their positions."""
    return await system.producer.send(source_records(system, events))
