"""Hosts any `Stage` as a faust-streaming agent: decode → process → encode → send.

One Faust app is one consumer group (`app_id`); it can host several stages, each
with its own agent and its own table (`<stage>-state`, JSON-serialized, backed by a
compacted changelog topic). A record that does not decode, or that the stage fails
on, goes to the DLQ with its reason and original bytes, and the partition carries on.
Delivery is at least once: Faust publishes what an event produced before it commits
that event's offset. No memory logic lives here.
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import faust
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.config import Settings
from memstream.log.dlq import dead_letter_headers
from memstream.log.ports import LogRecord, OutgoingRecord
from memstream.log.state import BufferedState
from memstream.processors.stage import Stage
from memstream.runtime.kafka.records import log_record, to_kafka
from memstream.runtime.kafka.topics import ensure_topics
from memstream.schemas import topics
from memstream.schemas.codec import DecodeError, encode

_log = telemetry.logger(__name__)


class WorkerConfig(BaseModel):
    """How a processor worker joins the cluster."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    app_id: str = Field(default="memstream-processors", description="Consumer group id.")
    bootstrap: str = "127.0.0.1:9092"
    partitions: int = Field(default=1, ge=1, description="Of input topics and tables.")
    replication_factor: int = Field(default=1, ge=1)
    dlq_topic: str = topics.DLQ
    commit_interval: float = Field(
        default=2.8, gt=0, description="Seconds between offset commits (read-your-writes lag)."
    )
    session_timeout: float = Field(
        default=10.0, gt=0, description="Seconds before a silent worker's partitions move."
    )
    datadir: Path = Field(
        default=Path(tempfile.gettempdir()) / "memstream-faust",
        description="Where Faust keeps its small app data (never the working directory).",
    )

    @classmethod
    def from_settings(cls, settings: Settings) -> WorkerConfig:
        """The worker configuration of a memstream process."""
        return cls(
            bootstrap=settings.kafka_bootstrap,
            partitions=settings.partitions,
            datadir=settings.data_dir / "faust",
        )


def broker_urls(bootstrap: str) -> list[str]:
    """`host:port,host:port` as Faust broker URLs."""
    return [f"kafka://{server.strip()}" for server in bootstrap.split(",") if server.strip()]


def create_app(config: WorkerConfig) -> faust.App:
    """A Faust app for hosting stages: no web server, in-memory table stores."""
    config.datadir.mkdir(parents=True, exist_ok=True)  # Faust makes only the last level
    return faust.App(
        config.app_id,
        broker=broker_urls(config.bootstrap),
        store="memory://",
        web_enabled=False,
        autodiscover=False,
        topic_partitions=config.partitions,
        topic_replication_factor=config.replication_factor,
        consumer_auto_offset_reset="earliest",
        producer_acks=-1,
        broker_commit_interval=config.commit_interval,
        broker_session_timeout=config.session_timeout,
        datadir=str(config.datadir / "{conf.id}-data"),
    )


def _raw_topic(app: faust.App, name: str) -> Any:
    return app.topic(name, key_serializer="raw", value_serializer="raw")


class StageAgent:
    """The loop hosting one stage in a Faust app, with the stage's state table."""

    def __init__(self, app: faust.App, stage: Stage[Any, Any], config: WorkerConfig) -> None:
        self.stage = stage
        self.table = app.Table(
            f"{stage.name}-state",
            partitions=config.partitions,
            schema=faust.Schema(key_serializer="json", value_serializer="json"),
            help=f"State of the {stage.name} stage.",
        )
        self._output = _raw_topic(app, stage.output_topic)
        self._dlq = _raw_topic(app, config.dlq_topic)
        app.agent(_raw_topic(app, stage.input_topic), name=stage.name)(self._run)

    async def _run(self, stream: Any) -> None:
        async for event in stream.events():
            await self.handle(event.message)

    async def handle(self, message: Any) -> None:
        """Process one Kafka message: acknowledged outputs, then state; else a dead letter."""
        record = log_record(message)
        with telemetry.consuming(self.stage.name, record) as span:
            try:
                outputs, state = self._process(record)
            except DecodeError as exc:
                await self._dead_letter(message, record, f"invalid record: {exc.reason}")
                return
            except Exception as exc:  # one bad record never stops a partition
                _log.exception("stage failed", step=self.stage.name, offset=record.offset)
                await self._dead_letter(message, record, f"{type(exc).__name__}: {exc}")
                return
            span.set_attribute("memstream.outputs", len(outputs))
            # Outputs first, acknowledged; then state. A crash in between re-emits the
            # same (deterministic) outputs, which downstream applies idempotently; the
            # other order could remember a record whose outputs were lost. `force`: a
            # send inside an event is otherwise attached to it and published only once
            # the event is acknowledged, after this returns (awaiting it would hang).
            sent = [
                await self._output.send(
                    key=out.key.encode(),
                    value=out.value,
                    headers=to_kafka(out.headers),
                    force=True,
                )
                for out in outputs
            ]
            await asyncio.gather(*sent)
            state.flush()
        telemetry.EVENTS_PROCESSED.labels(self.stage.name).inc()

    def _process(self, record: LogRecord) -> tuple[list[OutgoingRecord], BufferedState]:
        state = BufferedState(self.table)
        outputs = self.stage.process(self.stage.decode(record.value), state)
        headers = telemetry.inject_trace_headers({"source_offset": str(record.offset)})
        encoded = [
            OutgoingRecord(self.stage.output_topic, out.scope.key, encode(out), headers)
            for out in outputs
        ]
        return encoded, state

    async def _dead_letter(self, message: Any, record: LogRecord, reason: str) -> None:
        headers = dead_letter_headers(record, self.stage.name, reason)
        await self._dlq.send(key=message.key, value=message.value, headers=to_kafka(headers))


def host_stages(
    app: faust.App, stages: Iterable[Stage[Any, Any]], config: WorkerConfig
) -> list[StageAgent]:
    """Register an agent and a table for each stage on `app`."""
    return [StageAgent(app, stage, config) for stage in stages]


def stage_topics(stages: Iterable[Stage[Any, Any]], config: WorkerConfig) -> list[str]:
    """Every topic the stages read or write, the DLQ included, without repeats."""
    names = [config.dlq_topic]
    for stage in stages:
        names += [stage.input_topic, stage.output_topic]
    return list(dict.fromkeys(names))


@asynccontextmanager
async def running_stages(
    stages: Sequence[Stage[Any, Any]], config: WorkerConfig
) -> AsyncIterator[faust.App]:
    """Create the topics, then run a worker hosting `stages` until the block exits."""
    await ensure_topics(
        config.bootstrap,
        config.partitions,
        names=stage_topics(stages, config),
        replication_factor=config.replication_factor,
    )
    app = create_app(config)
    host_stages(app, stages, config)
    await app.start()
    try:
        yield app
    finally:
        await app.stop()
