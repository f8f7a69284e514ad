"""The embedded runtime's `Dropper`: removes a retired generation's unshared stores.

Read schemas and pgvector schemas are dropped, a Qdrant Edge shard's directory is
deleted (a Qdrant server's collection too), and derived topics and stage state leave
the PostgreSQL log with their consumer positions. Every removal is idempotent.
"""

from __future__ import annotations

import shutil
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.log.postgres import SCHEMA as LOG
from memstream.pipeline.generations import Generation
from memstream.runtime.retire import DropPlan, drop_retired
from memstream.runtime.stores import vectors_home


class EmbeddedDropper:
    """Drops what a `DropPlan` names from PostgreSQL and the vector store of the settings."""

    def __init__(self, pool: ConnectionPool[Any], settings: Settings) -> None:
        self.pool, self.settings = pool, settings

    def drop(self, plan: DropPlan) -> None:
        """Remove the plan's read schema, vectors, derived topics and stage state."""
        with self.pool.connection() as conn, conn.transaction():
            if plan.read_schema is not None:
                conn.execute(_drop_schema(plan.read_schema))
            for topic in plan.derived_topics:
                for table in ("records", "heads", "consumer_positions"):
                    conn.execute(f"DELETE FROM {LOG}.{table} WHERE topic = %s", (topic,))
            for store in plan.stage_stores:
                conn.execute(f"DELETE FROM {LOG}.state WHERE store = %s", (store,))
                conn.execute(f"DELETE FROM {LOG}.consumer_positions WHERE group_id = %s", (store,))
        if plan.vectors is not None:
            self._drop_vectors(plan.vectors)

    def _drop_vectors(self, generation: Generation) -> None:
        home = vectors_home(generation)
        if self.settings.vectors == "pgvector":
            with self.pool.connection() as conn:
                conn.execute(_drop_schema(home))
        elif self.settings.vectors == "qdrant-edge":
            shard = self.settings.data_dir / "qdrant" / generation.vectors_dir
            shutil.rmtree(shard, ignore_errors=True)
        elif self.settings.qdrant_url:
            from qdrant_client import QdrantClient

            QdrantClient(location=self.settings.qdrant_url).delete_collection(home)


def _drop_schema(name: str) -> sql.Composed:
    return sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(name))


def drop_retired_embedded(pool: ConnectionPool[Any], settings: Settings) -> list[int]:
    """Drop every retired generation's unshared stores; the numbers of those dropped."""
    with pool.connection() as conn, conn.transaction():
        return drop_retired(GenerationStore(), conn, EmbeddedDropper(pool, settings))
