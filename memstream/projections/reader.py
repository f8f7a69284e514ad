"""Read access to one generation's PostgreSQL read models, always scoped by tenant and user."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Final, NamedTuple

from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.processors import narrative
from memstream.projections.snapshots import SNAPSHOTS, SnapshotCache, parse_snapshot
from memstream.schemas.base import FrozenModel
from memstream.schemas.memory import Memory, MemoryType
from memstream.stems import search_forms

BM25_K1: Final = 1.2
BM25_B: Final = 0.75
MAX_QUERY_TERMS: Final = 256
"""Distinct query terms read at most (a longer query's later terms are ignored)."""
MAX_SEARCH_TERMS: Final = 32
"""Terms scored at most: the rarest in the user's memories (bounded work per recall)."""

_QUERY_FORMS: Final = """
f(form, term) AS (SELECT * FROM unnest(%(forms)s::text[], %(owners)s::text[])),
q(term) AS (SELECT DISTINCT term FROM f)"""
"""The query's terms and the forms each is searched as."""

_TERM_WEIGHTS: Final = """
df AS (
    SELECT term, count(*)::float8 AS df FROM per_term
    GROUP BY term ORDER BY df, term LIMIT %(max_terms)s
), w AS (
    SELECT df.term, ln(1.0 + (s.n - df.df + 0.5) / (df.df + 0.5)) AS idf FROM df, stats AS s
), norm AS (
    SELECT sum(coalesce(w.idf, ln(1.0 + (s.n + 0.5) / 0.5))) AS total
    FROM q LEFT JOIN w ON w.term = q.term, stats AS s
)"""
"""IDF of the rarest `max_terms` query terms over the documents (`per_term`, `stats`), and
the query's total IDF (a term no document has counts at the highest IDF)."""


def _saturated(length: str) -> str:
    """BM25's term score of `per_term` row `p` in a document of this length."""
    return (
        "w.idf * p.tf * (%(k1)s + 1.0)"
        f" / (p.tf + %(k1)s * (1.0 - %(b)s + %(b)s * {length} / greatest(s.avgdl, 1.0)))"
    )


_BM25: Final = f"""
WITH {_QUERY_FORMS},
stats AS (
    SELECT count(*)::float8 AS n, coalesce(avg(length), 1)::float8 AS avgdl
    FROM {{lengths}} WHERE tenant = %(tenant)s AND user_id = %(user)s AND active
), hits AS (
    SELECT f.term, t.memory_id, t.term AS form, t.tf FROM {{terms}} AS t
    JOIN f ON f.form = t.term
    WHERE t.tenant = %(tenant)s AND t.user_id = %(user)s
), per_term AS (
    SELECT memory_id, term, sum(tf)::float8 AS tf, array_agg(form) AS forms FROM hits
    GROUP BY memory_id, term
), {_TERM_WEIGHTS}, scored AS (
    -- one row per form held: a term's BM25 counts on its first form's row only
    SELECT p.memory_id,
           sum({_saturated("l.length")}) FILTER (WHERE held.n = 1) AS bm25,
           array_agg(held.form ORDER BY w.idf DESC, p.term, held.form) AS matched
    FROM per_term AS p
    CROSS JOIN LATERAL unnest(p.forms) WITH ORDINALITY AS held(form, n)
    JOIN w ON w.term = p.term
    JOIN {{lengths}} AS l ON l.memory_id = p.memory_id
        AND l.tenant = %(tenant)s AND l.user_id = %(user)s
    CROSS JOIN stats AS s
    GROUP BY p.memory_id
), best AS (
    SELECT sc.memory_id, sc.bm25, sc.matched, m.last_seen
    FROM scored AS sc
    JOIN {{memories}} AS m ON m.id = sc.memory_id
    WHERE m.tenant = %(tenant)s AND m.user_id = %(user)s AND m.status = 'active'
    ORDER BY sc.bm25 DESC, m.last_seen DESC, m.id
    LIMIT %(limit)s
)
-- the snapshots of the best only: a snapshot's text costs more than all the scoring
SELECT m.snapshot::text, least(1.0, b.bm25 / greatest(norm.total, 1e-9)) AS score, b.matched
FROM best AS b
JOIN {{memories}} AS m ON m.id = b.memory_id
CROSS JOIN norm
WHERE m.tenant = %(tenant)s AND m.user_id = %(user)s
ORDER BY b.bm25 DESC, b.last_seen DESC, b.memory_id
"""
"""BM25 (k1, b) over the user's active memories, a query term counting every form of it
(`memstream.stems.search_forms`: "research" counts "researching"). A memory's tf for a
term is the sum of its forms' tfs, df the memories holding any form. IDF is
ln(1 + (N - df + 0.5) / (df + 0.5)), N and the mean length being the user's; `score` is
BM25 over the sum of the query terms' IDFs (a term no memory has counts at the highest
IDF), capped at 1: a memory holding every query term once at the mean length scores 1.
`matched` lists the forms the memory holds (its own posting terms), rarest term first."""

_SESSION_BM25: Final = f"""
WITH {_QUERY_FORMS},
sessions AS (
    SELECT session, sum(length)::float8 AS length FROM {{lengths}}
    WHERE tenant = %(tenant)s AND user_id = %(user)s AND active AND session IS NOT NULL
    GROUP BY session
), stats AS (
    SELECT count(*)::float8 AS n, coalesce(avg(length), 1)::float8 AS avgdl FROM sessions
), per_term AS (
    SELECT l.session, f.term, sum(t.tf)::float8 AS tf FROM {{terms}} AS t
    JOIN f ON f.form = t.term
    JOIN {{lengths}} AS l ON l.memory_id = t.memory_id
        AND l.tenant = %(tenant)s AND l.user_id = %(user)s
    WHERE t.tenant = %(tenant)s AND t.user_id = %(user)s AND l.active AND l.session IS NOT NULL
    GROUP BY l.session, f.term
), {_TERM_WEIGHTS}, scored AS (
    SELECT p.session, sum({_saturated("d.length")}) AS bm25
    FROM per_term AS p
    JOIN w ON w.term = p.term
    JOIN sessions AS d ON d.session = p.session
    CROSS JOIN stats AS s
    GROUP BY p.session
)
SELECT sc.session, least(1.0, sc.bm25 / greatest(norm.total, 1e-9)) AS score
FROM scored AS sc CROSS JOIN norm
ORDER BY sc.bm25 DESC, sc.session
LIMIT %(limit)s
"""
"""The same BM25 with each session's excerpts read as one document (its length the sum of
theirs, its tf their tfs' sum, N the user's sessions that have excerpts): how much a
whole conversation was about the query, where one excerpt may match only in part."""


class KeywordHit(NamedTuple):
    """A memory found by keyword search, its score in 0..1 and the terms it matched: its own
    words (forms of the query terms, "researching" for "research"), rarest first."""

    memory: Memory
    score: float
    matched: tuple[str, ...]


class SessionMatch(NamedTuple):
    """A session whose excerpts match a query, and its BM25 score in 0..1."""

    session: str
    score: float


def _search_params(
    tenant: str, user: str, tokens: Sequence[str], limit: int
) -> dict[str, Any] | None:
    """The parameters of a BM25 read (None when there is nothing to search)."""
    unique = _unique(tokens)[:MAX_QUERY_TERMS]
    if not unique or limit <= 0:
        return None
    pairs = [(form, term) for term, forms in search_forms(unique).items() for form in forms]
    return {
        "tenant": tenant,
        "user": user,
        "forms": [form for form, _ in pairs],
        "owners": [term for _, term in pairs],
        "max_terms": MAX_SEARCH_TERMS,
        "limit": limit,
        "k1": BM25_K1,
        "b": BM25_B,
    }


class MemoryHistory(FrozenModel):
    """A memory's current version and all its versions, oldest first."""

    memory: Memory
    versions: list[Memory]


def _unique(tokens: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(token.strip().lower() for token in tokens if token.strip()))


class PostgresMemoryReader:
    """Queries the read models of `schema`; no method returns another tenant's or user's data."""

    def __init__(
        self, pool: ConnectionPool[Any], schema: str, snapshots: SnapshotCache | None = None
    ) -> None:
        self._pool = pool
        self.schema = schema
        self._memories = sql.Identifier(schema, "memories")
        self._memory = (SNAPSHOTS if snapshots is None else snapshots).memory
        """A memory from a snapshot text recall read (parsed once while kept)."""

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
                "SELECT snapshot::text FROM {} WHERE tenant = %s AND user_id = %s"
                " AND type = ANY(%s) AND status = 'active'"
                " ORDER BY last_seen DESC, id LIMIT %s"
            ).format(self._memories),
            (tenant, user, [str(t) for t in types], limit),
        )
        return [self._memory(row[0]) for row in rows]

    def narrated(self, tenant: str, user: str) -> list[Memory]:
        """What the user's narrative is rendered from: the newest active user-level
        memories of each type it reads, as many as it keeps (`narrative.CAPS`)."""
        caps = narrative.CAPS
        rows = self._rows(
            sql.SQL(
                "SELECT n.snapshot::text FROM (SELECT snapshot, type, row_number() OVER"
                " (PARTITION BY type ORDER BY last_seen DESC, id DESC) AS rank FROM {}"
                " WHERE tenant = %s AND user_id = %s AND type = ANY(%s) AND status = 'active'"
                " AND key <> %s AND coalesce(snapshot->>'level', 'user') = 'user') AS n"
                " JOIN unnest(%s::text[], %s::int[]) AS c(type, cap) ON c.type = n.type"
                " WHERE n.rank <= c.cap"
            ).format(self._memories),
            (
                tenant,
                user,
                [str(t) for t in caps],
                narrative.NARRATIVE_KEY,
                [str(t) for t in caps],
                list(caps.values()),
            ),
        )
        return [self._memory(row[0]) for row in rows]

    def keyword_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> list[KeywordHit]:
        """Active memories matching any token, by BM25 over the user's memories, best first.

        A query term matches its English word forms too (`memstream.stems`). Each hit has its
        BM25 score rescaled to 0..1 (`score`: the IDF-weighted share of the query it matches,
        see `_BM25`) and the forms of the query terms it holds, rarest term first. At most
        `MAX_SEARCH_TERMS` query terms count (the rarest the user has); the rest only count
        in the share.
        """
        params = _search_params(tenant, user, tokens, limit)
        if params is None:
            return []
        rows = self._rows(sql.SQL(_BM25).format(**self._term_tables()), params)
        return [KeywordHit(self._memory(row[0]), float(row[1]), tuple(row[2])) for row in rows]

    def session_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> list[SessionMatch]:
        """Sessions whose excerpts, read as one document, match any token: BM25 over the
        user's sessions with excerpts, rescaled to 0..1 like `keyword_search`, best first."""
        params = _search_params(tenant, user, tokens, limit)
        if params is None:
            return []
        rows = self._rows(sql.SQL(_SESSION_BM25).format(**self._term_tables()), params)
        return [SessionMatch(str(row[0]), float(row[1])) for row in rows]

    def _term_tables(self) -> dict[str, sql.Composable]:
        return {
            "terms": sql.Identifier(self.schema, "memory_terms"),
            "lengths": sql.Identifier(self.schema, "memory_lengths"),
            "memories": self._memories,
        }

    def in_session(self, tenant: str, user: str, session: str, limit: int) -> list[Memory]:
        """Active session-level memories of one session (its working memory), newest first."""
        rows = self._rows(
            sql.SQL(
                "SELECT snapshot::text FROM {} WHERE tenant = %s AND user_id = %s"
                " AND status = 'active'"
                " AND snapshot->>'level' = 'session' AND snapshot->'scope'->>'session' = %s"
                " ORDER BY last_seen DESC, id LIMIT %s"
            ).format(self._memories),
            (tenant, user, session, limit),
        )
        return [self._memory(row[0]) for row in rows]

    def in_period(
        self,
        tenant: str,
        user: str,
        types: Sequence[MemoryType],
        days: tuple[date, date],
        limit: int,
    ) -> list[Memory]:
        """Active memories of these types valid from a day within `days` (both included) or
        whose resolved dates (`attributes.dates`) fall within them, newest first."""
        start, end = days
        rows = self._rows(
            sql.SQL(
                "SELECT snapshot::text FROM {} WHERE tenant = %(tenant)s AND user_id = %(user)s"
                " AND status = 'active' AND type = ANY(%(types)s)"
                " AND ((valid_from >= %(start)s AND valid_from < %(after)s)"
                " OR EXISTS (SELECT 1 FROM jsonb_array_elements_text("
                "CASE WHEN jsonb_typeof(snapshot->'attributes'->'dates') = 'array'"
                " THEN snapshot->'attributes'->'dates' ELSE '[]'::jsonb END) AS d(day)"
                " WHERE left(d.day, 10) BETWEEN %(first)s AND %(last)s))"
                " ORDER BY last_seen DESC, id LIMIT %(limit)s"
            ).format(self._memories),
            {
                "tenant": tenant,
                "user": user,
                "types": [str(t) for t in types],
                "start": datetime.combine(start, time.min, UTC),
                "after": datetime.combine(end + timedelta(days=1), time.min, UTC),
                "first": start.isoformat(),
                "last": end.isoformat(),
                "limit": limit,
            },
        )
        return [self._memory(row[0]) for row in rows]

    def get_many(self, tenant: str, user: str, ids: Sequence[str]) -> list[Memory]:
        """The active memories with these ids (in the order asked; unknown ids left out)."""
        if not ids:
            return []
        rows = self._rows(
            sql.SQL(
                "SELECT id, snapshot::text FROM {} WHERE tenant = %s AND user_id = %s"
                " AND id = ANY(%s) AND status = 'active'"
            ).format(self._memories),
            (tenant, user, list(ids)),
        )
        found = {row[0]: self._memory(row[1]) for row in rows}
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
                "SELECT id, snapshot::text FROM {} WHERE tenant = %s AND user_id = %s{}"
                " ORDER BY type, last_seen DESC, id"
            ).format(self._memories, status_filter),
            (tenant, user),
        )
        versions = self._versions(tenant, user, [row[0] for row in current])
        return [
            MemoryHistory(memory=parse_snapshot(snapshot), versions=versions.get(memory_id, []))
            for memory_id, snapshot in current
        ]

    def _versions(self, tenant: str, user: str, ids: list[str]) -> dict[str, list[Memory]]:
        if not ids:
            return {}
        rows = self._rows(
            sql.SQL(
                "SELECT memory_id, snapshot::text FROM {} WHERE tenant = %s AND user_id = %s"
                " AND memory_id = ANY(%s) ORDER BY memory_id, version"
            ).format(sql.Identifier(self.schema, "memory_versions")),
            (tenant, user, ids),
        )
        by_memory: dict[str, list[Memory]] = {}
        for memory_id, snapshot in rows:
            by_memory.setdefault(memory_id, []).append(parse_snapshot(snapshot))
        return by_memory
