"""`memstream replay --drop-retired`: remove retired generations' stores on the embedded runtime.

`plan_drop` (pure, from the description) says which of a retired (or failed)
generation's stores nothing in use needs; each projection's builder drops its own, and
derived topics and stage state leave the PostgreSQL log with their consumer positions.
Every removal is idempotent; the generation is then recorded as dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.log.postgres import SCHEMA as LOG
from memstream.log.postgres import Conn
from memstream.pipeline.generations import DropPlan, plan_drop
from memstream.ports import Dropper
from memstream.projections.stores import vector_store
from memstream.runtime.stores import Stores


class EmbeddedDropper:
    """Drops what a `DropPlan` names: projections' stores, then the log's topics and state."""

    def __init__(self, stores: Stores) -> None:
        self.stores = stores

    def drop(self, plan: DropPlan) -> None:
        """Remove the plan's projection stores, derived topics and stage state."""
        for part, home in plan.projections:
            self.stores.builder(part).drop(home)
        with self.stores.pool.connection() as conn, conn.transaction():
            for topic in plan.derived_topics:
                for table in ("records", "heads", "consumer_positions"):
                    conn.execute(f"DELETE FROM {LOG}.{table} WHERE topic = %s", (topic,))
            for store in plan.stage_stores:
                conn.execute(f"DELETE FROM {LOG}.state WHERE store = %s", (store,))
                conn.execute(f"DELETE FROM {LOG}.consumer_positions WHERE group_id = %s", (store,))


def drop_retired(store: GenerationStore, conn: Conn, dropper: Dropper) -> list[int]:
    """Drop every retired or failed generation's unshared stores; return their numbers."""
    store.setup(conn)  # a database no replay ever ran on has no generations table yet
    in_use = [g for g in (store.live(conn), store.building(conn)) if g is not None]
    dropped = []
    for generation in store.retired(conn):
        dropper.drop(plan_drop(generation, in_use))
        store.dropped(conn, generation)
        dropped.append(generation.number)
    return dropped


class _NoEmbedder:
    """Dropping embeds nothing: no model is loaded for it."""

    name, dim = "none", 0

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Never called."""
        raise RuntimeError("dropping stores embeds nothing")

    def embed_query(self, text: str) -> list[float]:
        """Never called."""
        raise RuntimeError("dropping stores embeds nothing")


def dropping_stores(pool: ConnectionPool[Any], settings: Settings) -> Stores:
    """The stores of the settings, enough to drop them (no embedding model loaded)."""
    return Stores(settings, pool, _NoEmbedder(), vector_store(settings, pool))


def drop_retired_embedded(pool: ConnectionPool[Any], settings: Settings) -> list[int]:
    """Drop every retired generation's unshared stores; the numbers of those dropped."""
    stores = dropping_stores(pool, settings)
    with pool.connection() as conn, conn.transaction():
        return drop_retired(GenerationStore(), conn, EmbeddedDropper(stores))
