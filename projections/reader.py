"""Read access to one generation's PostgreSQL read models, always scoped by tenant and user."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.schemas.base import FrozenModel
from memstream.schemas.memory import Memory, MemoryType


class MemoryHistory(FrozenModel):
    """A memory's current version and all its versions, oldest first."""

    memory: Memory
    versions: list[Memory]


def _memory(snapshot: Any) -> Memory:
    return Memory.model_validate(snapshot)


def _unique(tokens: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(token.strip().lower() for token in tokens if token.strip()))


class MemoryReader:
    """Queries the read models of `schema`; no method returns another tenant's or user's data."""

    def __init__(self, pool: ConnectionPool[Any], schema: str) -> None:
        self._pool = pool
        self.schema = schema
        self._memories = sql.Identifier(schema, "memories")

    def _rows(self, query: sql.Composable, params: Sequence[Any] | dict[str, Any]) -> list[Any]:
        with self._pool.connection() as conn:
            rows: list[Any] = conn.execute(query, params).fetchall()
        return rows

    def by_types(
        self, tenant: str, user: str, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        """Active memories of the given types, most recently seen first."""
        rows = self._rows(
            sql.SQL(
                "SELECT snapshot FROM {} WHERE tenant = %s AND user_id = %s"
                " AND type = ANY(%s) AND status = 'active'"
                " ORDER BY last_seen DESC, id LIMIT %s"
            ).format(self._memories),
            (tenant, user, [str(t) for t in types], limit),
        )
        return [_memory(row[0]) for row in rows]

    def keyword_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> list[tuple[Memory, float]]:
        """Active memories matching any token, best first.

        The score (0..1) is the share of the distinct query tokens the memory contains;
        ties are broken by `ts_rank`, then recency.
        """
        unique = _unique(tokens)
        if not unique or limit <= 0:
            return []
        names = [f"t{i}" for i in range(len(unique))]
        per_token = [
            sql.SQL("plainto_tsquery('simple', {})").format(sql.Placeholder(n)) for n in names
        ]
        hits = [sql.SQL("(m.search @@ {})::int").format(q) for q in per_token]
        query = sql.SQL(
            "WITH q AS (SELECT {any} AS query)"
            " SELECT m.snapshot, ({hits})::float8 / {n} AS score,"
            " ts_rank(m.search, q.query) AS rank"
            " FROM {table} AS m, q"
            " WHERE m.tenant = %(tenant)s AND m.user_id = %(user)s AND m.status = 'active'"
            " AND m.search @@ q.query"
            " ORDER BY score DESC, rank DESC, m.last_seen DESC, m.id LIMIT %(limit)s"
        ).format(
            any=sql.SQL(" || ").join(per_token),
            hits=sql.SQL(" + ").join(hits),
            n=sql.Literal(len(unique)),
            table=self._memories,
        )
        params: dict[str, Any] = dict(zip(names, unique, strict=True))
        params.update(tenant=tenant, user=user, limit=limit)
        return [(_memory(row[0]), float(row[1])) for row in self._rows(query, params)]

    def get_many(self, tenant: str, user: str, ids: Sequence[str]) -> list[Memory]:
        """The active memories with these ids (in the order asked; unknown ids left out)."""
        if not ids:
            return []
        rows = self._rows(
            sql.SQL(
                "SELECT id, snapshot FROM {} WHERE tenant = %s AND user_id = %s"
                " AND id = ANY(%s) AND status = 'active'"
            ).format(self._memories),
            (tenant, user, list(ids)),
        )
        found = {row[0]: _memory(row[1]) for row in rows}
        return [found[memory_id] for memory_id in dict.fromkeys(ids) if memory_id in found]

    def profile(self, tenant: str, user: str) -> dict[str, str]:
        """The user's profile fields (key -> value); empty if nothing is known."""
        rows = self._rows(
            sql.SQL("SELECT fields FROM {} WHERE tenant = %s AND user_id = %s").format(
                sql.Identifier(self.schema, "profiles")
            ),
            (tenant, user),
        )
        return {str(k): str(v) for k, v in rows[0][0].items()} if rows else {}

    def list_memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryHistory]:
        """Every memory of the user (active only unless asked) with its version history."""
        status_filter = sql.SQL("" if include_inactive else " AND status = 'active'")
        current = self._rows(
            sql.SQL(
                "SELECT id, snapshot FROM {} WHERE tenant = %s AND user_id = %s{}"
                " ORDER BY type, last_seen DESC, id"
            ).format(self._memories, status_filter),
            (tenant, user),
        )
        versions = self._versions(tenant, user, [row[0] for row in current])
        return [
            MemoryHistory(memory=_memory(snapshot), versions=versions.get(memory_id, []))
            for memory_id, snapshot in current
        ]

    def _versions(self, tenant: str, user: str, ids: list[str]) -> dict[str, list[Memory]]:
        if not ids:
            return {}
        rows = self._rows(
            sql.SQL(
                "SELECT memory_id, snapshot FROM {} WHERE tenant = %s AND user_id = %s"
                " AND memory_id = ANY(%s) ORDER BY memory_id, version"
            ).format(sql.Identifier(self.schema, "memory_versions")),
            (tenant, user, ids),
        )
        by_memory: dict[str, list[Memory]] = {}
        for memory_id, snapshot in rows:
            by_memory.setdefault(memory_id, []).append(_memory(snapshot))
        return by_memory
