"""The stores every runtime uses: PostgreSQL, vector indexes, the embedder, and what they build.

One `Stores` serves every generation a process touches: a generation's read models
live in its PostgreSQL schema, its vectors in the index its `vectors_dir` names (a
Qdrant Edge shard, a Qdrant collection or a pgvector schema, as `MEMSTREAM_VECTORS`
says — on both runtimes). An index, once opened, stays open until the stores close, so
a replay and the query side of one process share it. The embedding model is loaded
when the stores open, never by the first request.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.embedding import make_embedder
from memstream.pg import EmbeddedPostgres, start_embedded_postgres
from memstream.pipeline.description import Part
from memstream.pipeline.generations import Generation
from memstream.ports import Embedder, MemoryReader, Projection, VectorIndex
from memstream.projections.migrate import migrate
from memstream.projections.pgvector_index import PgVectorIndex
from memstream.projections.postgres import PostgresProjection
from memstream.projections.reader import PostgresMemoryReader
from memstream.projections.vector_projection import VectorProjection
from memstream.projections.vectors import QdrantEdgeIndex
from memstream.query_api.service import RecallService
from memstream.runtime.priority import GatedRecall, YieldingEmbedder
from memstream.text import tokenize
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.sealing import RecordSealer


class ConfigurationError(ValueError):
    """Settings that cannot work together; the message says what to change."""


def vectors_home(generation: Generation) -> str:
    """The Qdrant collection (or pgvector schema) holding a generation's vectors."""
    return f"memstream_{generation.vectors_dir}"


@dataclass
class Stores:
    """PostgreSQL, the vector indexes of the generations in use, and the embedder."""

    settings: Settings
    pool: ConnectionPool[Any]
    embedder: Embedder
    postgres: EmbeddedPostgres | None = None
    sealer: RecordSealer = field(default_factory=RecordSealer)
    """Seals and opens users' records (the data keys live in PostgreSQL, apart from the log)."""
    _indexes: dict[str, VectorIndex] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def prepare(self, generation: Generation) -> None:
        """Create (or migrate) a generation's read-model schema."""
        with self.pool.connection() as conn:
            migrate(conn, generation.read_schema)

    def vectors(self, generation: Generation) -> VectorIndex:
        """The vector index of `generation`, opened on first use."""
        with self._lock:
            index = self._indexes.get(generation.vectors_dir)
            if index is None:
                index = self._open_index(generation)
                self._indexes[generation.vectors_dir] = index
            return index

    def release(self, generation: Generation) -> None:
        """Close a generation's vector index (a retired generation's)."""
        with self._lock:
            index = self._indexes.pop(generation.vectors_dir, None)
        if index is not None:
            index.close()

    def _open_index(self, generation: Generation) -> VectorIndex:
        home, dim = vectors_home(generation), self.embedder.dim
        if self.settings.vectors == "pgvector":
            with self.pool.connection() as conn:
                conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(home)))
            return PgVectorIndex(self.pool, home, dim)
        if self.settings.vectors == "qdrant-edge":
            return QdrantEdgeIndex(self.settings.data_dir / "qdrant" / generation.vectors_dir, dim)
        return qdrant_server_index(self.settings, home, dim)

    def projection(self, part: Part, generation: Generation) -> Projection:
        """The projection a part runs, over a generation's stores."""
        if part is Part.POSTGRES:
            return PostgresProjection(self.pool, generation.read_schema)
        if part is Part.VECTORS:
            index = self.vectors(generation)
            schema, tracking = generation.read_schema, generation.vector_tracking
            embedder = YieldingEmbedder(self.embedder)  # steps aside for recalls
            return VectorProjection(self.pool, index, embedder, schema, name=tracking)
        raise ValueError(f"no projection runs part {part}")

    def query_side(self, generation: Generation) -> tuple[MemoryReader, RecallService]:
        """The read-model reader and the recall service over one generation."""
        reader = PostgresMemoryReader(self.pool, generation.read_schema)
        recall = GatedRecall(
            reader, self.vectors(generation), self.embedder, clock=lambda: datetime.now(UTC)
        )
        return reader, recall

    def ping(self) -> None:
        """Raise unless PostgreSQL answers."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        """Close the vector indexes and the pool (an embedded server keeps running)."""
        for index in self._indexes.values():
            index.close()
        self._indexes.clear()
        self.pool.close()


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
    return Stores(settings, pool, embedder, postgres, record_sealer(settings, pool))


def record_sealer(settings: Settings, pool: ConnectionPool[Any]) -> RecordSealer:
    """The process's sealer: data keys in PostgreSQL behind a cache (see `crypto_cache`)."""
    keys = PostgresDataKeyStore(pool)
    keys.setup()
    cached = CachedKeyStore(keys, settings.key_cache_seconds)
    return RecordSealer(cached, enabled=settings.encrypt_content)


def warm(embedder: Embedder) -> None:
    """Load the embedding model and the Chinese segmenter now (no request pays for it)."""
    embedder.embed_query("warm up")
    tokenize("预热分词 warm up the segmenter")


def qdrant_server_index(settings: Settings, collection: str, dim: int) -> VectorIndex:
    """A collection on the Qdrant at `qdrant_url` (a URL, or `:memory:` for local mode)."""
    if not settings.qdrant_url:
        raise ConfigurationError("MEMSTREAM_VECTORS=qdrant needs MEMSTREAM_QDRANT_URL")
    try:
        from qdrant_client import QdrantClient

        from memstream.projections.qdrant_server import QdrantServerIndex
    except ImportError as exc:  # pragma: no cover - depends on the installed extras
        raise ConfigurationError("Qdrant needs: pip install 'memstream[qdrant-server]'") from exc
    return QdrantServerIndex(QdrantClient(location=settings.qdrant_url), collection, dim)
