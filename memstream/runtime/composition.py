"""The composition root of the embedded runtime: the pipeline description, hosted on the log.

Everything here is wiring: the stores (`runtime.stores`, shared with the Kafka
runtime), the PostgreSQL log, one runner per step of the description, the query side,
and the API's services. No memory logic and no hosting logic lives here.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from psycopg_pool import ConnectionPool

from memstream import heap, telemetry
from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.log.history import PostgresLogHistory
from memstream.log.postgres import PostgresLog
from memstream.log.producer import LogProducer
from memstream.pipeline.description import PIPELINE, STAGES
from memstream.pipeline.freshness import PipelineFreshness
from memstream.pipeline.generations import Generation, describe
from memstream.pipeline.layout import Layout
from memstream.pipeline.replay import BackgroundReplay, Replayer
from memstream.pipeline.sealed_stage import sealed
from memstream.ports import Freshness, MemoryReader, Position
from memstream.query_api.deps import ApiServices
from memstream.query_api.service import RecallService
from memstream.runtime.embedded import (
    WAIT_STEP_SECONDS,
    EmbeddedProgress,
    EmbeddedRuntime,
    ProjectionRunner,
    Runner,
    StageRunner,
)
from memstream.runtime.priority import YieldingStage
from memstream.runtime.services import compose_api, follow
from memstream.runtime.stores import QuerySide, Stores, open_stores
from memstream.telemetry import REPLAY_LOG
from memstream.trust.retention_pg import RetentionJob


def runners(
    settings: Settings,
    stores: Stores,
    log: PostgresLog,
    layout: Layout,
    parts: Sequence[str],
    replaying: bool = False,
) -> list[Runner]:
    """One runner per step of the description that `parts` covers, in pipeline order."""
    chosen: list[Runner] = []
    if STAGES in parts:
        for spec in PIPELINE.hosted(settings, replaying):
            stage, route = (
                sealed(YieldingStage(spec.stage(settings)), stores.sealer),
                layout.stage(spec),
            )
            size, cache = settings.batch_size, settings.state_cache_entries
            chosen.append(StageRunner(log, stage, route, size, cache))
    for projected in PIPELINE.projections:
        if projected.name in parts:
            projection = stores.projection(projected.name, layout.generation)
            route = layout.projection(projected.name)
            chosen.append(
                ProjectionRunner(log, projection, route, settings.batch_size, stores.sealer)
            )
    return chosen


@dataclass
class LiveGeneration:
    """The generation recall answers from, with its runners and query side."""

    generation: Generation
    runtime: EmbeddedRuntime
    query: QuerySide
    freshness: Freshness

    @property
    def reader(self) -> MemoryReader:
        """The generation's read-model reader."""
        return self.query.reader

    @property
    def recall(self) -> RecallService:
        """The generation's recall service."""
        return self.query.recall


@dataclass
class EmbeddedSystem:
    """Everything one embedded memstream process runs, wired together."""

    settings: Settings
    stores: Stores
    log: PostgresLog
    live: LiveGeneration
    producer: LogProducer
    generations: GenerationStore
    services: ApiServices | None = None
    retention: RetentionJob | None = None
    switch_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def pool(self) -> ConnectionPool[Any]:
        """The connection pool of the embedded (or external) PostgreSQL."""
        return self.stores.pool

    @property
    def runtime(self) -> EmbeddedRuntime:
        """The live generation's runners."""
        return self.live.runtime

    @property
    def reader(self) -> MemoryReader:
        """The live generation's read-model reader."""
        return self.live.reader

    @property
    def recall(self) -> RecallService:
        """The live generation's recall service."""
        return self.live.recall

    def prepare(self, generation: Generation) -> Layout:
        """Create a generation's read-model schema and topics; return its layout."""
        return prepare(self.stores, self.log, generation)

    def open_live(self, generation: Generation) -> LiveGeneration:
        """A generation's full set of runners and its query side (not started)."""
        return open_live(self.settings, self.stores, self.log, generation)

    def api_services(self) -> ApiServices:
        """The services the HTTP API needs (kept up to date when a generation switches)."""
        if self.services is None:
            from memstream.runtime.replay import EmbeddedReplayHost

            self.services = compose_api(
                self.stores,
                self.live.query,
                producer=self.producer,
                log=PostgresLogHistory(self.log),
                layout=lambda: Layout(self.live.generation),
                wait_for_positions=self.wait_for_positions,
                health=self.health,
                replay=BackgroundReplay(Replayer(EmbeddedReplayHost(self), log=REPLAY_LOG)),
            )
        return self.services

    def replace_live(self, live: LiveGeneration) -> None:
        """Answer from `live` from now on (the API's services included)."""
        self.live = live
        if self.services is not None:
            follow(self.services, live.query)

    async def wait_for_positions(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every awaited step has passed what `positions` led to (bounded, no thread)."""
        return await self.live.freshness.wait_for(positions, timeout)

    def health(self) -> dict[str, Any]:
        """Liveness of the stores and the lag of every runner."""
        self.stores.ping()
        return {
            "runtime": "embedded",
            "embedder": self.stores.embedder.name,
            "vectors": self.settings.vectors,
            "generation": describe(self.live.generation),
            "pending": self.live.runtime.pending(),
        }

    def close(self) -> None:
        """Stop the runners and close every store (the database server keeps running)."""
        self.live.runtime.stop()
        if self.retention is not None:
            self.retention.stop()
        self.stores.close()


def open_embedded(settings: Settings, start: bool = True) -> EmbeddedSystem:
    """Start (or attach to) the embedded stores and build the live generation."""
    telemetry.configure_tracing()
    stores = open_stores(settings)
    log = PostgresLog(stores.pool, settings.partitions)
    log.setup()
    generations = GenerationStore()
    with stores.pool.connection() as conn:
        generation = generations.setup(conn)
        generations.abandon_stale(conn, 0.0)  # one process: a building generation is dead
    live = open_live(settings, stores, log, generation)
    system = EmbeddedSystem(settings, stores, log, live, LogProducer(log), generations)
    if start:
        if settings.settle_heap:
            heap.settle()
        live.runtime.start()
        system.retention = start_retention(settings, stores.pool)
    return system


def start_retention(settings: Settings, pool: ConnectionPool[Any]) -> RetentionJob | None:
    """Apply the retention policy on schedule, when any tenant's interactions expire."""
    if not settings.retention.active:
        return None
    interval = settings.retention_interval_minutes * 60
    job = RetentionJob(pool, settings.retention, interval)
    job.start()
    return job


def prepare(stores: Stores, log: PostgresLog, generation: Generation) -> Layout:
    """Create a generation's topics; return its layout (its stores open with their steps)."""
    layout = Layout(generation)
    log.create_topics(layout.topics())
    return layout


def open_live(
    settings: Settings, stores: Stores, log: PostgresLog, generation: Generation
) -> LiveGeneration:
    """A generation's full set of runners and its query side (not started)."""
    layout = prepare(stores, log, generation)
    chosen = runners(settings, stores, log, layout, PIPELINE.parts)
    runtime = EmbeddedRuntime(log, chosen, settings.poll_interval_seconds)
    steps = layout.awaited(PIPELINE.parts)
    freshness = PipelineFreshness(steps, EmbeddedProgress(runtime), WAIT_STEP_SECONDS)
    return LiveGeneration(generation, runtime, stores.query_side(generation), freshness)
