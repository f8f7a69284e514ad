"""Hosts the pipeline's stages as faust-streaming agents: batches → the step kernel → checkpoint.

One Faust app is one consumer group (`app_id`); it hosts every stage of a generation,
each with its own agent and its own table (`<step>-state`, JSON-serialized, backed by a
compacted changelog topic; keys are per memory, so no changelog message grows with a
user's memory count). An agent takes a batch of events, runs the shared kernel, and
commits through the shared checkpoint: outputs published and acknowledged, then state,
then Faust acknowledges the events (their offsets are committed after that).
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Final, TypeVar

import faust
from pydantic import BaseModel, ConfigDict, Field

from memstream import telemetry
from memstream.log.state import BufferedState, MappingTable, StateTable
from memstream.pipeline import kernel
from memstream.pipeline.checkpoint import Positions, commit_stage
from memstream.pipeline.layout import Route
from memstream.ports import OutgoingRecord, Stage
from memstream.runtime.kafka.records import log_record, to_kafka
from memstream.runtime.kafka.topics import ensure_topics
from memstream.telemetry import log_failure

T = TypeVar("T")
PUBLISH_ATTEMPTS: Final = 10
_log = telemetry.logger(__name__)


class WorkerConfig(BaseModel):
    """How a processor worker joins the cluster."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    app_id: str = Field(default="memstream-processors", description="Consumer group id.")
    bootstrap: str = "127.0.0.1:9092"
    partitions: int = Field(default=1, ge=1, description="Of input topics and tables.")
    replication_factor: int = Field(default=1, ge=1)
    batch_size: int = Field(default=500, ge=1, description="Events per kernel batch.")
    batch_within: float = Field(default=0.05, gt=0, description="Seconds a batch waits to fill.")
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


class _FaustCommit:
    """Commit host of a Faust agent: send outputs and await acks, then write the table."""

    def __init__(self, agent: StageAgent) -> None:
        self.agent = agent

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Send every output (`force`: not held until the event is acknowledged), await acks."""
        for attempt in range(PUBLISH_ATTEMPTS):
            try:
                await self._send_all(records)
                return
            except Exception as error:
                log_failure(_log, "publishing outputs failed", error, step=self.agent.route.step)
                await asyncio.sleep(min(5.0, 0.2 * 2**attempt))
        # Unacknowledged outputs must never let their events be acknowledged: die instead,
        # like a kill -9; the batch is redelivered to whoever takes the partitions.
        _log.critical("cannot publish outputs; exiting", step=self.agent.route.step)
        os._exit(70)

    async def _send_all(self, records: Sequence[OutgoingRecord]) -> None:
        topics = self.agent.topics
        sent = [
            await topics[r.topic].send(
                key=r.key.encode(), value=r.value, headers=to_kafka(r.headers), force=True
            )
            for r in records
        ]
        await asyncio.gather(*sent)

    async def save(self, state: StateTable) -> None:
        """Write the batch's state changes to the table (its changelog)."""
        state.flush()

    async def advance(self, positions: Positions) -> None:
        """Nothing here: Faust acknowledges the batch's events when the agent asks for more."""

    async def call(self, work: Callable[[], T]) -> T:
        """Run work in a worker thread."""
        return await asyncio.to_thread(work)


class StageAgent:
    """The loop hosting one stage in a Faust app, with the stage's state table."""

    def __init__(
        self, app: faust.App, stage: Stage[Any, Any], route: Route, config: WorkerConfig
    ) -> None:
        assert route.output is not None, "a stage route always has an output topic"
        self.stage, self.route, self.config = stage, route, config
        self.table = app.Table(
            f"{route.step}-state",
            partitions=config.partitions,
            schema=faust.Schema(key_serializer="json", value_serializer="json"),
            help=f"State of the {route.step} stage.",
        )
        self.topics = {name: _raw_topic(app, name) for name in (route.output, route.dlq)}
        app.agent(_raw_topic(app, route.input), name=route.step)(self._run)

    async def _run(self, stream: Any) -> None:
        batches = stream.take_events(self.config.batch_size, within=self.config.batch_within)
        async for events in batches:
            await self.handle([event.message for event in events])

    async def handle(self, messages: Sequence[Any]) -> None:
        """Process one batch; its events are acknowledged only after this returns."""
        records = [log_record(message) for message in messages]
        new_table = lambda: BufferedState(MappingTable(self.table))  # noqa: E731
        batch = kernel.run_stage(self.stage, self.route, records, new_table)
        commit = asyncio.ensure_future(commit_stage(_FaustCommit(self), batch, {}))
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            await commit  # finish before the batch can be acknowledged, then stop
            raise


def host_stages(
    app: faust.App, stages: Sequence[tuple[Stage[Any, Any], Route]], config: WorkerConfig
) -> list[StageAgent]:
    """Register an agent and a table for each stage on `app`."""
    return [StageAgent(app, stage, route, config) for stage, route in stages]


def stage_topics(stages: Sequence[tuple[Stage[Any, Any], Route]]) -> list[str]:
    """Every topic the stages read or write, the DLQ included, without repeats."""
    names: list[str] = []
    for _, route in stages:
        names += [route.input, route.output or route.dlq, route.dlq]
    return list(dict.fromkeys(names))


@asynccontextmanager
async def running_stages(
    stages: Sequence[tuple[Stage[Any, Any], Route]], config: WorkerConfig
) -> AsyncIterator[faust.App]:
    """Create the topics, then run a worker hosting `stages` until the block exits."""
    await ensure_topics(
        config.bootstrap,
        config.partitions,
        names=stage_topics(stages),
        replication_factor=config.replication_factor,
    )
    app = create_app(config)
    host_stages(app, stages, config)
    await app.start()
    try:
        yield app
    finally:
        await app.stop()
