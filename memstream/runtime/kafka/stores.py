"""The stores a Kafka-runtime process reads or writes: PostgreSQL, a vector index, an embedder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.embedding import Embedder, make_embedder
from memstream.pg import EmbeddedPostgres
from memstream.projections.migrate import migrate
from memstream.projections.pgvector_index import PgVectorIndex
from memstream.projections.vectors import QdrantEdgeIndex, VectorIndex
from memstream.runtime.composition import open_database, read_model_schema


class ConfigurationError(ValueError):
    """Settings that cannot work together; the message says what to change."""


@dataclass
class Stores:
    """One generation's read models and vectors, and the embedder that fills them."""

    pool: ConnectionPool[Any]
    schema: str
    vectors: VectorIndex
    embedder: Embedder
    postgres: EmbeddedPostgres | None = None

    def ping(self) -> None:
        """Raise unless PostgreSQL answers."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        """Close the vector index and the pool (an embedded server keeps running)."""
        self.vectors.close()
        self.pool.close()


def open_stores(settings: Settings, in_process_vectors: bool) -> Stores:
    """Connect (the embedded server when no `pg_dsn`), migrate, open the vector index."""
    if settings.vectors == "qdrant-edge" and not in_process_vectors:
        raise ConfigurationError(
            "Qdrant Edge lives inside one process: use `--role all`, or set "
            "MEMSTREAM_VECTORS=qdrant (with MEMSTREAM_QDRANT_URL) or MEMSTREAM_VECTORS=pgvector"
        )
    postgres, dsn = open_database(settings)
    pool: ConnectionPool[Any] = ConnectionPool(
        dsn, min_size=2, max_size=20, kwargs={"autocommit": True}, open=True
    )
    schema = read_model_schema(settings.generation)
    with pool.connection() as conn:
        migrate(conn, schema)
    embedder = make_embedder(settings.embedder)
    vectors = vector_index(settings, pool, schema, embedder.dim)
    return Stores(pool, schema, vectors, embedder, postgres)


def vector_index(
    settings: Settings, pool: ConnectionPool[Any], schema: str, dim: int
) -> VectorIndex:
    """The vector index `settings.vectors` names, for this generation."""
    if settings.vectors == "pgvector":
        return PgVectorIndex(pool, schema, dim)
    if settings.vectors == "qdrant-edge":
        return QdrantEdgeIndex(settings.qdrant_dir, dim)
    return qdrant_server_index(settings, schema, dim)


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
