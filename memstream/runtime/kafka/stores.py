"""The stores a Kafka-runtime process reads or writes: PostgreSQL, vector indexes, an embedder.

The stores serve every generation the process touches: a generation's read models
live in its PostgreSQL schema, its vectors in the index its `vectors_dir` names (a
Qdrant collection, a pgvector schema or a Qdrant Edge shard, each `memstream_g<n>` /
`g<n>`). An index, once opened, stays open until the process closes its stores, so a
replay and the query side of the same process share it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.embedding import Embedder, make_embedder
from memstream.pg import EmbeddedPostgres
from memstream.projections.migrate import migrate
from memstream.projections.pgvector_index import PgVectorIndex
from memstream.projections.vectors import QdrantEdgeIndex, VectorIndex
from memstream.runtime.composition import open_database
from memstream.runtime.generations import Generation


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
    postgres: EmbeddedPostgres | None = None
    _indexes: dict[str, VectorIndex] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @cached_property
    def embedder(self) -> Embedder:
        """The embedder `settings.embedder` names (loaded on first use)."""
        return make_embedder(self.settings.embedder)

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

    def _open_index(self, generation: Generation) -> VectorIndex:
        home, dim = vectors_home(generation), self.embedder.dim
        if self.settings.vectors == "pgvector":
            with self.pool.connection() as conn:
                conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(home)))
            return PgVectorIndex(self.pool, home, dim)
        if self.settings.vectors == "qdrant-edge":
            return QdrantEdgeIndex(self.settings.data_dir / "qdrant" / generation.vectors_dir, dim)
        return qdrant_server_index(self.settings, home, dim)

    def ping(self) -> None:
        """Raise unless PostgreSQL answers."""
        with self.pool.connection() as conn:
            conn.execute("SELECT 1")

    def close(self) -> None:
        """Close the vector indexes and the pool (an embedded server keeps running)."""
        for index in self._indexes.values():
            index.close()
        self.pool.close()


def open_stores(settings: Settings, in_process_vectors: bool) -> Stores:
    """Connect to PostgreSQL (the embedded server when no `pg_dsn`)."""
    if settings.vectors == "qdrant-edge" and not in_process_vectors:
        raise ConfigurationError(
            "Qdrant Edge lives inside one process: use `--role all`, or set "
            "MEMSTREAM_VECTORS=qdrant (with MEMSTREAM_QDRANT_URL) or MEMSTREAM_VECTORS=pgvector"
        )
    postgres, dsn = open_database(settings)
    pool: ConnectionPool[Any] = ConnectionPool(
        dsn, min_size=2, max_size=20, kwargs={"autocommit": True}, open=True
    )
    return Stores(settings, pool, postgres)


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
