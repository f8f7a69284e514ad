"""The composition root of the embedded runtime: every piece is built and wired here."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from psycopg_pool import ConnectionPool

from memstream import telemetry
from memstream.config import Settings
from memstream.embedding import Embedder, make_embedder
from memstream.log.history import PostgresLogHistory
from memstream.log.ports import Position
from memstream.log.postgres import PostgresLog
from memstream.pg import EmbeddedPostgres, start_embedded_postgres
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.producers.log_producer import LogProducer
from memstream.projections.migrate import migrate
from memstream.projections.postgres import PostgresProjection
from memstream.projections.reader import MemoryReader
from memstream.projections.vector_projection import VectorProjection
from memstream.projections.vectors import QdrantEdgeIndex, VectorIndex
from memstream.query_api.deps import ApiServices
from memstream.query_api.service import RecallService
from memstream.runtime.embedded import EmbeddedRuntime, ProjectionRunner, Runner, StageRunner
from memstream.runtime.generations import Generation, GenerationStore, describe
from memstream.runtime.routing import routed
from memstream.schemas.topics import INTERACTIONS


def read_model_schema(generation: int) -> str:
    """The PostgreSQL schema holding a generation's read models."""
    return f"memstream_g{generation}"


@dataclass
class Wiring:
    """What every generation of one process shares: settings, log, pool, embedder."""

    settings: Settings
    pool: ConnectionPool[Any]
    log: PostgresLog
    embedder: Embedder

    def vector_index(self, generation: Generation) -> VectorIndex:
        """Open (or create) a generation's Qdrant Edge shard."""
        path = self.settings.data_dir / "qdrant" / generation.vectors_dir
        return QdrantEdgeIndex(path, self.embedder.dim)

    def prepare(self, generation: Generation) -> None:
        """Create a generation's read-model schema and derived topics."""
        with self.pool.connection() as conn:
            migrate(conn, generation.read_schema)
        self.log.create_topics([generation.candidates_topic, generation.changes_topic])

    def runners(
        self, generation: Generation, index: VectorIndex, parts: Sequence[str]
    ) -> list[Runner]:
        """A generation's runners: `stages`, `postgres`, `vectors`, in pipeline order."""
        size, log = self.settings.batch_size, self.log
        changes = generation.changes_topic
        runners: list[Runner] = []
        if "stages" in parts:
            inactivity = timedelta(minutes=self.settings.session_inactivity_minutes)
            extract = routed(
                ExtractStage(session_inactivity=inactivity),
                INTERACTIONS,
                generation.candidates_topic,
                generation.stage_name("extract"),
            )
            consolidate = routed(
                ConsolidateStage(),
                generation.candidates_topic,
                changes,
                generation.stage_name("consolidate"),
            )
            runners += [StageRunner(log, extract, size), StageRunner(log, consolidate, size)]
        if "postgres" in parts:
            projection = PostgresProjection(generation.read_schema)
            runners.append(ProjectionRunner(log, projection, size, changes))
        if "vectors" in parts:
            vectors = VectorProjection(
                index, self.embedder, generation.read_schema, name=generation.vector_tracking
            )
            runners.append(ProjectionRunner(log, vectors, size, changes))
        return runners


ALL_PARTS = ("stages", "postgres", "vectors")


@dataclass
class LiveGeneration:
    """The generation recall answers from, with its runners and stores."""

    generation: Generation
    runtime: EmbeddedRuntime
    reader: MemoryReader
    vectors: VectorIndex
    recall: RecallService


@dataclass
class EmbeddedSystem:
    """Everything one embedded memstream process runs, wired together."""

    wiring: Wiring
    live: LiveGeneration
    producer: LogProducer
    generations: GenerationStore
    postgres: EmbeddedPostgres | None = None
    services: ApiServices | None = None
    switch_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def settings(self) -> Settings:
        """The settings this system was built from."""
        return self.wiring.settings

    @property
    def log(self) -> PostgresLog:
        """The embedded event log."""
        return self.wiring.log

    @property
    def pool(self) -> ConnectionPool[Any]:
        """The connection pool of the embedded (or external) PostgreSQL."""
        return self.wiring.pool

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

    def api_services(self) -> ApiServices:
        """The services the HTTP API needs (kept up to date when a generation switches)."""
        if self.services is None:
            from memstream.runtime.replay import Replayer  # replay builds on this module

            self.services = ApiServices(
                producer=self.producer,
                recall=self.live.recall,
                reader=self.live.reader,
                wait_for_positions=self.wait_for_positions,
                health=self.health,
                replay=Replayer(self),
                history=PostgresLogHistory(self.log),
            )
        return self.services

    def replace_live(self, live: LiveGeneration) -> None:
        """Answer from `live` from now on (the API's services included)."""
        self.live = live
        if self.services is not None:
            self.services.recall = live.recall
            self.services.reader = live.reader

    async def wait_for_positions(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every projection has passed what `positions` led to (bounded)."""
        return await asyncio.to_thread(self.live.runtime.wait_for, positions, timeout)

    def health(self) -> dict[str, Any]:
        """Liveness of the stores and the lag of every runner."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")
        return {
            "runtime": "embedded",
            "embedder": self.wiring.embedder.name,
            "generation": describe(self.live.generation),
            "pending": self.live.runtime.pending(),
        }

    def close(self) -> None:
        """Stop the runners and close every store (the database server keeps running)."""
        self.live.runtime.stop()
        self.live.vectors.close()
        self.pool.close()


def open_embedded(settings: Settings, start: bool = True) -> EmbeddedSystem:
    """Start (or attach to) the embedded stores and build the live generation."""
    telemetry.configure_tracing()
    postgres, dsn = open_database(settings)
    pool: ConnectionPool[Any] = ConnectionPool(
        dsn, min_size=2, max_size=20, kwargs={"autocommit": True}, open=True
    )
    log = PostgresLog(pool, settings.partitions)
    log.setup()
    generations = GenerationStore()
    with pool.connection() as conn:
        generation = generations.setup(conn)
    wiring = Wiring(settings, pool, log, make_embedder(settings.embedder))
    live = open_live(wiring, generation)
    system = EmbeddedSystem(wiring, live, LogProducer(log), generations, postgres)
    if start:
        live.runtime.start()
    return system


def open_live(
    wiring: Wiring, generation: Generation, index: VectorIndex | None = None
) -> LiveGeneration:
    """A generation's full set of runners and its query side (not started)."""
    wiring.prepare(generation)
    vectors = index or wiring.vector_index(generation)
    runners = wiring.runners(generation, vectors, ALL_PARTS)
    runtime = EmbeddedRuntime(wiring.log, runners, wiring.settings.poll_interval_seconds)
    reader, recall = build_query_side(wiring.pool, generation.read_schema, vectors, wiring.embedder)
    return LiveGeneration(generation, runtime, reader, vectors, recall)


def open_database(settings: Settings) -> tuple[EmbeddedPostgres | None, str]:
    """The external database of `pg_dsn`, else the embedded server (started): its DSN."""
    if settings.pg_dsn:
        return None, settings.pg_dsn
    postgres = start_embedded_postgres(settings.pg_dir)
    return postgres, postgres.ensure_database("memstream")


def build_query_side(
    pool: ConnectionPool[Any], schema: str, vectors: VectorIndex, embedder: Embedder
) -> tuple[MemoryReader, RecallService]:
    """The read-model reader and the recall service over one generation (both runtimes)."""
    reader = MemoryReader(pool, schema)
    return reader, RecallService(reader, vectors, embedder, clock=lambda: datetime.now(UTC))
