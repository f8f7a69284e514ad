"""The PostgreSQL projection and its reader, on a real server."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.ports import Position
from memstream.processors.narrative import CAPS, NARRATIVE_KEY, narrative
from memstream.projections.migrate import applied_versions, available_migrations, migrate
from memstream.projections.postgres import PostgresProjection
from memstream.projections.reader import PostgresMemoryReader
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.schemas.topics import MEMORY_CHANGES
from memstream.text import tokenize

SCHEMA = "memstream_g1"
T0 = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)
TABLES = ("memories", "memory_versions", "profiles", "projection_tracking")

Batch = list[tuple[Position, MemoryChange]]
AUTOCOMMIT: dict[str, Any] = {"autocommit": True}


def make_memory(memory_id: str, **fields: Any) -> Memory:
    """A memory snapshot with sensible defaults; any field can be overridden."""
    at = fields.pop("at", T0)
    scope = Scope(tenant=fields.pop("tenant", "acme"), user=fields.pop("user", "u1"))
    defaults: dict[str, Any] = {
        "id": memory_id,
        "version": 1,
        "scope": scope,
        "type": MemoryType.PREFERENCE,
        "key": "drink",
        "value": "tea",
        "content": "I prefer green tea in the morning",
        "confidence": 0.8,
        "status": MemoryStatus.ACTIVE,
        "provenance": Provenance(event_ids=["e1"], matcher="test", matcher_version="1"),
        "first_seen": at,
        "last_seen": at,
        "valid_from": at,
    }
    return Memory(**(defaults | fields))


def make_change(kind: ChangeKind, memory: Memory) -> MemoryChange:
    """A change carrying `memory` (its scope, id and last_seen as event time)."""
    return MemoryChange(
        id=f"c-{memory.id}-{memory.version}-{kind.value}",
        kind=kind,
        memory_id=memory.id,
        scope=memory.scope,
        memory=memory,
        cause_id="cause",
        reason=kind.value,
        event_time=memory.last_seen,
    )


def make_deleted(memory: Memory, at: datetime) -> MemoryChange:
    """A forget decision about `memory` (no snapshot)."""
    return MemoryChange(
        id=f"c-{memory.id}-deleted",
        kind=ChangeKind.DELETED,
        memory_id=memory.id,
        scope=memory.scope,
        memory=None,
        cause_id="forget",
        reason="forget command",
        event_time=at,
    )


def positioned(changes: Sequence[MemoryChange], start: int = 0, partition: int = 0) -> Batch:
    """Give the changes consecutive offsets on the memory-changes topic."""
    return [
        (Position(MEMORY_CHANGES, partition, start + i), change) for i, change in enumerate(changes)
    ]


def dump(conn: psycopg.Connection[Any], table: str) -> list[tuple[Any, ...]]:
    """Every row of a read-model table, as text, in a stable order."""
    query = sql.SQL("SELECT t::text FROM {} AS t ORDER BY 1").format(sql.Identifier(SCHEMA, table))
    return conn.execute(query).fetchall()


def apply(projection: Any, items: Batch) -> int:
    """Apply a batch the way a host does: tracking up to its last change."""
    through: dict[tuple[str, int], int] = {}
    for position, _ in items:
        key = (position.topic, position.partition)
        through[key] = max(through.get(key, 0), position.offset + 1)
    return int(projection.apply(items, through))


@pytest.fixture
def conn(pg_dsn: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        migrate(connection, SCHEMA)
        yield connection


@pytest.fixture
def reader(pg_dsn: str, conn: psycopg.Connection[Any]) -> Iterator[PostgresMemoryReader]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, open=True) as pool:
        yield PostgresMemoryReader(pool, SCHEMA)


def test_migrate_is_idempotent_and_safe_concurrently(pg_dsn: str) -> None:
    errors: list[BaseException] = []

    def run() -> None:
        try:
            with psycopg.connect(pg_dsn, autocommit=True) as connection:
                migrate(connection, "memstream_g2")
        except BaseException as exc:  # collected for the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        migrate(connection, "memstream_g2")
        shipped = {migration.version for migration in available_migrations()}
        assert applied_versions(connection, "memstream_g2") == shipped
        views = connection.execute(
            "SELECT table_name FROM information_schema.views WHERE table_schema = %s ORDER BY 1",
            ("memstream_g2",),
        ).fetchall()
    assert [v[0] for v in views] == ["episodes", "facts", "lessons", "preferences"]


def test_lifecycle_created_reinforced_superseded_updated_deleted(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    projection = PostgresProjection(pool, SCHEMA)
    # Write events: a preference learned, reinforced, then changed by a newer statement.
    v1 = make_memory("m-drink")
    reinforced = v1.model_copy(update={"evidence_count": 2, "last_seen": T0 + timedelta(hours=1)})
    superseded = reinforced.model_copy(
        update={"status": MemoryStatus.SUPERSEDED, "superseded_by_version": 2}
    )
    v2 = make_memory(
        "m-drink",
        version=2,
        value="coffee",
        content="I prefer coffee now",
        at=T0 + timedelta(days=1),
        supersedes_version=1,
    )
    name = make_memory(
        "m-name", type=MemoryType.PROFILE, key="name", value="Ada", content="My name is Ada"
    )
    changes = [
        make_change(ChangeKind.CREATED, v1),
        make_change(ChangeKind.CREATED, name),
        make_change(ChangeKind.REINFORCED, reinforced),
        make_change(ChangeKind.SUPERSEDED, superseded),
        make_change(ChangeKind.UPDATED, v2),
    ]
    assert apply(projection, positioned(changes)) == 5
    assert projection.position(MEMORY_CHANGES, 0) == 5

    # Query the read model: the current version, with its history kept.
    [current] = reader.by_types("acme", "u1", [MemoryType.PREFERENCE], limit=10)
    assert (current.version, current.value) == (2, "coffee")
    histories = {h.memory.id: h for h in reader.list_memories("acme", "u1")}
    drink = histories["m-drink"]
    assert [(m.version, m.status) for m in drink.versions] == [
        (1, MemoryStatus.SUPERSEDED),
        (2, MemoryStatus.ACTIVE),
    ]
    assert drink.versions[0].evidence_count == 2
    assert reader.profile("acme", "u1") == {"name": "Ada"}
    assert [m.id for m in reader.get_many("acme", "u1", ["m-name", "m-drink", "nope"])] == [
        "m-name",
        "m-drink",
    ]

    # Forget both: gone from every read model, versions and profile included.
    forget = [make_deleted(v2, T0 + timedelta(days=2)), make_deleted(name, T0 + timedelta(days=2))]
    assert apply(projection, positioned(forget, start=5)) == 2
    assert reader.list_memories("acme", "u1", include_inactive=True) == []
    assert reader.profile("acme", "u1") == {}
    assert reader.keyword_search("acme", "u1", ["coffee", "ada"], limit=5) == []
    for table in ("memories", "memory_versions", "profiles"):
        assert dump(conn, table) == []


def test_applying_a_batch_twice_changes_nothing(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any]
) -> None:
    v1 = make_memory("m1")
    v2 = make_memory("m1", version=2, value="coffee", content="coffee please", at=T0 + timedelta(1))
    profile = make_memory(
        "m2", type=MemoryType.PROFILE, key="city", value="Paris", content="I live in Paris"
    )
    batch = positioned(
        [
            make_change(ChangeKind.CREATED, v1),
            make_change(ChangeKind.CREATED, profile),
            make_change(
                ChangeKind.SUPERSEDED, v1.model_copy(update={"status": MemoryStatus.SUPERSEDED})
            ),
            make_change(ChangeKind.UPDATED, v2),
        ]
    )
    projection = PostgresProjection(pool, SCHEMA)
    assert apply(projection, batch) == 4
    before = {table: dump(conn, table) for table in TABLES}

    # Redelivered as is, then overlapping the tracked position: nothing is applied.
    assert apply(projection, batch) == 0
    assert apply(projection, batch[2:]) == 0
    assert {table: dump(conn, table) for table in TABLES} == before

    # Even when the position is lost (another tracker name), the writes are idempotent.
    assert apply(PostgresProjection(pool, SCHEMA, name="other"), batch) == 4
    for table in ("memories", "memory_versions", "profiles"):
        assert dump(conn, table) == before[table]


def test_partially_seen_batch_applies_only_the_new_items(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any]
) -> None:
    changes = [make_change(ChangeKind.CREATED, make_memory(f"m{i}", key=f"k{i}")) for i in range(4)]
    projection = PostgresProjection(pool, SCHEMA)
    assert projection.position(MEMORY_CHANGES, 0) is None
    assert apply(projection, positioned(changes[:2])) == 2
    assert apply(projection, positioned(changes)) == 2
    assert projection.position(MEMORY_CHANGES, 0) == 4
    assert projection.position(MEMORY_CHANGES, 1) is None
    assert len(dump(conn, "memories")) == 4


def test_chinese_keyword_search(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    tea = make_memory("zh-tea", content="我喜欢喝乌龙茶，不要加糖", value="乌龙茶")
    work = make_memory(
        "zh-work",
        type=MemoryType.FACT,
        key="employer",
        value="字节跳动",
        content="我在字节跳动做后端工程师",
    )
    english = make_memory("en-tea", content="I like oolong tea without sugar", key="tea")
    changes = [make_change(ChangeKind.CREATED, m) for m in (tea, work, english)]
    apply(PostgresProjection(pool, SCHEMA), positioned(changes))

    hits = reader.keyword_search("acme", "u1", ["乌龙茶"], limit=5)
    assert [(m.id, terms) for m, _, terms in hits] == [("zh-tea", ("乌龙茶",))]
    assert hits[0].score > 0.5
    hits = reader.keyword_search("acme", "u1", tokenize("我想喝咖啡的工程师"), limit=5)
    assert [m.id for m, *_ in hits] == ["zh-work"]
    assert 0.0 < hits[0].score < 0.5  # one of three terms
    hits = reader.keyword_search("acme", "u1", ["oolong", "乌龙茶"], limit=5)
    assert {m.id for m, *_ in hits} == {"en-tea", "zh-tea"}
    assert all(0.0 < score <= 1.0 for _, score, _ in hits)
    assert reader.keyword_search("acme", "u1", [], limit=5) == []


def test_tenants_and_users_are_isolated(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    acme = make_memory("acme-m", tenant="acme", user="bob", content="Bob likes jazz")
    globex = make_memory("globex-m", tenant="globex", user="bob", content="Bob likes metal")
    other_user = make_memory("acme-alice", tenant="acme", user="alice", content="Alice likes jazz")
    acme_name = make_memory(
        "acme-name",
        tenant="acme",
        user="bob",
        type=MemoryType.PROFILE,
        key="name",
        value="Bob A",
        content="I am Bob A",
    )
    changes = [make_change(ChangeKind.CREATED, m) for m in (acme, globex, other_user, acme_name)]
    apply(PostgresProjection(pool, SCHEMA), positioned(changes))

    ids = ["acme-m", "globex-m", "acme-alice", "acme-name"]
    assert [m.id for m in reader.get_many("acme", "bob", ids)] == ["acme-m", "acme-name"]
    assert [m.id for m in reader.get_many("globex", "bob", ids)] == ["globex-m"]
    assert [m.id for m, *_ in reader.keyword_search("acme", "bob", ["likes"], 10)] == ["acme-m"]
    assert [m.id for m in reader.by_types("globex", "bob", list(MemoryType), 10)] == ["globex-m"]
    assert reader.profile("globex", "bob") == {}
    assert reader.profile("acme", "bob") == {"name": "Bob A"}
    assert {h.memory.id for h in reader.list_memories("globex", "bob", True)} == {"globex-m"}

    # A forget in one tenant cannot reach a memory of another.
    forged = make_deleted(globex, T0).model_copy(update={"scope": acme.scope})
    apply(PostgresProjection(pool, SCHEMA), positioned([forged], start=4))
    assert [m.id for m in reader.get_many("globex", "bob", ids)] == ["globex-m"]


def test_inactive_memories_are_listed_only_on_request(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    conflicted = make_memory("m-c", status=MemoryStatus.CONFLICTED)
    apply(
        PostgresProjection(pool, SCHEMA),
        positioned([make_change(ChangeKind.CONFLICTED, conflicted)]),
    )
    assert reader.list_memories("acme", "u1") == []
    [history] = reader.list_memories("acme", "u1", include_inactive=True)
    assert history.memory.status is MemoryStatus.CONFLICTED
    assert reader.by_types("acme", "u1", [MemoryType.PREFERENCE], 10) == []
    assert reader.get_many("acme", "u1", ["m-c"]) == []


def analyze_count(conn: psycopg.Connection[Any], table: str) -> int:
    row = conn.execute(
        "SELECT coalesce(analyze_count, 0) FROM pg_stat_user_tables"
        " WHERE schemaname = %s AND relname = %s",
        (SCHEMA, table),
    ).fetchone()
    return 0 if row is None else int(row[0])


def test_the_planner_statistics_are_refreshed_as_the_applied_changes_double(
    pg_dsn: str, conn: psycopg.Connection[Any]
) -> None:
    # A bulk load: 499 changes, then the 500th, then as many again.
    memories = [make_memory(f"bulk-{i}", user="bulk", key=f"k{i}") for i in range(1000)]
    changes = positioned([make_change(ChangeKind.CREATED, m) for m in memories], start=10_000)
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        projection = PostgresProjection(pool, SCHEMA)
        before = analyze_count(conn, "memory_terms")
        apply(projection, changes[:499])
        # Manual ANALYZEs only (autovacuum counts apart): none before 500 changes.
        assert analyze_count(conn, "memory_terms") == before
        apply(projection, changes[499:500])
        assert analyze_count(conn, "memory_terms") == before + 1
        apply(projection, changes[500:999])
        assert analyze_count(conn, "memory_terms") == before + 1
        apply(projection, changes[999:])
        assert analyze_count(conn, "memory_terms") == before + 2


def test_the_narrative_reads_the_newest_user_level_memories_and_is_never_stored(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    facts = [
        make_memory(
            f"f{n:02d}", type=MemoryType.FACT, key=f"fact:{n}", content=f"Fact {n}",
            at=T0 + timedelta(minutes=n),
        )
        for n in range(30)
    ]  # fmt: skip
    in_session = make_memory(
        "s1", type=MemoryType.FACT, key="fact:s", level="session", at=T0 + timedelta(hours=1)
    )
    episode = make_memory("e1", type=MemoryType.EPISODE, key="session:x", content="Talked")
    stored = narrative("acme", "u1", facts[:3])  # what an earlier version wrote to the log
    assert stored is not None
    changes = [make_change(ChangeKind.CREATED, m) for m in (*facts, in_session, episode, stored)]
    apply(PostgresProjection(pool, SCHEMA), positioned(changes))

    read = reader.narrated("acme", "u1")
    assert sorted(m.id for m in read) == [
        f"f{n:02d}" for n in range(30 - CAPS[MemoryType.FACT], 30)
    ]
    assert in_session.id not in {m.id for m in read}
    told = narrative("acme", "u1", read)
    assert told is not None and "Fact 29" in told.content and "Fact 3;" not in told.content
    assert reader.get_many("acme", "u1", [stored.id]) == []  # skipped by the projection
    assert all(h.memory.key != NARRATIVE_KEY for h in reader.list_memories("acme", "u1", True))
