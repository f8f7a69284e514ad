"""What the projection builders of a process share, and its vector technology, chosen once.

`StoreContext` is given to every `ProjectionBuilder` (with its `ProjectionSpec`): the
PostgreSQL pool, the embedder and the vector store. A `VectorStore` opens and drops one
named index (the vectors' store in a generation, `memstream_g<n>`): a Qdrant Edge shard
in the data directory, a pgvector schema, or a collection on a Qdrant server.
`vector_store` picks it from the settings; nothing else asks which technology is in use.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.ports import Embedder, VectorIndex, VectorStore
from memstream.projections.pgvector_index import TABLE, PgVectorIndex
from memstream.projections.vectors import QdrantEdgeIndex


class ConfigurationError(ValueError):
    """Settings that cannot work together; the message says what to change."""


class QdrantEdgeStore:
    """Qdrant Edge shards under `root`, one directory per index (`g<n>`, as they always were)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, name: str) -> Path:
        return self.root / name.removeprefix("memstream_")

    def open(self, name: str, dim: int) -> VectorIndex:
        """The shard of `name`."""
        return QdrantEdgeIndex(self._path(name), dim)

    def drop(self, name: str) -> None:
        """Delete the shard's directory."""
        shutil.rmtree(self._path(name), ignore_errors=True)


class PgVectorStore:
    """pgvector tables, one PostgreSQL schema per index."""

    def __init__(self, pool: ConnectionPool[Any]) -> None:
        self.pool = pool

    def open(self, name: str, dim: int) -> VectorIndex:
        """The table in schema `name` (the schema created when absent)."""
        with self.pool.connection() as conn:
            conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(name)))
        return PgVectorIndex(self.pool, name, dim)

    def drop(self, name: str) -> None:
        """Drop the index's table (its schema may hold read models of a generation in use)."""
        with self.pool.connection() as conn:
            conn.execute(sql.SQL("DROP TABLE IF EXISTS {}").format(sql.Identifier(name, TABLE)))


class QdrantServerStore:
    """Collections on the Qdrant at `url` (a URL, or `:memory:` for local mode).

    Every index it opens shares its one client, so closing an index (a retired
    generation's) leaves the others working."""

    def __init__(self, url: str) -> None:
        try:
            from qdrant_client import QdrantClient
        except ImportError as exc:  # pragma: no cover - depends on the installed extras
            needs = "Qdrant needs: pip install 'memstream[qdrant-server]'"
            raise ConfigurationError(needs) from exc
        self.client = QdrantClient(location=url)

    def open(self, name: str, dim: int) -> VectorIndex:
        """The collection `name`."""
        from memstream.projections.qdrant_server import QdrantServerIndex

        return QdrantServerIndex(self.client, name, dim, owns_client=False)

    def drop(self, name: str) -> None:
        """Delete the collection."""
        self.client.delete_collection(name)


@dataclass(frozen=True)
class StoreContext:
    """What every projection builder of a process shares: PostgreSQL, the embedder, vectors,
    and the recall gate's checkpoint its background threads pass (none by default)."""

    pool: ConnectionPool[Any]
    embedder: Embedder
    vectors: VectorStore
    checkpoint: Callable[[], None] = lambda: None


def vector_store(settings: Settings, pool: ConnectionPool[Any]) -> VectorStore:
    """The technology `MEMSTREAM_VECTORS` names."""
    if settings.vectors == "pgvector":
        return PgVectorStore(pool)
    if settings.vectors == "qdrant-edge":
        return QdrantEdgeStore(settings.data_dir / "qdrant")
    if not settings.qdrant_url:
        raise ConfigurationError("MEMSTREAM_VECTORS=qdrant needs MEMSTREAM_QDRANT_URL")
    return QdrantServerStore(settings.qdrant_url)
