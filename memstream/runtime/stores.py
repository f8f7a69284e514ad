"""The stores every runtime uses: PostgreSQL, the embedder, the vector technology, the builders.

One `Stores` serves every generation a process touches. Each projection of the
description has one builder here (resolved from its spec), which opens, queries, drops
and releases that projection's store in any generation's home; an index, once opened,
stays open until released, so a replay and the query side of one process share it. The
embedding model is loaded when the stores open, never by the first request.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.embedding import make_embedder
from memstream.pg import EmbeddedPostgres, start_embedded_postgres
from memstream.pipeline.description import PIPELINE, PipelineDescription, resolve
from memstream.pipeline.generations import Generation
from memstream.ports import (
    Embedder,
    MemoryReader,
    Projection,
    ProjectionBuilder,
    VectorStore,
    WaitForPositions,
)
from memstream.projections.snapshots import SNAPSHOTS
from memstream.projections.stores import ConfigurationError, StoreContext, vector_store
from memstream.query_api.erasure import ErasureFollower
from memstream.query_api.narrated import TELLING
from memstream.query_api.ports import CommandReader
from memstream.query_api.recall.signals import SIGNALS, bind
from memstream.query_api.service import RecallExecutors, RecallService, recall_executors
from memstream.runtime.priority import GATE, GatedRecall, YieldingEmbedder
from memstream.text import tokenize
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.erasure_pg import PostgresErasures, PostgresScrubber
from memstream.trust.kek_file import FileKeks
from memstream.trust.sealing import RecordSealer

__all__ = ["ConfigurationError", "QuerySide", "Stores", "open_stores"]


@dataclass(frozen=True)
class QuerySide:
    """What the API reads from one generation: its read models, recall, command status."""

    reader: MemoryReader
    recall: RecallService
    commands: CommandReader


@dataclass
class Stores:
    """PostgreSQL, the embedder, the vector store, and one builder per projection."""

    settings: Settings
    pool: ConnectionPool[Any]
    embedder: Embedder
    vectors: VectorStore
    postgres: EmbeddedPostgres | None = None
    sealer: RecordSealer = field(default_factory=RecordSealer)
    """Seals and opens users' records (the data keys live in PostgreSQL, apart from the log)."""
    recall_executors: RecallExecutors = field(default_factory=recall_executors)
    """The threads every generation's recall runs its blocking work on (bounded)."""
    pipeline: PipelineDescription = PIPELINE
    _builders: dict[str, ProjectionBuilder] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def builder(self, part: str) -> ProjectionBuilder:
        """The builder of a projection's stores (made once, from its spec)."""
        with self._lock:
            if part not in self._builders:
                spec = self.pipeline.projection(part)
                embedder = YieldingEmbedder(self.embedder)
                context = StoreContext(self.pool, embedder, self.vectors, GATE.checkpoint)
                self._builders[part] = resolve(spec.builder)(context, spec)
            return self._builders[part]

    def projection(self, part: str, generation: Generation) -> Projection:
        """The projection a part runs, over its store in a generation."""
        return self.builder(part).open(generation.home(part))

    def query(self, part: str, generation: Generation) -> Any:
        """What the query side reads from a projection's store in a generation."""
        return self.builder(part).query(generation.home(part))

    def query_side(self, generation: Generation) -> QuerySide:
        """The read-model reader, the recall service and command status over one generation."""
        queries = {p.name: self.query(p.name, generation) for p in self.pipeline.projections}
        postgres, vectors = queries["postgres"], queries["vectors"]
        signals = bind(SIGNALS, queries)
        recall = GatedRecall(
            postgres.reader,
            vectors,
            self.embedder,
            _now,
            executors=self.recall_executors,
            signals=signals,
        )
        return QuerySide(postgres.reader, recall, postgres.commands)

    def release(self, old: Generation, new: Generation) -> None:
        """Let go of the stores `old` held that `new` does not share."""
        for projection in self.pipeline.projections:
            home = old.home(projection.name)
            if home != new.home(projection.name):
                self.builder(projection.name).release(home)

    def erasures(
        self, wait_for_positions: WaitForPositions, leftovers: Callable[[], list[str]] = list
    ) -> ErasureFollower:
        """Records erasures and follows each until its tables are rewritten (`leftovers`:
        what generations no longer in use still hold, which an erase cannot reach)."""
        erasures = PostgresErasures(self.pool)
        erasures.setup()
        scrubber = PostgresScrubber(self.pool, self.settings.erase_flush_wal)
        return ErasureFollower(
            erasures, scrubber, wait_for_positions, leftovers=leftovers, forget_kept=forget_kept
        )

    def ping(self) -> None:
        """Raise unless PostgreSQL answers."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        """Close what the builders hold, the recall threads and the pool; stop the embedded
        server if this process started it (one another process started keeps running)."""
        for builder in self._builders.values():
            builder.close()
        self._builders.clear()
        self.recall_executors.shutdown()
        self.pool.close()
        if self.postgres is not None:
            self.postgres.stop()


def _now() -> datetime:
    return datetime.now(UTC)


def open_database(settings: Settings) -> tuple[EmbeddedPostgres | None, str]:
    """The external database of `pg_dsn`, else the embedded server (started): its DSN."""
    if settings.pg_dsn:
        return None, settings.pg_dsn
    postgres = start_embedded_postgres(settings.pg_dir)
    return postgres, postgres.ensure_database("memstream")


def open_stores(settings: Settings, in_process_vectors: bool = True) -> Stores:
    """Connect to PostgreSQL (the embedded server when no `pg_dsn`) and load the embedder."""
    if settings.vectors == "qdrant-edge" and not in_process_vectors:
        raise ConfigurationError(
            "Qdrant Edge lives inside one process: use `--role all`, or set "
            "MEMSTREAM_VECTORS=qdrant (with MEMSTREAM_QDRANT_URL) or MEMSTREAM_VECTORS=pgvector"
        )
    if settings.vectors == "qdrant" and not settings.qdrant_url:
        raise ConfigurationError("MEMSTREAM_VECTORS=qdrant needs MEMSTREAM_QDRANT_URL")
    embedder = make_embedder(settings.embedder)
    warm(embedder)
    postgres, dsn = open_database(settings)
    pool: ConnectionPool[Any] = ConnectionPool(
        dsn, min_size=2, max_size=20, kwargs={"autocommit": True}, open=True
    )
    vectors = vector_store(settings, pool)
    return Stores(settings, pool, embedder, vectors, postgres, record_sealer(settings, pool))


def record_sealer(settings: Settings, pool: ConnectionPool[Any]) -> RecordSealer:
    """The process's sealer: data keys in PostgreSQL behind a cache (see `crypto_cache`)."""
    keys = PostgresDataKeyStore(pool, FileKeks(settings.keys_dir, settings.kek_file_mode))
    keys.setup()
    cached = CachedKeyStore(keys, settings.key_cache_seconds)
    return RecordSealer(cached, enabled=settings.encrypt_content)


def warm(embedder: Embedder) -> None:
    """Load the embedding model and the Chinese segmenter now (no request pays for it)."""
    from memstream.processors.matchers.slots import warm as warm_grammar  # p38x

    embedder.embed_query("warm up")
    tokenize("预热分词 warm up the segmenter")
    warm_grammar()  # p38x: the Chinese tagger, not on a user's first message


def forget_kept() -> None:
    """Drop the memories and narratives this process keeps in RAM once read (after an erase
    is applied, so an erased user's decrypted memories do not outlive their rows)."""
    SNAPSHOTS.clear()
    TELLING.clear()
