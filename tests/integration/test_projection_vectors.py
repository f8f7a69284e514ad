"""The vector projection end to end: real USE embedder, real Qdrant Edge, real PostgreSQL."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from memstream.embedding import UseEmbedder
from memstream.projections.migrate import migrate
from memstream.projections.vector_projection import VectorProjection
from memstream.projections.vectors import QdrantEdgeIndex
from memstream.schemas.changes import ChangeKind
from memstream.schemas.memory import MemoryStatus, MemoryType
from memstream.schemas.topics import MEMORY_CHANGES
from tests.integration.test_projection_postgres import (
    SCHEMA,
    T0,
    apply,
    make_change,
    make_deleted,
    make_memory,
    positioned,
)


@pytest.fixture(scope="module")
def embedder() -> UseEmbedder:
    return UseEmbedder(threads=2)


@pytest.fixture
def conn(pg_dsn: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(pg_dsn) as connection:  # not autocommit: positions must still commit
        migrate(connection, SCHEMA)
        connection.commit()
        yield connection


def top(index: QdrantEdgeIndex, embedder: UseEmbedder, query: str, user: str = "u1") -> list[str]:
    return [m for m, _ in index.search("acme", user, embedder.embed_query(query), limit=3)]


def test_vector_projection_end_to_end(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    projection = VectorProjection(pool, index, embedder, SCHEMA)
    # Write events: two memories, one in Chinese, and a changed preference.
    drink = make_memory("m-drink", content="I prefer green tea in the morning")
    city = make_memory(
        "m-city",
        type=MemoryType.FACT,
        key="city",
        value="上海",
        content="我住在上海，在一家银行工作",
    )
    drink_v2 = make_memory(
        "m-drink", version=2, content="I switched to black coffee", at=T0 + timedelta(days=1)
    )
    batch = positioned(
        [
            make_change(ChangeKind.CREATED, drink),
            make_change(ChangeKind.CREATED, city),
            make_change(ChangeKind.UPDATED, drink_v2),
            make_change(
                ChangeKind.SUPERSEDED, drink.model_copy(update={"status": MemoryStatus.SUPERSEDED})
            ),
        ]
    )
    assert apply(projection, batch) == 4
    assert projection.position(MEMORY_CHANGES, 0) == 4

    # Query the index: the newest version is what is embedded, Chinese included.
    hits = index.search("acme", "u1", embedder.embed_query("coffee"), limit=1)
    assert hits[0][0] == "m-drink" and 0.0 < hits[0][1] <= 1.0
    assert top(index, embedder, "我住在哪个城市？")[0] == "m-city"
    assert top(index, embedder, "where do I live?", user="someone-else") == []

    # Redelivery changes nothing; a forget removes the point, and it stays gone on reload.
    assert apply(projection, batch) == 0
    assert apply(projection, positioned([make_deleted(city, T0)], start=4)) == 1
    index.close()
    reloaded = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    assert top(reloaded, embedder, "我住在哪个城市？") == ["m-drink"]
    reloaded.close()
    # The position was committed, not left in an open transaction.
    assert conn.info.transaction_status is psycopg.pq.TransactionStatus.IDLE


def test_inactive_memories_are_not_searchable(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    projection = VectorProjection(pool, index, embedder, SCHEMA)
    fact = make_memory("m-fact", type=MemoryType.FACT, content="My dog is called Rex")
    apply(projection, positioned([make_change(ChangeKind.CREATED, fact)]))
    assert top(index, embedder, "dog") == ["m-fact"]
    conflicted = fact.model_copy(update={"version": 2, "status": MemoryStatus.CONFLICTED})
    apply(projection, positioned([make_change(ChangeKind.CONFLICTED, conflicted)], 1))
    assert top(index, embedder, "dog") == []
    index.close()


def test_positions_are_recorded_with_a_flush_and_unflushed_batches_are_replayed(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    projection = VectorProjection(pool, index, embedder, SCHEMA, flush_seconds=3600.0)
    tea = make_memory("m-tea", content="I prefer green tea")
    apply(projection, positioned([make_change(ChangeKind.CREATED, tea)]))
    # Applied and searchable, answered from memory, but not recorded before a flush.
    assert top(index, embedder, "tea") == ["m-tea"]
    assert projection.position(MEMORY_CHANGES, 0) == 1
    restarted = VectorProjection(pool, index, embedder, SCHEMA, flush_seconds=3600.0)
    assert restarted.position(MEMORY_CHANGES, 0) is None
    # A process that starts over replays the batch: the same point, nothing doubled.
    assert apply(restarted, positioned([make_change(ChangeKind.CREATED, tea)])) == 1
    assert apply(restarted, positioned([make_change(ChangeKind.CREATED, tea)])) == 0
    restarted.flush()
    assert VectorProjection(pool, index, embedder, SCHEMA).position(MEMORY_CHANGES, 0) == 1
    assert top(index, embedder, "tea") == ["m-tea"]
    index.close()


def test_a_batch_left_unflushed_is_flushed_and_recorded_shortly_after(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    projection = VectorProjection(pool, index, embedder, SCHEMA, flush_seconds=0.2)
    projection.flush()  # the last flush is now: the next batch is left unflushed
    tea = make_memory("m-tea", content="I prefer green tea")
    apply(projection, positioned([make_change(ChangeKind.CREATED, tea)]))
    # No other batch comes: the timer flushes and records it.
    recorded = None
    for _ in range(500):
        recorded = VectorProjection(pool, index, embedder, SCHEMA).position(MEMORY_CHANGES, 0)
        if recorded == 1:
            break
        time.sleep(0.02)
    assert recorded == 1
    index.close()


def test_one_flusher_passes_the_checkpoint_and_ends_when_nothing_is_left(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    passed: list[str] = []
    projection = VectorProjection(
        pool, index, embedder, SCHEMA, "teas", 2.0, checkpoint=lambda: passed.append("x")
    )
    projection.flush()  # the last flush is now: the next batches are left unflushed
    teas = [make_memory(f"m-tea-{n}", content=f"I prefer tea number {n}") for n in range(3)]
    for offset, tea in enumerate(teas):
        apply(projection, positioned([make_change(ChangeKind.CREATED, tea)], offset))
    assert len(_flushers()) == 1  # the batches share one flusher thread
    recorded = None
    for _ in range(1000):
        recorded = VectorProjection(pool, index, embedder, SCHEMA, "teas").position(
            MEMORY_CHANGES, 0
        )
        if recorded == 3 and not _flushers():
            break
        time.sleep(0.02)
    assert recorded == 3
    assert passed  # the gate's checkpoint came before the flush
    assert not _flushers()  # nothing left to flush: the thread ended
    index.close()


def _flushers() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "flush-teas"]


class Recording:
    """The USE embedder, recording the texts each call embeds."""

    def __init__(self, inner: UseEmbedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.embedded: list[list[str]] = []

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        self.embedded.append(list(texts))
        return self.inner.embed_passages(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


def test_a_version_with_the_same_text_is_not_embedded_again(
    tmp_path: Path, conn: psycopg.Connection[Any], pool: ConnectionPool[Any], embedder: UseEmbedder
) -> None:
    index = QdrantEdgeIndex(tmp_path / "vectors", dim=embedder.dim)
    recording = Recording(embedder)
    projection = VectorProjection(pool, index, recording, SCHEMA)
    tea, city = "I prefer green tea in the morning", "我住在上海，在一家银行工作"
    first = [make_memory("m-tea", content=tea), make_memory("m-city", content=city)]
    apply(projection, positioned([make_change(ChangeKind.CREATED, m) for m in first]))
    # New versions: the same texts (a confirmation), one changed text, and another
    # memory with a text already embedded.
    later = T0 + timedelta(days=1)
    again = [
        make_memory("m-tea", version=2, content=tea, at=later),
        make_memory("m-city", version=2, content="我搬到了北京", at=later),
        make_memory("m-tea-2", content=tea, at=later),
    ]
    apply(projection, positioned([make_change(ChangeKind.UPDATED, m) for m in again], 2))
    assert recording.embedded == [[tea, city], ["我搬到了北京"]]
    assert top(index, embedder, "我住在哪个城市？")[0] == "m-city"
    assert set(top(index, embedder, "what do I drink?")[:2]) == {"m-tea", "m-tea-2"}
    index.close()
