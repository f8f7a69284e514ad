"""The vector projection: embeds active memories into a `VectorIndex`, keyed by memory id.

Upserts and deletes are idempotent (the point id is the memory id), so the order is:
write, flush the index, THEN record the position (its own transaction). A crash in
between replays the batch, which changes nothing. This projection may lag the
PostgreSQL one; it never blocks it.

A flush syncs the index to disk (50-250 ms, 5-15 ms of CPU, holding the interpreter
lock), so batches are flushed together: at most every `flush_seconds`, and the position
is recorded only with a flush. Until then the process holds the applied positions in
memory (`position` answers them: the open index holds those writes), and a batch left
unflushed is flushed `flush_seconds` later if no other batch came: by the projection's one
flusher thread, which lives while batches come (it ends after `flush_seconds` with nothing
to flush) and passes the recall gate's checkpoint (`checkpoint`) before each flush. After
a crash the unflushed batches are replayed from the recorded position, which changes
nothing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.embedding import PassageCache
from memstream.pipeline.description import ProjectionSpec
from memstream.pipeline.generations import located
from memstream.ports import Change, Embedder, Through, VectorIndex, VectorPoint
from memstream.processors.narrative import is_stored_narrative
from memstream.projections.stores import StoreContext
from memstream.projections.tracking import PartitionKey, PositionTracker
from memstream.schemas.changes import MemoryChange
from memstream.schemas.memory import Memory, MemoryStatus
from memstream.telemetry import logger

_log = logger(__name__)
FLUSH_SECONDS: Final = 5.0
"""The longest a flush is put off while batches keep coming.

Qdrant Edge's flush holds the interpreter lock while it syncs (50-250 ms of wall time, mostly
waiting on the disk, whatever the batch): every other thread of the process stops meanwhile.
Flushing every 5 s instead of every second stops them a fifth as often for a little more
than a flush's fixed cost each time; nothing a recall reads waits on a flush (the open index
holds the writes), only the recorded position, and a crash replays at most 5 s of changes,
which changes nothing."""


class VectorProjection:
    """Keeps one vector per active memory; removes it once the memory is gone or inactive."""

    def __init__(
        self,
        pool: ConnectionPool[Any],
        index: VectorIndex,
        embedder: Embedder,
        schema: str,
        name: str = "vectors",
        flush_seconds: float = FLUSH_SECONDS,
        cache: PassageCache | None = None,
        checkpoint: Callable[[], None] = lambda: None,
    ) -> None:
        self.pool = pool
        self.index = index
        self.embedder = embedder
        self.schema = schema
        self.name = name
        self.flush_seconds = flush_seconds
        self.cache = PassageCache() if cache is None else cache
        """Vectors of recent texts: a memory whose text did not change is not embedded again."""
        self._tracker = PositionTracker(schema, name)
        self._applied: dict[PartitionKey, int] = {}
        """Positions applied to the index but not flushed (nor recorded) yet."""
        self._flushed_at = time.monotonic()
        self.checkpoint = checkpoint
        """Passed by the flusher before each flush (the recall gate's, in a server)."""
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._flusher: threading.Thread | None = None

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Embed (in one batch) and upsert what is active, delete what is not; flush and track
        when the last flush is `flush_seconds` old."""
        with self._lock, self.pool.connection() as conn:
            with conn.transaction():
                fresh = self._unapplied(self._tracker.fresh(conn, items))
            if fresh:
                active, gone = _final_states([change for _, change in fresh])
                self.index.delete(gone)
                self.index.upsert(self._points(active))
            for key, offset in through.items():
                self._applied[key] = max(offset, self._applied.get(key, 0))
            if self._since_flush() >= self.flush_seconds:
                self._flush(conn)
            elif self._applied:
                self._wake_flusher()
        return len(fresh)

    def _since_flush(self) -> float:
        return time.monotonic() - self._flushed_at

    def _wake_flusher(self) -> None:
        """Tell the flusher a batch waits (start it if it ended); under `_lock`."""
        if self._flusher is None:
            self._flusher = threading.Thread(
                target=self._flush_later, name=f"flush-{self.name}", daemon=True
            )
            self._flusher.start()
        self._wake.notify()

    def _flush_later(self) -> None:
        """The flusher: flushes what batches left unflushed once the last flush is
        `flush_seconds` old, after the recall gate's checkpoint."""
        while self._await_due():
            self.checkpoint()
            if not self._trailing_flush():
                return

    def _await_due(self) -> bool:
        """Wait until a flush is due (True), or end the flusher (False) when `flush_seconds`
        pass with nothing to flush."""
        with self._wake:
            while True:
                if not self._wake.wait_for(lambda: bool(self._applied), self.flush_seconds):
                    self._flusher = None
                    return False
                wait = self.flush_seconds - self._since_flush()
                if wait <= 0:
                    return True
                self._wake.wait(wait)

    def _trailing_flush(self) -> bool:
        """Flush what is due (False, and the flusher ends, if that failed)."""
        try:
            with self._lock:
                if self._applied and self._since_flush() >= self.flush_seconds:
                    with self.pool.connection() as conn:
                        self._flush(conn)
            return True
        except Exception as error:  # the index may be closed (shutting down): harmless,
            # the unrecorded batches are replayed from the recorded position at the next start
            _log.info(
                "deferred vector flush not done", projection=self.name, error=type(error).__name__
            )
            with self._lock:
                self._flusher = None
            return False

    def flush(self) -> None:
        """Flush the index and record every position applied so far."""
        with self._lock, self.pool.connection() as conn:
            self._flush(conn)

    def _flush(self, conn: Any) -> None:
        if self._applied:
            self.index.flush()
            with conn.transaction():
                self._tracker.record(conn, self._applied)
            self._applied = {}
        self._flushed_at = time.monotonic()

    def _unapplied(self, items: Sequence[Change]) -> list[Change]:
        """The items past what this process applied and has not flushed yet."""
        return [
            (pos, change)
            for pos, change in items
            if pos.offset >= self._applied.get((pos.topic, pos.partition), 0)
        ]

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset to read from `topic`/`partition` (applied ones not yet flushed count:
        the open index holds them)."""
        with self.pool.connection() as conn:
            recorded = self._tracker.read(conn, topic, partition)
        applied = self._applied.get((topic, partition))
        return recorded if applied is None else max(applied, recorded or 0)

    def _points(self, memories: Sequence[Memory]) -> list[VectorPoint]:
        vectors = self.cache.embed(self.embedder, [memory.content for memory in memories])
        return vector_points(memories, vectors)


def vector_points(memories: Sequence[Memory], vectors: Sequence[list[float]]) -> list[VectorPoint]:
    """Each memory's point with its vector (fields already typed: a memory's, the embedder's
    floats, so not validated again: 512 floats a point cost more than the rest of it)."""
    return [
        VectorPoint.model_construct(
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
        if memory is None or is_stored_narrative(change):
            last[change.memory_id] = None  # a narrative is rendered when read, never embedded
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
        self._cache = PassageCache()
        """One for every home: a replay into a new generation reuses the live one's vectors."""

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
        return VectorProjection(
            pool,
            index,
            embedder,
            schema,
            self.name,
            cache=self._cache,
            checkpoint=self.context.checkpoint,
        )

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
