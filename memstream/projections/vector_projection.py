"""The vector projection: embeds active memories into a `VectorIndex`, keyed by memory id.

Upserts and deletes are idempotent (the point id is the memory id), so the order is:
write, flush the index, THEN record the position (its own transaction). A crash in
between replays the batch, which changes nothing. This projection may lag the
PostgreSQL one; it never blocks it.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.pipeline.description import ProjectionSpec
from memstream.pipeline.generations import located
from memstream.ports import Change, Embedder, Through, VectorIndex, VectorPoint
from memstream.projections.stores import StoreContext
from memstream.projections.tracking import PositionTracker
from memstream.schemas.changes import MemoryChange
from memstream.schemas.memory import Memory, MemoryStatus


class VectorProjection:
    """Keeps one vector per active memory; removes it once the memory is gone or inactive."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        index: VectorIndex,
        embedder: Embedder,
        schema: str,
        name: str = "vectors",
    ) -> None:
        self.pool = pool
        self.index = index
        self.embedder = embedder
        self.schema = schema
        self.name = name
        self._tracker = PositionTracker(schema, name)

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Embed (in one batch) and upsert what is active, delete what is not, flush, then track."""
        with self.pool.connection() as conn:
            with conn.transaction():
                fresh = self._tracker.fresh(conn, items)
            if fresh:
                active, gone = _final_states([change for _, change in fresh])
                self.index.delete(gone)
                self.index.upsert(self._points(active))
                self.index.flush()
            with conn.transaction():
                self._tracker.record(conn, through)
        return len(fresh)

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset this projection will read from `topic`/`partition`."""
        with self.pool.connection() as conn:
            return self._tracker.read(conn, topic, partition)

    def _points(self, memories: Sequence[Memory]) -> list[VectorPoint]:
        vectors = self.embedder.embed_passages([memory.content for memory in memories])
        return [
            VectorPoint(
                memory_id=memory.id,
                tenant=memory.scope.tenant,
                user=memory.scope.user,
                type=memory.type,
                vector=vector,
            )
            for memory, vector in zip(memories, vectors, strict=True)
        ]


def _final_states(changes: Sequence[MemoryChange]) -> tuple[list[Memory], list[str]]:
    """Per memory, its newest state in the batch: active snapshots, and ids to remove.

    Superseded snapshots are skipped: the `updated` change of the same memory carries
    its new version, which replaces the point, whatever order the two arrive in (an ended
    memory, superseded with no successor, removes it). Any other inactive state (deleted,
    conflicted, candidate) removes the point.
    """
    last: dict[str, Memory | None] = {}
    for change in changes:
        memory = change.memory
        if memory is None:
            last[change.memory_id] = None
        elif memory.status is not MemoryStatus.SUPERSEDED or memory.superseded_by_version is None:
            kept = last.get(change.memory_id)
            if kept is None or memory.version >= kept.version:
                last[change.memory_id] = memory
    active = [m for m in last.values() if m is not None and m.status is MemoryStatus.ACTIVE]
    gone = [
        memory_id
        for memory_id, m in last.items()
        if m is None or m.status is not MemoryStatus.ACTIVE
    ]
    return active, gone


class VectorBuilder:
    """The vectors' store: one index per home (`memstream_g<n>`), its position tracked in
    the PostgreSQL schema of the same name. An index, once opened, stays open until
    released, so a replay and the query side of one process share it."""

    def __init__(self, context: StoreContext, spec: ProjectionSpec) -> None:
        self.context = context
        self.name, self.base = spec.name, spec.store
        self._indexes: dict[str, VectorIndex] = {}
        self._tracked: set[str] = set()
        self._lock = threading.Lock()

    def index(self, home: int) -> VectorIndex:
        """The index of `home`, opened on first use."""
        name = located(self.base, home)
        with self._lock:
            if name not in self._indexes:
                self._indexes[name] = self.context.vectors.open(name, self.context.embedder.dim)
            return self._indexes[name]

    def open(self, home: int) -> VectorProjection:
        """The projection writing to the index of `home`, tracked beside it."""
        schema, pool = located(self.base, home), self.context.pool
        if schema not in self._tracked:
            with pool.connection() as conn, conn.transaction():
                PositionTracker(schema, self.name).setup(conn)
            self._tracked.add(schema)
        index, embedder = self.index(home), self.context.embedder
        return VectorProjection(pool, index, embedder, schema, self.name)

    def query(self, home: int) -> VectorIndex:
        """Dense search over the index of `home`."""
        return self.index(home)

    def drop(self, home: int) -> None:
        """Remove the index of `home` and its tracking schema."""
        self.release(home)
        name = located(self.base, home)
        self.context.vectors.drop(name)
        with self.context.pool.connection() as conn:
            conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(name)))
        self._tracked.discard(name)

    def release(self, home: int) -> None:
        """Close the index of `home` (a retired generation's)."""
        with self._lock:
            index = self._indexes.pop(located(self.base, home), None)
        if index is not None:
            index.close()

    def close(self) -> None:
        """Close every open index."""
        with self._lock:
            indexes, self._indexes = list(self._indexes.values()), {}
        for index in indexes:
            index.close()
