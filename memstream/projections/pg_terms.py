"""Term statistics for BM25 keyword search, kept by the PostgreSQL projection.

`index_terms` makes the postings (`memory_terms`) and lengths (`memory_lengths`) of a batch
of memories match their versions, `drop_terms` removes forgotten ones: each is one
set-based statement per batch, whatever its size. Only active memories have postings; a
memory's row in `memory_lengths` keeps its version so an older version replayed late never
overwrites a newer one, and an excerpt's row names the session it was cut from, so a
session's excerpts can be scored as one document. The pure half (`term_counts`,
`indexed_text`) decides what a memory's terms are; `query_api`'s BM25 reads aggregate
document frequencies from here.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any, Final

import psycopg
from psycopg import sql

from memstream.processors.chunk_kinds import kind_names, known_kinds
from memstream.projections.statements import rendered
from memstream.schemas.memory import Memory, MemoryStatus, excerpt_session
from memstream.text import tokenize

MAX_TERM_CHARS: Final = 200
"""Longer tokens (pasted hashes, URLs run together) are not indexed."""

_INDEX: Final = """
WITH incoming(memory_id, tenant, user_id, version, length, active, session) AS (
    SELECT * FROM unnest(%(ids)b::text[], %(tenants)b::text[], %(users)b::text[],
                         %(versions)b::int[], %(lengths)b::int[], %(active)b::bool[],
                         %(sessions)b::text[])
), fresh AS (
    SELECT i.* FROM incoming AS i LEFT JOIN {lengths} AS l ON l.memory_id = i.memory_id
    WHERE l.version IS NULL OR l.version <= i.version
), postings(memory_id, term, tf) AS (
    SELECT m.key, t.key, t.value::int
    FROM json_each(%(postings)s::json) AS m, json_each_text(m.value) AS t
), gone AS (
    DELETE FROM {terms} AS t USING fresh AS f
    WHERE t.memory_id = f.memory_id AND t.tenant = f.tenant AND t.user_id = f.user_id
      AND (NOT f.active OR NOT EXISTS (
          SELECT 1 FROM postings AS p WHERE p.memory_id = t.memory_id AND p.term = t.term))
), put AS (
    INSERT INTO {terms} AS t (tenant, user_id, term, memory_id, tf)
    SELECT f.tenant, f.user_id, p.term, p.memory_id, p.tf
    FROM postings AS p JOIN fresh AS f ON f.memory_id = p.memory_id
    WHERE f.active
    ON CONFLICT (tenant, user_id, term, memory_id) DO UPDATE SET tf = EXCLUDED.tf
)
INSERT INTO {lengths} AS l (memory_id, tenant, user_id, version, length, active, session)
SELECT memory_id, tenant, user_id, version, length, active, session FROM fresh
ON CONFLICT (memory_id) DO UPDATE
SET version = EXCLUDED.version, length = EXCLUDED.length, active = EXCLUDED.active,
    session = EXCLUDED.session
WHERE l.version <= EXCLUDED.version
"""

_DROP: Final = """
WITH doomed(tenant, user_id, memory_id) AS (
    SELECT * FROM unnest(%(tenants)b::text[], %(users)b::text[], %(ids)b::text[])
), gone AS (
    DELETE FROM {terms} AS t USING doomed AS d
    WHERE t.memory_id = d.memory_id AND t.tenant = d.tenant AND t.user_id = d.user_id
)
DELETE FROM {lengths} AS l USING doomed AS d
WHERE l.memory_id = d.memory_id AND l.tenant = d.tenant AND l.user_id = d.user_id
"""


def indexed_text(memory: Memory) -> str:
    """What a memory is searched by: its content, its value unless the content says it,
    its key when the key is words (not a structural key such as `session:…:chunk:2`), an
    excerpt's turn just before it, and the names of the kinds of the things it names."""
    return _joined(memory, kinds_text(memory))


def _joined(memory: Memory, kinds: list[str]) -> str:
    parts = [memory.content]
    if memory.value and memory.value not in memory.content:
        parts.append(memory.value)
    if memory.key and ":" not in memory.key:
        parts.append(memory.key.replace("_", " ").replace(".", " "))
    parts.extend(before_text(memory))
    parts.extend(kinds)
    return " ".join(parts)


def kinds_text(memory: Memory) -> list[str]:
    """The names of the kinds an excerpt's turns name instances of (`attributes["kinds"]`,
    recorded by the pipeline: "pets" for "my new pup"), searched but never shown."""
    kinds = memory.attributes.get("kinds")
    if excerpt_session(memory) is None or not isinstance(kinds, list):
        return []
    return kind_names(known_kinds(kinds))


def before_text(memory: Memory) -> list[str]:
    """An excerpt's turn just before it (`attributes["before"]`, recorded by the pipeline),
    searched with the excerpt but never shown by it: a reply means something beside it."""
    before = memory.attributes.get("before")
    if excerpt_session(memory) is None or not isinstance(before, str) or not before:
        return []
    return [before]


def document_length(memory: Memory, counts: Counter[str]) -> int:
    """The memory's length for BM25: its terms, without the names of its kinds (a key,
    not words it says, so a chunk that names a pet is no longer than one that does not)."""
    return sum(counts.values()) - _kind_tokens(tuple(kinds_text(memory)))


@lru_cache(maxsize=1024)
def _kind_tokens(kinds: tuple[str, ...]) -> int:
    """How many tokens the names of these kinds are (a small vocabulary, so kept)."""
    return len(tokenize(" ".join(kinds)))


def term_counts(memory: Memory) -> Counter[str]:
    """The memory's terms and how often each occurs (`tokenize`: English and Chinese)."""
    return _counts(indexed_text(memory))


def _counts(text: str) -> Counter[str]:
    tokens = tokenize(text)
    return Counter(token for token in tokens if len(token) <= MAX_TERM_CHARS)


def _terms_and_length(memory: Memory) -> tuple[Counter[str], int]:
    """`term_counts` and `document_length` together, the kinds' names read once."""
    kinds = kinds_text(memory)
    counts = _counts(_joined(memory, kinds))
    return counts, sum(counts.values()) - _kind_tokens(tuple(kinds))


def latest(memories: Iterable[Memory]) -> list[Memory]:
    """One memory per id: its highest version (the last given when versions tie)."""
    chosen: dict[str, Memory] = {}
    for memory in memories:
        previous = chosen.get(memory.id)
        if previous is None or memory.version >= previous.version:
            chosen[memory.id] = memory
    return list(chosen.values())


def _index_params(memories: Sequence[Memory]) -> dict[str, Any]:
    """The statement's parameters: one array per memory column, and the postings of the
    active memories as one JSON object `{memory id: {term: tf}}` (one C-speed dump instead of
    three binary arrays of one element per posting, which psycopg builds in Python)."""
    params: dict[str, Any] = {
        name: [] for name in "ids tenants users versions lengths active sessions".split()
    }
    postings: dict[str, Counter[str]] = {}
    for memory in memories:
        counts, length = _terms_and_length(memory)
        active = memory.status is MemoryStatus.ACTIVE
        params["ids"].append(memory.id)
        params["tenants"].append(memory.scope.tenant)
        params["users"].append(memory.scope.user)
        params["versions"].append(memory.version)
        params["lengths"].append(length)
        params["active"].append(active)
        params["sessions"].append(excerpt_session(memory))
        if active and counts:
            postings[memory.id] = counts
    params["postings"] = json.dumps(postings, ensure_ascii=False, separators=(",", ":"))
    return params


def _tables(schema: str) -> dict[str, sql.Identifier]:
    return {
        "terms": sql.Identifier(schema, "memory_terms"),
        "lengths": sql.Identifier(schema, "memory_lengths"),
    }


@lru_cache(maxsize=64)
def _index_sql(schema: str) -> sql.SQL:
    return rendered(sql.SQL(_INDEX).format(**_tables(schema)))


@lru_cache(maxsize=64)
def _drop_sql(schema: str) -> sql.SQL:
    return rendered(sql.SQL(_DROP).format(**_tables(schema)))


def index_terms(conn: psycopg.Connection[Any], schema: str, memories: Sequence[Memory]) -> None:
    """Make the postings and lengths of these memories match them (one statement)."""
    chosen = latest(memories)
    if chosen:
        conn.execute(_index_sql(schema), _index_params(chosen))


def drop_terms(
    conn: psycopg.Connection[Any], schema: str, forgotten: Sequence[tuple[str, str, str]]
) -> None:
    """Remove the postings and lengths of forgotten memories, given as (tenant, user, id)."""
    if not forgotten:
        return
    tenants, users, ids = (list(column) for column in zip(*forgotten, strict=True))
    conn.execute(_drop_sql(schema), {"tenants": tenants, "users": users, "ids": ids})
