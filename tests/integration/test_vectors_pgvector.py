"""What is specific to the pgvector index: its table and its dimension check."""

from __future__ import annotations

import psycopg
import pytest
from psycopg_pool import ConnectionPool

from memstream.projections.migrate import migrate
from memstream.projections.pgvector_index import PgVectorIndex
from memstream.projections.vectors import VectorPoint
from memstream.schemas.memory import MemoryType


def test_vectors_persist_and_dimension_is_checked(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        migrate(conn, "memstream_g1")
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, open=True) as pool:
        first = PgVectorIndex(pool, "memstream_g1", dim=2)
        first.upsert(
            [VectorPoint(memory_id="m", tenant="t", user="u", type=MemoryType.FACT, vector=[1, 0])]
        )
        again = PgVectorIndex(pool, "memstream_g1", dim=2)
        [(memory_id, score)] = again.search("t", "u", [1.0, 0.0], 5)
        assert memory_id == "m" and score == pytest.approx(1.0)
        with pytest.raises(ValueError, match="holds vectors of 2 dims, not 3"):
            PgVectorIndex(pool, "memstream_g1", dim=3)


def test_vectors_round_trip_as_float4_through_the_pgvector_adapters(pg_dsn: str) -> None:
    from pgvector import Vector
    from pgvector.psycopg import register_vector

    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        migrate(conn, "memstream_g2")
    values = [0.1 + n / 7 for n in range(16)]
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, open=True) as pool:
        index = PgVectorIndex(pool, "memstream_g2", dim=16)
        point = VectorPoint(
            memory_id="m", tenant="t", user="u", type=MemoryType.FACT, vector=values
        )
        index.upsert([point])
        [(memory_id, score)] = index.search("t", "u", values, 5)
    assert memory_id == "m" and score == pytest.approx(1.0, abs=1e-6)
    with psycopg.connect(pg_dsn) as conn:
        register_vector(conn)
        [stored] = conn.execute(
            "SELECT embedding FROM memstream_g2.memory_vectors WHERE memory_id = 'm'", binary=True
        ).fetchone() or [None]
    assert stored == Vector(values)  # float4, exactly what was sent
