"""The `VectorIndex` contract, run on every adapter: Qdrant Edge, Qdrant (client), pgvector.

The Qdrant client talks to a server when one is given or Docker can start one, else to
Qdrant's local mode.
"""

from __future__ import annotations

import math
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg_pool import ConnectionPool
from qdrant_client import QdrantClient

from memstream.projections.migrate import migrate
from memstream.projections.pgvector_index import PgVectorIndex
from memstream.projections.qdrant_server import QdrantServerIndex
from memstream.projections.vectors import QdrantEdgeIndex, VectorIndex, VectorPoint
from memstream.schemas.memory import MemoryType
from tests.fixtures.containers import docker_available, qdrant_container

DIM = 3


def unit(*xs: float) -> list[float]:
    norm = math.sqrt(sum(x * x for x in xs))
    return [x / norm for x in xs]


def point(
    memory_id: str, vector: list[float], tenant: str = "acme", user: str = "u1"
) -> VectorPoint:
    return VectorPoint(
        memory_id=memory_id, tenant=tenant, user=user, type=MemoryType.FACT, vector=vector
    )


@pytest.fixture(scope="session")
def qdrant_url() -> Iterator[str | None]:
    """A Qdrant server: `MEMSTREAM_TEST_QDRANT_URL`, a container with Docker, else none."""
    external = os.environ.get("MEMSTREAM_TEST_QDRANT_URL")
    if external or not docker_available():
        yield external
        return
    with qdrant_container() as url:
        yield url


def qdrant_client(url: str | None, tmp_path: Path) -> QdrantClient:
    """A client of the server at `url`, or of Qdrant's local mode (in-process)."""
    return QdrantClient(url=url) if url else QdrantClient(path=str(tmp_path / "qdrant"))


@pytest.fixture(params=["qdrant-edge", "qdrant-client", "pgvector"])
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorIndex]:
    if request.param == "qdrant-edge":
        edge = QdrantEdgeIndex(tmp_path / "shard", dim=DIM)
        yield edge
        edge.close()
        return
    if request.param == "qdrant-client":
        client = qdrant_client(request.getfixturevalue("qdrant_url"), tmp_path)
        local = QdrantServerIndex(client, f"g{uuid.uuid4().hex[:8]}", dim=DIM)
        yield local
        local.close()
        return
    dsn: str = request.getfixturevalue("pg_dsn")
    with psycopg.connect(dsn, autocommit=True) as conn:
        migrate(conn, "memstream_g1")
    with ConnectionPool(dsn, min_size=1, max_size=2, open=True) as pool:
        pg = PgVectorIndex(pool, "memstream_g1", dim=DIM)
        yield pg
        pg.close()


def test_upsert_search_delete(index: VectorIndex) -> None:
    index.upsert(
        [point("m-x", unit(1, 0, 0)), point("m-y", unit(0, 1, 0)), point("m-xy", unit(1, 1, 0))]
    )
    index.flush()
    hits = index.search("acme", "u1", unit(1, 0.1, 0), limit=2)
    assert [memory_id for memory_id, _ in hits] == ["m-x", "m-xy"]
    assert hits[0][1] == pytest.approx(0.995, abs=1e-3)
    assert hits[1][1] == pytest.approx(math.cos(math.atan(0.1) - math.pi / 4), abs=1e-3)

    # Upserting the same memory id replaces its vector (idempotent by id).
    index.upsert([point("m-x", unit(0, 0, 1))])
    index.upsert([point("m-x", unit(0, 0, 1))])
    hits = index.search("acme", "u1", unit(0, 0, 1), limit=10)
    assert [m for m, _ in hits][:1] == ["m-x"] and len(hits) == 3

    index.delete(["m-y", "never-there"])
    index.delete([])
    assert {m for m, _ in index.search("acme", "u1", unit(0, 1, 0), limit=10)} == {"m-x", "m-xy"}


def test_search_is_filtered_by_tenant_and_user(index: VectorIndex) -> None:
    index.upsert(
        [
            point("acme-bob", unit(1, 0, 0), tenant="acme", user="bob"),
            point("globex-bob", unit(1, 0, 0), tenant="globex", user="bob"),
            point("acme-alice", unit(1, 0, 0), tenant="acme", user="alice"),
        ]
    )
    assert [m for m, _ in index.search("acme", "bob", unit(1, 0, 0), 10)] == ["acme-bob"]
    assert [m for m, _ in index.search("globex", "bob", unit(1, 0, 0), 10)] == ["globex-bob"]
    assert index.search("initech", "bob", unit(1, 0, 0), 10) == []
    assert index.search("acme", "bob", unit(1, 0, 0), 0) == []


def test_wrong_dimension_is_refused(index: VectorIndex) -> None:
    with pytest.raises(ValueError, match="expects 3"):
        index.upsert([point("m", [1.0, 0.0])])
