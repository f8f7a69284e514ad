"""Retrieval units: each verbatim excerpt keyed by its words and by what was learned from it.

A projection of memory changes into a PostgreSQL schema of its own (`memstream_units_g<n>`),
so a replay rebuilds it like any other part. A unit is an active excerpt (an episode
`chunk`); its key is the stems of its turns' words (speaker labels left out) and of the
facts, preferences and profile fields learned from one or two of its turns (their key's
words, value and content: "pet", "sweden", "counseling" where the turn said "my home
country" or "these critters"). `unit_keys` holds (unit, term, source) rows, so a learned
memory that changes or goes takes its terms with it, whichever arrived first. The query
port answers postings (which units hold which terms) for the `linked` recall signal
(`query_api/recall/links.py`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.pipeline.description import ProjectionSpec
from memstream.pipeline.generations import located
from memstream.ports import Change, Through
from memstream.projections.stores import StoreContext
from memstream.projections.tracking import PositionTracker
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, excerpt_session
from memstream.stems import stem
from memstream.text import tokenize

LEARNED_TYPES: Final = frozenset({MemoryType.FACT, MemoryType.PREFERENCE, MemoryType.PROFILE})
MAX_LEARNED_EVENTS: Final = 2
"""A memory learned from more turns than this (a merged profile) keys none of them."""
MAX_TERM_CHARS: Final = 60
_SPEAKER_LABEL: Final = re.compile(r"^[^:：\n]{1,40}[:：]\s*", re.MULTILINE)

Conn = psycopg.Connection[Any]
Postings = list[tuple[str, str]]
"""(unit id, term) pairs."""


def key_terms(text: str) -> frozenset[str]:
    """The stems of a text's search tokens (English stems, Chinese words as jieba cuts them)."""
    return frozenset(stem(t) for t in tokenize(text) if len(t) <= MAX_TERM_CHARS)


def chunk_terms(memory: Memory) -> frozenset[str]:
    """An excerpt's own key: its turns' words without the speakers' labels."""
    return key_terms(_SPEAKER_LABEL.sub("", memory.content))


def learned_events(memory: Memory) -> tuple[str, ...]:
    """The turns a fact, preference or profile field was learned from, when it keys them."""
    events = tuple(memory.provenance.event_ids)
    if memory.type not in LEARNED_TYPES or not 0 < len(events) <= MAX_LEARNED_EVENTS:
        return ()
    return events


def learned_terms(memory: Memory) -> frozenset[str]:
    """What a learned memory adds to its turns' units: its key's words, value and content."""
    key = "" if ":" in memory.key else memory.key.replace("_", " ").replace(".", " ")
    return key_terms(f"{key} {memory.value} {memory.content}")


_SOURCE: Final = (
    "INSERT INTO {sources} (memory_id, tenant, user_id, kind, session, events)"
    " VALUES (%s, %s, %s, %s, %s, %s)"
)
_OWN: Final = (
    "INSERT INTO {keys} (tenant, user_id, unit_id, term, source_id)"
    " SELECT %s, %s, %s, t, %s FROM unnest(%s::text[]) AS t ON CONFLICT DO NOTHING"
)
_PULL: Final = (
    "INSERT INTO {keys} (tenant, user_id, unit_id, term, source_id)"
    " SELECT s.tenant, s.user_id, %(unit)s, l.term, s.memory_id FROM {sources} AS s"
    " JOIN {learned} AS l ON l.memory_id = s.memory_id"
    " WHERE s.tenant = %(tenant)s AND s.user_id = %(user)s AND s.kind = 'learned'"
    " AND s.events && %(events)s::text[] ON CONFLICT DO NOTHING"
)
_PUSH: Final = (
    "INSERT INTO {keys} (tenant, user_id, unit_id, term, source_id)"
    " SELECT s.tenant, s.user_id, s.memory_id, t, %(source)s FROM {sources} AS s,"
    " unnest(%(terms)s::text[]) AS t"
    " WHERE s.tenant = %(tenant)s AND s.user_id = %(user)s AND s.kind = 'chunk'"
    " AND s.events && %(events)s::text[] ON CONFLICT DO NOTHING"
)


class UnitsProjection:
    """Keeps every active excerpt's key: its own terms and those of what its turns taught."""

    def __init__(self, pool: ConnectionPool[Any], schema: str, name: str) -> None:
        self.pool, self.name = pool, name
        self._tracker = PositionTracker(schema, name)
        self._names = _names(schema)

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Apply the changes not applied yet and track `through`, in one transaction."""
        with self.pool.connection() as conn, conn.transaction():
            self._tracker.lock(conn)
            fresh = self._tracker.fresh(conn, items)
            for _, change in fresh:
                self._forget(conn, change.memory_id)
                memory = change.memory
                if memory is not None and memory.status is MemoryStatus.ACTIVE:
                    self._put(conn, memory)
            self._tracker.record(conn, through)
        return len(fresh)

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset this projection will read from `topic`/`partition`."""
        with self.pool.connection() as conn:
            return self._tracker.read(conn, topic, partition)

    def _sql(self, text: str) -> sql.Composed:
        return sql.SQL(text).format(**self._names)

    def _forget(self, conn: Conn, memory_id: str) -> None:
        for statement in (
            "DELETE FROM {keys} WHERE source_id = %(id)s OR unit_id = %(id)s",
            "DELETE FROM {learned} WHERE memory_id = %(id)s",
            "DELETE FROM {sources} WHERE memory_id = %(id)s",
        ):
            conn.execute(self._sql(statement), {"id": memory_id})

    def _put(self, conn: Conn, memory: Memory) -> None:
        session = excerpt_session(memory)
        if session is not None:
            self._put_chunk(conn, memory, session)
        elif learned_events(memory):
            self._put_learned(conn, memory)

    def _put_chunk(self, conn: Conn, memory: Memory, session: str) -> None:
        tenant, user, events = memory.scope.tenant, memory.scope.user, memory.provenance.event_ids
        conn.execute(self._sql(_SOURCE), (memory.id, tenant, user, "chunk", session, events))
        own = sorted(chunk_terms(memory))
        conn.execute(self._sql(_OWN), (tenant, user, memory.id, memory.id, own))
        pull = {"unit": memory.id, "tenant": tenant, "user": user, "events": events}
        conn.execute(self._sql(_PULL), pull)

    def _put_learned(self, conn: Conn, memory: Memory) -> None:
        tenant, user, events = memory.scope.tenant, memory.scope.user, learned_events(memory)
        conn.execute(self._sql(_SOURCE), (memory.id, tenant, user, "learned", None, list(events)))
        terms = sorted(learned_terms(memory))
        conn.execute(
            self._sql("INSERT INTO {learned} (memory_id, term) SELECT %s, unnest(%s::text[])"),
            (memory.id, terms),
        )
        push = {"source": memory.id, "terms": terms, "tenant": tenant, "user": user}
        conn.execute(self._sql(_PUSH), push | {"events": list(events)})


class UnitSearch:
    """Postings of a user's units: the query port of the `linked` recall signal."""

    def __init__(self, pool: ConnectionPool[Any], schema: str) -> None:
        self.pool = pool
        self._names = _names(schema)

    def _rows(self, text: str, params: dict[str, Any]) -> list[tuple[Any, ...]]:
        with self.pool.connection() as conn:
            return conn.execute(sql.SQL(text).format(**self._names), params).fetchall()

    def units(self, tenant: str, user: str) -> int:
        """How many units the user has."""
        rows = self._rows(
            "SELECT count(*) FROM {sources} WHERE tenant = %(t)s AND user_id = %(u)s"
            " AND kind = 'chunk'",
            {"t": tenant, "u": user},
        )
        return int(rows[0][0])

    def postings(self, tenant: str, user: str, terms: Sequence[str]) -> Postings:
        """Every (unit, term) of the user for these terms."""
        rows = self._rows(
            "SELECT DISTINCT unit_id, term FROM {keys} WHERE tenant = %(t)s AND user_id = %(u)s"
            " AND term = ANY(%(terms)s::text[])",
            {"t": tenant, "u": user, "terms": list(terms)},
        )
        return [(str(unit), str(term)) for unit, term in rows]

    def keys(self, tenant: str, user: str, units: Sequence[str]) -> Postings:
        """Every term of these units."""
        rows = self._rows(
            "SELECT DISTINCT unit_id, term FROM {keys} WHERE tenant = %(t)s AND user_id = %(u)s"
            " AND unit_id = ANY(%(units)s::text[])",
            {"t": tenant, "u": user, "units": list(units)},
        )
        return [(str(unit), str(term)) for unit, term in rows]

    def frequencies(self, tenant: str, user: str, terms: Sequence[str]) -> dict[str, int]:
        """How many of the user's units hold each of these terms."""
        rows = self._rows(
            "SELECT term, count(DISTINCT unit_id) FROM {keys} WHERE tenant = %(t)s"
            " AND user_id = %(u)s AND term = ANY(%(terms)s::text[]) GROUP BY term",
            {"t": tenant, "u": user, "terms": list(terms)},
        )
        return {str(term): int(count) for term, count in rows}


def _names(schema: str) -> dict[str, sql.Identifier]:
    return {
        name: sql.Identifier(schema, table)
        for name, table in (("sources", "unit_sources"), ("keys", "unit_keys"))
        + (("learned", "learned_terms"),)
    }


_DDL: Final = (
    "CREATE TABLE IF NOT EXISTS {sources} (memory_id text PRIMARY KEY, tenant text NOT NULL,"
    " user_id text NOT NULL, kind text NOT NULL, session text, events text[] NOT NULL)",
    "CREATE INDEX IF NOT EXISTS unit_sources_user ON {sources} (tenant, user_id, kind)",
    "CREATE TABLE IF NOT EXISTS {keys} (tenant text NOT NULL, user_id text NOT NULL,"
    " unit_id text NOT NULL, term text NOT NULL, source_id text NOT NULL,"
    " PRIMARY KEY (unit_id, term, source_id))",
    "CREATE INDEX IF NOT EXISTS unit_keys_term ON {keys} (tenant, user_id, term)",
    "CREATE INDEX IF NOT EXISTS unit_keys_source ON {keys} (source_id)",
    "CREATE TABLE IF NOT EXISTS {learned} (memory_id text NOT NULL, term text NOT NULL,"
    " PRIMARY KEY (memory_id, term))",
)


class UnitsBuilder:
    """The units store: one schema per home, created when opened."""

    def __init__(self, context: StoreContext, spec: ProjectionSpec) -> None:
        self.pool, self.name, self.base = context.pool, spec.name, spec.store

    def _schema(self, home: int) -> str:
        schema = located(self.base, home)
        with self.pool.connection() as conn, conn.transaction():
            PositionTracker(schema, self.name).setup(conn)
            for statement in _DDL:
                conn.execute(sql.SQL(statement).format(**_names(schema)))
        return schema

    def open(self, home: int) -> UnitsProjection:
        """The projection writing to the schema of `home`."""
        return UnitsProjection(self.pool, self._schema(home), self.name)

    def query(self, home: int) -> UnitSearch:
        """Postings over the schema of `home`."""
        return UnitSearch(self.pool, self._schema(home))

    def drop(self, home: int) -> None:
        """Drop the schema of `home`."""
        with self.pool.connection() as conn:
            drop = sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE")
            conn.execute(drop.format(sql.Identifier(located(self.base, home))))

    def release(self, home: int) -> None:
        """Nothing is held open."""

    def close(self) -> None:
        """Nothing is held open."""
