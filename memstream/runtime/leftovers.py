"""What generations no longer in use still hold: an erase refuses while anything does.

After a replay, the generation it replaced keeps its read schema, vector shard and stage
state until `memstream replay --drop-retired` removes them; an erase reaches only the
generations in use, so it would leave the user's memories there in plain text. Until
erasure reaches them itself, an erase is refused while any is left, naming the
generation to drop first. What is looked for is what exists (a schema, a shard, a stage's
state rows), not what the generations table says was dropped.
"""

from __future__ import annotations

from typing import Any

from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.log.postgres import SCHEMA as LOG
from memstream.pipeline.description import PIPELINE
from memstream.pipeline.generations import Generation
from memstream.runtime.stores import vectors_home


def _in_use(store: GenerationStore, conn: Any) -> list[Generation]:
    return [g for g in (store.live(conn), store.building(conn)) if g is not None]


def _every(conn: Any) -> list[Generation]:
    rows = conn.execute(
        "SELECT number, pipeline, read_schema, vectors_dir, vector_tracking, kind, status"
        f" FROM {LOG}.generations ORDER BY number"
    ).fetchall()
    return [Generation(*row) for row in rows]


def _stores(generation: Generation) -> set[str]:
    return {generation.stage_name(spec.name) for spec in PIPELINE.stages if spec.replayed}


def _left(conn: Any, settings: Settings, old: Generation, in_use: list[Generation]) -> list[str]:
    found = []
    if old.read_schema not in {g.read_schema for g in in_use}:
        exists = conn.execute(
            "SELECT 1 FROM pg_namespace WHERE nspname = %s", (old.read_schema,)
        ).fetchone()
        found += [f"read schema {old.read_schema}"] if exists else []
    stores = sorted(_stores(old) - {s for g in in_use for s in _stores(g)})
    held = conn.execute(
        f"SELECT DISTINCT store FROM {LOG}.state WHERE store = ANY(%s)", (stores,)
    ).fetchall()
    found += [f"stage state {', '.join(sorted(r[0] for r in held))}"] if held else []
    if old.vectors_dir not in {g.vectors_dir for g in in_use} and _has_vectors(conn, settings, old):
        found.append(f"vectors {old.vectors_dir}")
    return found


def _has_vectors(conn: Any, settings: Settings, generation: Generation) -> bool:
    if settings.vectors == "qdrant-edge":
        return (settings.data_dir / "qdrant" / generation.vectors_dir).exists()
    if settings.vectors == "pgvector":
        home = vectors_home(generation)
        found = conn.execute("SELECT 1 FROM pg_namespace WHERE nspname = %s", (home,))
        return found.fetchone() is not None
    return False  # a Qdrant server's collections: dropped by --drop-retired, not checked here


def leftovers(pool: ConnectionPool[Any], settings: Settings) -> list[str]:
    """Each generation not in use that still holds data, and what: ["generation 1: ..."]."""
    store = GenerationStore()
    with pool.connection() as conn:
        in_use = _in_use(store, conn)
        numbers = {g.number for g in in_use}
        found = []
        for old in (g for g in _every(conn) if g.number not in numbers):
            left = _left(conn, settings, old, in_use)
            found += [f"generation {old.number}: {'; '.join(left)}"] if left else []
    return found
