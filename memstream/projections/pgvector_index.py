"""The pgvector adapter of `VectorIndex`, for PostgreSQL-only deployments.

Vectors live in `<schema>.memory_vectors` beside the generation's read models. A
search is exact (cosine distance over one user's rows, found by a btree on tenant and
user), so the tenant/user filter never starves an approximate index of candidates.
Vectors travel in pgvector's binary format through the `pgvector` package's psycopg
adapters (registered on each connection this index uses, from a type lookup made once).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from pgvector import Vector
from pgvector.psycopg.vector import register_vector_info
from psycopg import Connection, sql
from psycopg.types import TypeInfo
from psycopg_pool import ConnectionPool

from memstream.projections.vectors import VectorPoint

_TABLE = "memory_vectors"


def _vector(values: Sequence[float]) -> Vector:
    return Vector([float(x) for x in values])


class PgVectorIndex:
    """One vector per memory id in a PostgreSQL table (pgvector), scoped by tenant and user."""

    def __init__(self, pool: ConnectionPool[Any], schema: str, dim: int) -> None:
        self._pool = pool
        self.dim = dim
        self._table = sql.Identifier(schema, _TABLE)
        self._create(schema)
        with self._pool.connection() as conn:
            self._info = TypeInfo.fetch(conn, "vector")

    @contextmanager
    def _connection(self) -> Iterator[Connection[Any]]:
        """A pool connection that sends and reads vectors in pgvector's binary format."""
        with self._pool.connection() as conn:
            register_vector_info(conn, self._info)
            yield conn

    def _create(self, schema: str) -> None:
        with self._pool.connection() as conn, conn.transaction():
            conn.execute(
                sql.SQL(
                    "CREATE TABLE IF NOT EXISTS {} (memory_id text PRIMARY KEY,"
                    " tenant text NOT NULL, user_id text NOT NULL, type text NOT NULL,"
                    " embedding vector({}) NOT NULL)"
                ).format(self._table, sql.Literal(self.dim))
            )
            conn.execute(
                sql.SQL("CREATE INDEX IF NOT EXISTS {} ON {} (tenant, user_id)").format(
                    sql.Identifier(f"{_TABLE}_scope_idx"), self._table
                )
            )
            row = conn.execute(
                "SELECT atttypmod FROM pg_attribute"
                " WHERE attrelid = to_regclass(%s) AND attname = 'embedding'",
                (f'"{schema}".{_TABLE}',),
            ).fetchone()
        if row is None or int(row[0]) != self.dim:
            found = None if row is None else row[0]
            raise ValueError(f"{schema}.{_TABLE} holds vectors of {found} dims, not {self.dim}")

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        """Insert or replace the points."""
        rows = [
            (p.memory_id, p.tenant, p.user, p.type.value, _vector(p.checked(self.dim)))
            for p in points
        ]
        query = sql.SQL(
            "INSERT INTO {} (memory_id, tenant, user_id, type, embedding)"
            " VALUES (%s, %s, %s, %s, %b) ON CONFLICT (memory_id) DO UPDATE"
            " SET tenant = EXCLUDED.tenant, user_id = EXCLUDED.user_id,"
            " type = EXCLUDED.type, embedding = EXCLUDED.embedding"
        ).format(self._table)
        with self._connection() as conn, conn.transaction(), conn.cursor() as cur:
            cur.executemany(query, rows)

    def delete(self, memory_ids: Sequence[str]) -> None:
        """Remove the points of these memories."""
        if not memory_ids:
            return
        with self._pool.connection() as conn:
            conn.execute(
                sql.SQL("DELETE FROM {} WHERE memory_id = ANY(%s)").format(self._table),
                (list(memory_ids),),
            )

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """The nearest memories of this tenant's user: (memory id, cosine score), best first."""
        if limit <= 0:
            return []
        with self._connection() as conn:
            rows = conn.execute(
                sql.SQL(
                    "SELECT memory_id, 1 - (embedding <=> %(q)b) AS score FROM {}"
                    " WHERE tenant = %(tenant)s AND user_id = %(user)s"
                    " ORDER BY embedding <=> %(q)b, memory_id LIMIT %(limit)s"
                ).format(self._table),
                {"q": _vector(vector), "tenant": tenant, "user": user, "limit": limit},
            ).fetchall()
        return [(str(memory_id), float(score)) for memory_id, score in rows]

    def flush(self) -> None:
        """Nothing to do: every write is committed when it returns."""

    def close(self) -> None:
        """Nothing to do: the pool belongs to the caller."""
