"""Projection rebuild rate: the whole memory-changes topic applied into fresh stores.

The loop is generic (a batch source and a `Projection`), so its counting is tested on
small data; `rebuild_rates` wires it to an embedded system: a fresh
read-model schema for `PostgresProjection` and a fresh Qdrant Edge index for
`VectorProjection`, both dropped afterwards. The live read models are not touched.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from pydantic import BaseModel, ConfigDict

from memstream.ports import Change, Projection

Item = Change
ReadBatch = Callable[[int, int, int], Sequence[Item]]
"""Reads up to `limit` changes: (partition, start offset, limit) -> items."""
Tick = Callable[[int], None]
REBUILD_SCHEMA: Final = "memstream_bench_rebuild"
REBUILD_BATCH: Final = 500


class RebuildResult(BaseModel):
    """One projection rebuilt from the start of `memory-changes`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    projection: str
    changes: int
    seconds: float
    changes_per_second: float


def _no_progress(_: int) -> None:
    return None


def replay(
    read: ReadBatch,
    partitions: int,
    projection: Projection,
    batch: int = REBUILD_BATCH,
    tick: Tick = _no_progress,
) -> int:
    """Apply every partition from offset 0 to its end in batches; return changes applied."""
    applied = 0
    for partition in range(partitions):
        start = 0
        while items := read(partition, start, batch):
            last = items[-1][0]
            applied += projection.apply(items, {(last.topic, last.partition): last.offset + 1})
            start = last.offset + 1
            tick(len(items))
    return applied


def timed_replay(
    read: ReadBatch,
    partitions: int,
    projection: Projection,
    tick: Tick = _no_progress,
) -> RebuildResult:
    """`replay`, timed: changes applied per second."""
    started = time.perf_counter()
    changes = replay(read, partitions, projection, tick=tick)
    seconds = time.perf_counter() - started
    rate = changes / seconds if seconds > 0 else 0.0
    return RebuildResult(
        projection=projection.name, changes=changes, seconds=seconds, changes_per_second=rate
    )


def changes_topic(system: Any) -> str:
    """The live generation's memory-changes topic."""
    from memstream.pipeline.layout import Layout
    from memstream.schemas.topics import MEMORY_CHANGES

    return Layout(system.live.generation).topic(MEMORY_CHANGES)


def system_embedder(system: Any) -> Any:
    """The embedder an embedded system projects vectors with (None when unknown)."""
    stores = getattr(system, "stores", None)
    return getattr(stores, "embedder", None)


def log_reader(log: Any, topic: str, sealer: Any = None) -> ReadBatch:
    """Reads, opens (`RecordSealer`) and decodes memory changes of `topic` from a `PostgresLog`."""
    from memstream.schemas.codec import decode_change
    from memstream.trust.sealing import PLAINTEXT, opened_records

    def read(partition: int, start: int, limit: int) -> list[Item]:
        with log.pool.connection() as conn:
            records = log.read(conn, topic, partition, start, limit)
        opened = opened_records(records, sealer or PLAINTEXT)
        return [(record.position, decode_change(record.value)) for record in opened]

    return read


def topic_size(system: Any) -> int:
    """How many records the system's memory-changes topic holds (all partitions)."""
    return sum(system.log.end_offsets(changes_topic(system)).values())


@contextmanager
def fresh_schema(pool: Any, schema: str = REBUILD_SCHEMA) -> Iterator[str]:
    """A freshly migrated read-model schema, dropped on exit."""
    from psycopg import sql

    from memstream.projections.migrate import migrate

    drop = sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema))
    with pool.connection() as conn:
        conn.execute(drop)
        migrate(conn, schema)
    try:
        yield schema
    finally:
        with pool.connection() as conn:
            conn.execute(drop)


def rebuild_rates(system: Any, tick: Tick = _no_progress) -> list[RebuildResult]:
    """Rebuild rate of `PostgresProjection` and `VectorProjection` from the whole topic."""
    from memstream.projections.postgres import PostgresProjection
    from memstream.projections.vector_projection import VectorProjection
    from memstream.projections.vectors import QdrantEdgeIndex

    sealer = getattr(getattr(system, "stores", None), "sealer", None)
    read = log_reader(system.log, changes_topic(system), sealer)
    partitions, embedder, pool = system.log.partitions, system_embedder(system), system.pool
    results = []
    with fresh_schema(pool) as schema:
        results.append(timed_replay(read, partitions, PostgresProjection(pool, schema), tick))
        folder = Path(tempfile.mkdtemp(prefix="memstream-rebuild-qdrant-"))
        index = QdrantEdgeIndex(folder, embedder.dim)
        try:
            vectors = VectorProjection(pool, index, embedder, schema)
            results.append(timed_replay(read, partitions, vectors, tick))
        finally:
            index.close()
            shutil.rmtree(folder, ignore_errors=True)
    return results
