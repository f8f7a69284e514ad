"""Turn vectors: every turn of every active excerpt embedded on its own, for a sharper dense hop.

An excerpt (an episode `chunk`) is embedded whole by the vectors projection; a question
about one thing said once ("which console does Nate own?") matches the one turn that says
it better than the three it sits among. This projection keeps one vector per turn of each
active excerpt in an index of its own (`memstream_turns_g<n>`, its position tracked in
the PostgreSQL schema of the same name), so a replay rebuilds it like any other part. A
point's id is `<excerpt id>#<line>`: the `turns` recall signal reads the excerpt back from
it. Writes are idempotent (the point id is derived), so the order is the vectors
projection's: write, flush, then record the position.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, Final

from psycopg_pool import ConnectionPool

from memstream.pipeline.description import ProjectionSpec
from memstream.pipeline.generations import located
from memstream.ports import Change, Embedder, Through, VectorIndex, VectorPoint
from memstream.processors.chunks import MAX_TURNS
from memstream.projections.stores import StoreContext
from memstream.projections.tracking import PositionTracker
from memstream.projections.vector_projection import _final_states
from memstream.query_api.recall.excerpt import LINE_MARK
from memstream.schemas.memory import Memory, MemoryType, excerpt_session

MAX_LINES: Final = MAX_TURNS * 4
"""The most lines an excerpt's points are deleted for (a chunk holds at most `MAX_TURNS`)."""


def turn_point_id(excerpt_id: str, line: int) -> str:
    """The point id of an excerpt's line (from 0)."""
    return f"{excerpt_id}{LINE_MARK}{line}"


def turn_texts(memory: Memory) -> list[tuple[str, str]]:
    """An active excerpt's turns as (point id, text); nothing for any other memory."""
    if excerpt_session(memory) is None:
        return []
    lines = memory.content.splitlines()
    return [(turn_point_id(memory.id, i), line) for i, line in enumerate(lines) if line.strip()]


def gone_points(memory_ids: Sequence[str]) -> list[str]:
    """Every point an excerpt may have had (deleting an unknown id does nothing)."""
    return [turn_point_id(m, i) for m in memory_ids for i in range(MAX_LINES)]


class TurnProjection:
    """Keeps one vector per turn of each active excerpt; removes them when it goes."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        index: VectorIndex,
        embedder: Embedder,
        schema: str,
        name: str,
    ) -> None:
        self.pool, self.index, self.embedder = pool, index, embedder
        self._tracker = PositionTracker(schema, name)
        self._lock = threading.Lock()

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Embed and upsert the turns of active excerpts, delete the rest; flush, then track."""
        with self._lock, self.pool.connection() as conn:
            with conn.transaction():
                fresh = self._tracker.fresh(conn, items)
            if fresh:
                active, gone = _final_states([change for _, change in fresh])
                self.index.delete(gone_points([*gone, *(m.id for m in active)]))
                self.index.upsert(self._points(active))
                self.index.flush()
            with conn.transaction():
                self._tracker.record(conn, through)
        return len(fresh)

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset to read from `topic`/`partition`."""
        with self.pool.connection() as conn:
            return self._tracker.read(conn, topic, partition)

    def _points(self, memories: Sequence[Memory]) -> list[VectorPoint]:
        turns = [(memory, point, text) for memory in memories for point, text in turn_texts(memory)]
        if not turns:
            return []
        vectors = self.embedder.embed_passages([text for _, _, text in turns])
        return [
            VectorPoint(
                memory_id=point,
                tenant=memory.scope.tenant,
                user=memory.scope.user,
                type=MemoryType.EPISODE,
                vector=vector,
            )
            for (memory, point, _), vector in zip(turns, vectors, strict=True)
        ]


class TurnSearch:
    """The excerpts whose turns are nearest a text: the query port of the `turns` signal."""

    def __init__(self, index: VectorIndex, embedder: Embedder) -> None:
        self.index, self.embedder = index, embedder

    def nearest(self, tenant: str, user: str, text: str, limit: int) -> list[tuple[str, float]]:
        """(turn id `<excerpt id>#<line>`, cosine), best first."""
        return self.index.search(tenant, user, self.embedder.embed_query(text), limit)


class TurnBuilder:
    """The turn vectors' store: one index per home, its position tracked beside it."""

    def __init__(self, context: StoreContext, spec: ProjectionSpec) -> None:
        self.context, self.name, self.base = context, spec.name, spec.store
        self._indexes: dict[str, VectorIndex] = {}
        self._lock = threading.Lock()

    def index(self, home: int) -> VectorIndex:
        """The index of `home`, opened on first use."""
        name = located(self.base, home)
        with self._lock:
            if name not in self._indexes:
                self._indexes[name] = self.context.vectors.open(name, self.context.embedder.dim)
            return self._indexes[name]

    def open(self, home: int) -> TurnProjection:
        """The projection writing to the index of `home`, tracked beside it."""
        schema, pool = located(self.base, home), self.context.pool
        with pool.connection() as conn, conn.transaction():
            PositionTracker(schema, self.name).setup(conn)
        embedder = self.context.embedder
        return TurnProjection(pool, self.index(home), embedder, schema, self.name)

    def query(self, home: int) -> TurnSearch:
        """Turn search over the index of `home`."""
        return TurnSearch(self.index(home), self.context.embedder)

    def drop(self, home: int) -> None:
        """Drop the index and the tracking schema of `home`."""
        name = located(self.base, home)
        self.release(home)
        self.context.vectors.drop(name)
        with self.context.pool.connection() as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')

    def release(self, home: int) -> None:
        """Close the index of `home` if open."""
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
