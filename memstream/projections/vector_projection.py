"""The vector projection: embeds active memories into a `VectorIndex`, keyed by memory id.

Upserts and deletes are idempotent (the point id is the memory id), so the order is:
write, flush the index, THEN record the position (its own transaction). A crash in
between replays the batch, which changes nothing. This projection may lag the
PostgreSQL one; it never blocks it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg_pool import ConnectionPool

from memstream.ports import Change, Embedder, Through, VectorIndex, VectorPoint
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
