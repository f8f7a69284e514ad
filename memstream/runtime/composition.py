"""The composition root of the embedded runtime: every piece is built and wired here."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from psycopg_pool import ConnectionPool

from memstream import telemetry
from memstream.config import Settings
from memstream.embedding import Embedder, make_embedder
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
from memstream.runtime.embedded import EmbeddedRuntime, ProjectionRunner, StageRunner


def read_model_schema(generation: int) -> str:
    """The PostgreSQL schema holding a generation's read models."""
    return f"memstream_g{generation}"


@dataclass
class EmbeddedSystem:
    """Everything one embedded memstream process runs, wired together."""

    settings: Settings
    pool: ConnectionPool[Any]
    log: PostgresLog
    runtime: EmbeddedRuntime
    reader: MemoryReader
    vectors: VectorIndex
    embedder: Embedder
    recall: RecallService
    producer: LogProducer
    postgres: EmbeddedPostgres | None = None
    started_at: datetime = field(default_factory=lambda: datetime.now(UTC))

    def api_services(self) -> ApiServices:
        """The services the HTTP API needs."""
        return ApiServices(
            producer=self.producer,
            recall=self.recall,
            reader=self.reader,
            wait_for_positions=self.wait_for_positions,
            health=self.health,
        )

    async def wait_for_positions(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every projection has passed what `positions` led to (bounded)."""
        return await asyncio.to_thread(self.runtime.wait_for, positions, timeout)

    def health(self) -> dict[str, Any]:
        """Liveness of the stores and the lag of every runner."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")
        return {
            "runtime": "embedded",
            "embedder": self.embedder.name,
            "generation": self.settings.generation,
            "pending": self.runtime.pending(),
        }

    def close(self) -> None:
        """Stop the runners and close every store (the database server keeps running)."""
        self.runtime.stop()
        self.vectors.close()
        self.pool.close()


def open_embedded(settings: Settings, start: bool = True) -> EmbeddedSystem:
    """Start (or attach to) the embedded stores and build the pipeline and query side."""
    telemetry.configure_tracing()
    postgres, dsn = _database(settings)
    pool: ConnectionPool[Any] = ConnectionPool(
        dsn, min_size=2, max_size=20, kwargs={"autocommit": True}, open=True
    )
    log = PostgresLog(pool, settings.partitions)
    log.setup()
    schema = read_model_schema(settings.generation)
    with pool.connection() as conn:
        migrate(conn, schema)
    embedder = make_embedder(settings.embedder)
    vectors = QdrantEdgeIndex(settings.qdrant_dir, embedder.dim)
    runtime = EmbeddedRuntime(
        log, _runners(settings, log, schema, vectors, embedder), settings.poll_interval_seconds
    )
    reader = MemoryReader(pool, schema)
    recall = RecallService(reader, vectors, embedder, clock=lambda: datetime.now(UTC))
    system = EmbeddedSystem(
        settings, pool, log, runtime, reader, vectors, embedder, recall, LogProducer(log), postgres
    )
    if start:
        runtime.start()
    return system


def _database(settings: Settings) -> tuple[EmbeddedPostgres | None, str]:
    if settings.pg_dsn:
        return None, settings.pg_dsn
    postgres = start_embedded_postgres(settings.pg_dir)
    return postgres, postgres.ensure_database("memstream")


def _runners(
    settings: Settings, log: PostgresLog, schema: str, vectors: VectorIndex, embedder: Embedder
) -> list[StageRunner | ProjectionRunner]:
    inactivity = timedelta(minutes=settings.session_inactivity_minutes)
    size = settings.batch_size
    return [
        StageRunner(log, ExtractStage(session_inactivity=inactivity), size),
        StageRunner(log, ConsolidateStage(), size),
        ProjectionRunner(log, PostgresProjection(schema), size),
        ProjectionRunner(log, VectorProjection(vectors, embedder, schema), size),
    ]
