"""The `memories` (current version) and `memory_versions` (history) read models, set-based.

A batch of changes becomes a handful of statements, whatever its size: delete what was
forgotten (current row, every version, its search terms), insert or update the versions,
delete the earlier versions a forget found its words in (`history_forgotten`), upsert
the current rows, and bring their BM25 terms up to date (`pg_terms`). `plan` decides
them from the changes, pure; `write` runs them. A narrative an earlier version wrote to
the log is not a memory of the read models (it is rendered when read): it is removed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

import psycopg
from psycopg import sql

from memstream.processors.narrative import is_stored_narrative
from memstream.projections import pg_terms
from memstream.projections.statements import rendered
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.memory import Memory, MemoryStatus

_CURRENT: Final = (
    "id tenant user_id workspace type key status content value confidence importance pinned"
    " evidence_count version first_seen last_seen valid_from valid_until snapshot"
).split()
_TYPES: Final = (
    "text text text text text text text text text float8 float8 bool int4 int4"
    " timestamptz timestamptz timestamptz timestamptz text"
).split()
"""Array types of the columns sent (a snapshot goes as JSON text, cast to jsonb in SQL)."""
_VERSIONS: Final = (
    "memory_id version tenant user_id status snapshot change_kind valid_from valid_until"
).split()
_VERSION_TYPES: Final = "text int4 text text text text text timestamptz timestamptz".split()


def is_removal(change: MemoryChange) -> bool:
    """A change that removes the memory from the read models (forgotten)."""
    memory = change.memory
    return change.kind is ChangeKind.DELETED or (
        memory is not None and memory.status is MemoryStatus.DELETED
    )


@dataclass
class WritePlan:
    """What one batch does to the read models."""

    removed: dict[str, tuple[str, str]] = field(default_factory=dict)
    versions: dict[tuple[str, int], MemoryChange] = field(default_factory=dict)
    current: dict[str, Memory] = field(default_factory=dict)
    pruned: dict[str, tuple[str, str, int]] = field(default_factory=dict)
    """Memories whose versions before the given one are forgotten (`history_forgotten`)."""

    @property
    def users(self) -> set[tuple[str, str]]:
        """Every (tenant, user) the batch touches."""
        touched = set(self.removed.values())
        return touched | {(m.scope.tenant, m.scope.user) for m in self.current.values()}


def plan(changes: Sequence[MemoryChange]) -> WritePlan:
    """The batch's writes: for each memory, what survives its last removal, newest last."""
    result = WritePlan()
    for change in changes:
        if is_removal(change) or is_stored_narrative(change):
            result.removed[change.memory_id] = (change.scope.tenant, change.scope.user)
            result.current.pop(change.memory_id, None)
            gone = change.memory_id
            result.versions = {k: v for k, v in result.versions.items() if k[0] != gone}
            continue
        memory = change.memory
        assert memory is not None, "only a removal has no snapshot"
        if change.kind is ChangeKind.HISTORY_FORGOTTEN:
            scope = memory.scope
            result.pruned[memory.id] = (scope.tenant, scope.user, memory.version)
            continue
        result.versions[(memory.id, memory.version)] = change
        kept = result.current.get(memory.id)
        if kept is None or kept.version <= memory.version:
            result.current[memory.id] = memory
    return result


def write(conn: psycopg.Connection[Any], schema: str, batch: WritePlan) -> None:
    """Run the plan: removals first, then versions, then current rows and their terms."""
    if batch.removed:
        _remove(conn, schema, batch.removed)
        forgotten = [
            (tenant, user, memory_id) for memory_id, (tenant, user) in batch.removed.items()
        ]
        pg_terms.drop_terms(conn, schema, forgotten)
    snapshots = _Snapshots()
    if batch.versions:
        rows = [_version_row(c, snapshots) for c in batch.versions.values()]
        _upsert(conn, _versions_sql(schema), rows)
    if batch.pruned:
        _prune(conn, schema, batch.pruned)
    if batch.current:
        rows = [_current_row(m, snapshots) for m in batch.current.values()]
        _upsert(conn, _current_sql(schema), rows)
        pg_terms.index_terms(conn, schema, list(batch.current.values()))


class _Snapshots(dict[int, str]):
    """The JSON of each memory of a batch, dumped once (a version is usually also current)."""

    def of(self, memory: Memory) -> str:
        """`memory`'s snapshot JSON."""
        found = self.get(id(memory))
        if found is None:
            found = self[id(memory)] = memory.model_dump_json()
        return found


def _remove(
    conn: psycopg.Connection[Any], schema: str, removed: dict[str, tuple[str, str]]
) -> None:
    ids = list(removed)
    tenants = [removed[i][0] for i in ids]
    users = [removed[i][1] for i in ids]
    for table, column in (("memories", "id"), ("memory_versions", "memory_id")):
        conn.execute(
            sql.SQL(
                "DELETE FROM {table} AS t USING unnest(%b::text[], %b::text[], %b::text[])"
                " AS r(id, tenant, user_id)"
                " WHERE t.{column} = r.id AND t.tenant = r.tenant AND t.user_id = r.user_id"
            ).format(table=sql.Identifier(schema, table), column=sql.Identifier(column)),
            (ids, tenants, users),
        )


def _prune(
    conn: psycopg.Connection[Any], schema: str, pruned: dict[str, tuple[str, str, int]]
) -> None:
    """Delete each memory's versions older than the one given (its history is forgotten)."""
    ids = list(pruned)
    conn.execute(
        sql.SQL(
            "DELETE FROM {} AS t USING unnest(%b::text[], %b::text[], %b::text[], %b::int4[])"
            " AS r(id, tenant, user_id, version) WHERE t.memory_id = r.id"
            " AND t.tenant = r.tenant AND t.user_id = r.user_id AND t.version < r.version"
        ).format(sql.Identifier(schema, "memory_versions")),
        (
            ids,
            [pruned[i][0] for i in ids],
            [pruned[i][1] for i in ids],
            [pruned[i][2] for i in ids],
        ),
    )


def _upsert(conn: psycopg.Connection[Any], statement: sql.SQL, rows: list[tuple[Any, ...]]) -> None:
    """One statement for every row: each column goes as one binary array (`unnest`)."""
    conn.execute(statement, [list(column) for column in zip(*rows, strict=True)])


def _unnest(columns: list[str], types: list[str]) -> sql.Composed:
    arrays = [sql.SQL("%b::{}[]").format(sql.SQL(t)) for t in types]  # binary: no escaping
    return sql.SQL("unnest({}) AS r({})").format(
        sql.SQL(", ").join(arrays), sql.SQL(", ").join(map(sql.Identifier, columns))
    )


def _selected(columns: list[str]) -> list[sql.Composable]:
    """`r.<column>` for each column, the JSON snapshot cast to jsonb."""
    return [
        sql.SQL("r.{}::jsonb" if c == "snapshot" else "r.{}").format(sql.Identifier(c))
        for c in columns
    ]


@lru_cache(maxsize=64)
def _current_sql(schema: str) -> sql.SQL:
    selected = _selected(_CURRENT)
    updates = [sql.SQL("{0} = EXCLUDED.{0}").format(sql.Identifier(c)) for c in _CURRENT[1:]]
    statement = sql.SQL(
        "INSERT INTO {table} AS m ({columns}) SELECT {selected} FROM {rows}"
        " ON CONFLICT (id) DO UPDATE SET {updates} WHERE m.version <= EXCLUDED.version"
    ).format(
        table=sql.Identifier(schema, "memories"),
        columns=sql.SQL(", ").join(map(sql.Identifier, _CURRENT)),
        selected=sql.SQL(", ").join(selected),
        rows=_unnest(_CURRENT, _TYPES),
        updates=sql.SQL(", ").join(updates),
    )
    return rendered(statement)


@lru_cache(maxsize=64)
def _versions_sql(schema: str) -> sql.SQL:
    updates = [sql.SQL("{0} = EXCLUDED.{0}").format(sql.Identifier(c)) for c in _VERSIONS[2:]]
    statement = sql.SQL(
        "INSERT INTO {table} ({columns}) SELECT {selected} FROM {rows}"
        " ON CONFLICT (memory_id, version) DO UPDATE SET {updates}"
    ).format(
        table=sql.Identifier(schema, "memory_versions"),
        columns=sql.SQL(", ").join(map(sql.Identifier, _VERSIONS)),
        selected=sql.SQL(", ").join(_selected(_VERSIONS)),
        rows=_unnest(_VERSIONS, _VERSION_TYPES),
        updates=sql.SQL(", ").join(updates),
    )
    return rendered(statement)


def _current_row(memory: Memory, snapshots: _Snapshots) -> tuple[Any, ...]:
    return (
        memory.id,
        memory.scope.tenant,
        memory.scope.user,
        memory.scope.workspace,
        memory.type.value,
        memory.key,
        memory.status.value,
        memory.content,
        memory.value,
        memory.confidence,
        memory.importance,
        memory.pinned,
        memory.evidence_count,
        memory.version,
        memory.first_seen,
        memory.last_seen,
        memory.valid_from,
        memory.valid_until,
        snapshots.of(memory),
    )


def _version_row(change: MemoryChange, snapshots: _Snapshots) -> tuple[Any, ...]:
    memory = change.memory
    assert memory is not None
    return (
        memory.id,
        memory.version,
        memory.scope.tenant,
        memory.scope.user,
        memory.status.value,
        snapshots.of(memory),
        change.kind.value,
        memory.valid_from,
        memory.valid_until,
    )
