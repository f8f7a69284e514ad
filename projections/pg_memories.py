"""The `memories` (current version) and `memory_versions` (history) read models."""

from __future__ import annotations

from typing import Any, Final

import psycopg
from psycopg import sql
from psycopg.types.json import Jsonb

from memstream.projections import pg_terms
from memstream.schemas.changes import MemoryChange
from memstream.schemas.memory import Memory, MemoryType
from memstream.text import tokenize

_MEMORY_COLUMNS: Final = (
    "id tenant user_id workspace type key status content value confidence importance pinned"
    " evidence_count version first_seen last_seen valid_from valid_until snapshot"
).split()
_VERSION_COLUMNS: Final = (
    "memory_id version tenant user_id status snapshot change_kind valid_from valid_until"
).split()


def search_text(memory: Memory) -> str:
    """The space-joined search tokens of a memory (content, value, key): Chinese included."""
    return " ".join(tokenize(f"{memory.content} {memory.value} {memory.key}"))


def _memory_params(memory: Memory) -> dict[str, Any]:
    return {
        "id": memory.id,
        "tenant": memory.scope.tenant,
        "user_id": memory.scope.user,
        "workspace": memory.scope.workspace,
        "type": memory.type.value,
        "key": memory.key,
        "status": memory.status.value,
        "content": memory.content,
        "value": memory.value,
        "confidence": memory.confidence,
        "importance": memory.importance,
        "pinned": memory.pinned,
        "evidence_count": memory.evidence_count,
        "version": memory.version,
        "first_seen": memory.first_seen,
        "last_seen": memory.last_seen,
        "valid_from": memory.valid_from,
        "valid_until": memory.valid_until,
        "snapshot": Jsonb(memory.model_dump(mode="json")),
        "search": search_text(memory),
    }


def _upsert_current(schema: str) -> sql.Composed:
    columns = [*_MEMORY_COLUMNS, "search"]
    values: list[sql.Composable] = [sql.Placeholder(name) for name in _MEMORY_COLUMNS]
    values.append(sql.SQL("to_tsvector('simple', {})").format(sql.Placeholder("search")))
    updates = [sql.SQL("{0} = EXCLUDED.{0}").format(sql.Identifier(c)) for c in columns[1:]]
    return sql.SQL(
        "INSERT INTO {table} AS m ({columns}) VALUES ({values})"
        " ON CONFLICT (id) DO UPDATE SET {updates} WHERE m.version <= EXCLUDED.version"
    ).format(
        table=sql.Identifier(schema, "memories"),
        columns=sql.SQL(", ").join(map(sql.Identifier, columns)),
        values=sql.SQL(", ").join(values),
        updates=sql.SQL(", ").join(updates),
    )


def _upsert_version(schema: str) -> sql.Composed:
    updates = [
        sql.SQL("{0} = EXCLUDED.{0}").format(sql.Identifier(c)) for c in _VERSION_COLUMNS[2:]
    ]
    return sql.SQL(
        "INSERT INTO {table} ({columns}) VALUES ({values})"
        " ON CONFLICT (memory_id, version) DO UPDATE SET {updates}"
    ).format(
        table=sql.Identifier(schema, "memory_versions"),
        columns=sql.SQL(", ").join(map(sql.Identifier, _VERSION_COLUMNS)),
        values=sql.SQL(", ").join(map(sql.Placeholder, _VERSION_COLUMNS)),
        updates=sql.SQL(", ").join(updates),
    )


def upsert(conn: psycopg.Connection[Any], schema: str, change: MemoryChange) -> None:
    """Record the change's version in history; make it current unless a newer one is."""
    memory = change.memory
    assert memory is not None, "only a deleted change has no snapshot"
    params = _memory_params(memory)
    conn.execute(_upsert_current(schema), params)
    version_params = {name: params.get(name) for name in _VERSION_COLUMNS}
    version_params.update(memory_id=memory.id, change_kind=change.kind.value)
    conn.execute(_upsert_version(schema), version_params)
    pg_terms.index_terms(conn, schema, [memory])  # the lead moves this into the batch


def delete(conn: psycopg.Connection[Any], schema: str, change: MemoryChange) -> MemoryType | None:
    """Forget the memory: its current row and every version. Returns its type if it existed."""
    scope = (change.memory_id, change.scope.tenant, change.scope.user)
    row = conn.execute(
        sql.SQL(
            "DELETE FROM {} WHERE id = %s AND tenant = %s AND user_id = %s RETURNING type"
        ).format(sql.Identifier(schema, "memories")),
        scope,
    ).fetchone()
    conn.execute(
        sql.SQL("DELETE FROM {} WHERE memory_id = %s AND tenant = %s AND user_id = %s").format(
            sql.Identifier(schema, "memory_versions")
        ),
        scope,
    )
    pg_terms.drop_terms(conn, schema, [(scope[1], scope[2], scope[0])])  # lead: batch it
    return None if row is None else MemoryType(row[0])
