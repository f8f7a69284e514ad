"""BM25 term statistics kept by the projection, and keyword search over them, on a real server."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import psycopg
import pytest
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.projections import pg_terms
from memstream.projections.migrate import _apply, applied_versions, available_migrations, migrate
from memstream.projections.postgres import PostgresProjection
from memstream.projections.reader import MAX_SEARCH_TERMS, PostgresMemoryReader
from memstream.schemas.changes import ChangeKind
from memstream.schemas.memory import MemoryStatus, MemoryType
from memstream.text import tokenize
from tests.integration.test_projection_postgres import (
    SCHEMA,
    T0,
    apply,
    make_change,
    make_deleted,
    make_memory,
    positioned,
)


@pytest.fixture
def conn(pg_dsn: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        migrate(connection, SCHEMA)
        yield connection


@pytest.fixture
def reader(pg_dsn: str, conn: psycopg.Connection[Any]) -> Iterator[PostgresMemoryReader]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, open=True) as pool:
        yield PostgresMemoryReader(pool, SCHEMA)


def _postings(conn: psycopg.Connection[Any], memory_id: str) -> dict[str, int]:
    rows = conn.execute(
        sql.SQL("SELECT term, tf FROM {} WHERE memory_id = %s").format(
            sql.Identifier(SCHEMA, "memory_terms")
        ),
        (memory_id,),
    ).fetchall()
    return {row[0]: row[1] for row in rows}


def _episodes(contents: list[str]) -> list[Any]:
    return [
        make_change(
            ChangeKind.CREATED,
            make_memory(
                f"e{i}", type=MemoryType.EPISODE, key=f"session:s:chunk:{i}", content=c, value=""
            ),
        )
        for i, c in enumerate(contents)
    ]


def test_a_rare_term_outweighs_a_common_one_in_english_and_chinese(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    contents = [
        "Caroline: I went hiking today.",
        "Caroline: I painted a sunrise over the lake.",
        "Caroline: my friends came over.",
        "Caroline: the weather is nice.",
        "卡罗琳：我今天去爬山了。",
        "卡罗琳：我画了一幅湖上的日出。",
        "卡罗琳：朋友们来了。",
    ]
    apply(PostgresProjection(pool, SCHEMA), positioned(_episodes(contents)))
    hits = reader.keyword_search("acme", "u1", tokenize("When did Caroline paint a sunrise?"), 10)
    assert hits[0].memory.id == "e1"
    assert hits[0].matched[0] in ("sunrise", "painted")  # the rarest term first
    assert hits[0].score > 2 * hits[1].score
    zh = reader.keyword_search("acme", "u1", tokenize("卡罗琳什么时候画了日出？"), 10)
    assert zh[0].memory.id == "e5"
    assert "日出" in zh[0].matched


def test_longer_memories_score_lower_for_the_same_match(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    contents = [
        "Ann adopted a cat.",
        "Ann adopted a cat " + "and talked about many other things " * 5,
    ]
    apply(PostgresProjection(pool, SCHEMA), positioned(_episodes(contents)))
    hits = reader.keyword_search("acme", "u1", ["cat"], 10)
    assert [h.memory.id for h in hits] == ["e0", "e1"]
    assert hits[0].score > hits[1].score


def test_postings_follow_versions_status_and_forget(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    v1 = make_memory("m1", content="I prefer green tea", value="tea")
    v2 = make_memory(
        "m1", version=2, content="I prefer black coffee", value="coffee", at=T0 + timedelta(1)
    )
    projection = PostgresProjection(pool, SCHEMA)
    apply(projection, positioned([make_change(ChangeKind.CREATED, v1)]))
    assert set(_postings(conn, "m1")) == {"prefer", "green", "tea", "drink"}
    apply(projection, positioned([make_change(ChangeKind.UPDATED, v2)], start=1))
    assert set(_postings(conn, "m1")) == {"prefer", "black", "coffee", "drink"}
    # An older version delivered late changes nothing.
    pg_terms.index_terms(conn, SCHEMA, [v1])
    assert "coffee" in _postings(conn, "m1")
    # Superseded: no postings, so it is not found.
    v3 = v2.model_copy(update={"version": 3, "status": MemoryStatus.SUPERSEDED})
    apply(projection, positioned([make_change(ChangeKind.SUPERSEDED, v3)], start=2))
    assert _postings(conn, "m1") == {}
    assert reader.keyword_search("acme", "u1", ["coffee"], 5) == []
    # Forgotten: the length row goes too.
    apply(projection, positioned([make_deleted(v3, T0 + timedelta(2))], start=3))
    count = conn.execute(
        sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(SCHEMA, "memory_lengths"))
    ).fetchone()
    assert count is not None and count[0] == 0


def test_one_batch_indexes_many_memories_and_repeats_of_one(conn: psycopg.Connection[Any]) -> None:
    first = make_memory("a", content="apples and pears", value="")
    again = make_memory("a", version=2, content="apples and plums", value="")
    other = make_memory("b", content="苹果和梨", value="")
    pg_terms.index_terms(conn, SCHEMA, [first, other, again])
    assert set(_postings(conn, "a")) == {"apples", "plums", "drink"}  # "drink": the key
    assert set(_postings(conn, "b")) >= {"苹果", "梨"}


def test_huge_queries_are_bounded_and_answer(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    apply(PostgresProjection(pool, SCHEMA), positioned(_episodes(["我喜欢喝乌龙茶", "I like tea"])))
    chinese = tokenize("".join(chr(0x4E00 + (i * 7) % 20000) for i in range(8000)) + "乌龙茶")
    assert len(set(chinese)) > MAX_SEARCH_TERMS
    assert reader.keyword_search("acme", "u1", chinese, 10) is not None
    english = [f"word{i}" for i in range(1100)] + ["tea"]
    assert isinstance(reader.keyword_search("acme", "u1", english, 10), list)


def _generation_below(connection: psycopg.Connection[Any], version: int) -> None:
    """A generation made by the schema migrations older than `version`."""
    connection.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(SCHEMA)))
    connection.execute(
        sql.SQL(
            "CREATE TABLE {}.schema_migrations (version integer PRIMARY KEY,"
            " name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
        ).format(sql.Identifier(SCHEMA))
    )
    for migration in available_migrations():
        if migration.version < version:
            with connection.transaction():
                _apply(connection, SCHEMA, migration)


def test_a_generation_made_before_term_statistics_is_backfilled_on_upgrade(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        # A generation of the first schema version, holding one memory and its search vector.
        _generation_below(connection, 2)
        memory = make_memory("e0", content="Ann likes tea", key="session:s1:chunk:1")
        connection.execute(
            sql.SQL(
                "INSERT INTO {} (id, tenant, user_id, type, key, status, content, value,"
                " confidence, importance, pinned, evidence_count, version, first_seen, last_seen,"
                " valid_from, snapshot, search) VALUES (%s, 'acme', 'u1', 'episode', %s,"
                " 'active', %s, %s, 0.8, 0.5, false, 1, 1, now(), now(), now(), '{{}}',"
                " to_tsvector('simple', %s))"
            ).format(sql.Identifier(SCHEMA, "memories")),
            (memory.id, memory.key, memory.content, memory.value, "ann likes tea"),
        )
        # Upgrading computes its postings from the search vector, then drops the vector.
        migrate(connection, SCHEMA)
        assert set(_postings(connection, "e0")) >= {"ann", "likes", "tea"}
        assert applied_versions(connection, SCHEMA) == {m.version for m in available_migrations()}


def test_a_query_term_finds_its_word_forms_with_comparable_scores(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    contents = [
        "Caroline: I have been researching adoption agencies.",
        "Melanie: we went hiking and I painted the lake.",
        "Caroline: the weather is nice today.",
        "Melanie: my kids love the beach.",
        "卡罗琳：我今天去爬山了。",
        "卡罗琳：我画了一幅湖上的日出。",
    ]
    apply(PostgresProjection(pool, SCHEMA), positioned(_episodes(contents)))
    hits = reader.keyword_search("acme", "u1", tokenize("What did Caroline research?"), 10)
    assert hits[0].memory.id == "e0"
    assert hits[0].matched == ("researching", "caroline")  # its own words, rarest term first
    # Every query term held once (as one of its forms): the same score as a literal match.
    forms = reader.keyword_search("acme", "u1", ["hike", "paint"], 10)
    literal = reader.keyword_search("acme", "u1", ["hiking", "painted"], 10)
    assert [h.memory.id for h in forms] == [h.memory.id for h in literal] == ["e1"]
    assert forms[0].score == pytest.approx(literal[0].score)
    assert set(forms[0].matched) == {"hiking", "painted"}
    # Two query terms of one stem count once, so the share stays the same.
    twice = reader.keyword_search("acme", "u1", ["hike", "hiking", "paint"], 10)
    assert twice[0].score == pytest.approx(forms[0].score)
    zh = reader.keyword_search("acme", "u1", tokenize("卡罗琳什么时候画了日出？"), 10)
    assert zh[0].memory.id == "e5"
    assert "日出" in zh[0].matched


def test_every_query_term_held_once_as_a_form_at_the_mean_length_scores_one(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    contents = ["hiking painted lake", "swimming cooked fish", "reading wrote poems"]
    apply(PostgresProjection(pool, SCHEMA), positioned(_episodes(contents)))
    hits = reader.keyword_search("acme", "u1", ["hike", "paint"], 10)
    assert [h.memory.id for h in hits] == ["e0"]
    assert hits[0].score == pytest.approx(1.0)
    assert reader.keyword_search("acme", "u1", ["hike", "sail"], 10)[0].score < 0.7


def _chunks(sessions: dict[str, list[str]], start: int = 0) -> list[Any]:
    """Excerpt chunks, `session name -> contents`, numbered from `start`."""
    numbered = [(s, c) for s, contents in sessions.items() for c in contents]
    return [
        make_change(
            ChangeKind.CREATED,
            make_memory(
                f"c{start + i}",
                type=MemoryType.EPISODE,
                key=f"session:{session}:chunk:{i}",
                content=content,
                value="",
                attributes={"kind": "chunk", "session": session},
            ),
        )
        for i, (session, content) in enumerate(numbered)
    ]


@pytest.mark.parametrize(
    ("sessions", "question"),
    [
        (
            {
                "hike": [
                    "Ann: we drove up the mountain to the lake",
                    "Ann: the trail to the summit",
                ],
                "talk": ["Ann: a film about a mountain trail to a summit", "Ann: dinner was late"],
                "work": ["Ann: the report about the lake is due"],
                "chores": ["Ann: the sink is fixed"],
            },
            "Which mountain trail by the lake took Ann to the summit?",
        ),
        (
            {
                "hike": ["安：我们开车上山去了湖边", "安：那条小路通往山顶"],
                "talk": ["安：一部电影讲上山的小路和山顶", "安：晚饭很晚"],
                "work": ["安：湖边的报告明天交"],
                "chores": ["安：水池修好了"],
            },
            "安走哪条上山的小路经过湖边登上山顶？",
        ),
    ],
)
def test_a_session_read_as_one_document_matches_what_no_excerpt_holds_alone(
    conn: psycopg.Connection[Any],
    pool: ConnectionPool[Any],
    reader: PostgresMemoryReader,
    sessions: dict[str, list[str]],
    question: str,
) -> None:
    fact = make_memory("f1", type=MemoryType.FACT, content=sessions["talk"][0], key="film")
    changes = [*_chunks(sessions), make_change(ChangeKind.CREATED, fact)]
    apply(PostgresProjection(pool, SCHEMA), positioned(changes))
    tokens = tokenize(question)
    best_excerpt = reader.keyword_search("acme", "u1", tokens, 10)[0].memory
    assert best_excerpt.attributes["session"] == "talk"  # one excerpt holds three words
    found = reader.session_search("acme", "u1", tokens, 10)
    assert [match.session for match in found[:2]] == ["hike", "talk"]
    assert {match.session for match in found} <= {"hike", "talk", "work", "chores"}  # no fact
    assert "work" in {match.session for match in found}
    assert 0.0 < found[1].score < found[0].score <= 1.0
    assert reader.session_search("acme", "u1", tokens, 1) == found[:1]
    assert reader.session_search("acme", "u2", tokens, 10) == []
    assert reader.session_search("acme", "u1", [], 10) == []


def test_a_forgotten_excerpt_leaves_its_session(
    conn: psycopg.Connection[Any], pool: ConnectionPool[Any], reader: PostgresMemoryReader
) -> None:
    changes = _chunks({"hike": ["Ann: the summit", "Ann: the lake"], "swim": ["Ann: the lake"]})
    projection = PostgresProjection(pool, SCHEMA)
    apply(projection, positioned(changes))
    assert {m.session for m in reader.session_search("acme", "u1", ["summit"], 10)} == {"hike"}
    forgotten = make_deleted(changes[0].memory, T0 + timedelta(days=1))
    apply(projection, positioned([forgotten], start=len(changes)))
    assert reader.session_search("acme", "u1", ["summit"], 10) == []
    assert {m.session for m in reader.session_search("acme", "u1", ["lake"], 10)} == {
        "hike",
        "swim",
    }


def test_excerpts_stored_before_session_scores_get_their_session_on_upgrade(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as connection:
        _generation_below(connection, 5)
        chunk = _chunks({"hike": ["Ann: the summit"]})[0].memory
        fact = make_memory("f1", type=MemoryType.FACT, content="Ann: the summit", key="peak")
        for memory in (chunk, fact):
            connection.execute(
                sql.SQL(
                    "INSERT INTO {} (id, tenant, user_id, type, key, status, content, value,"
                    " confidence, importance, pinned, evidence_count, version, first_seen,"
                    " last_seen, valid_from, snapshot) VALUES (%s, 'acme', 'u1', %s, %s,"
                    " 'active', %s, '', 0.8, 0.5, false, 1, 1, now(), now(), now(), %s)"
                ).format(sql.Identifier(SCHEMA, "memories")),
                (
                    memory.id,
                    memory.type.value,
                    memory.key,
                    memory.content,
                    memory.model_dump_json(),
                ),
            )
            connection.execute(
                sql.SQL(
                    "INSERT INTO {} (memory_id, tenant, user_id, version, length, active)"
                    " VALUES (%s, 'acme', 'u1', 1, 2, true)"
                ).format(sql.Identifier(SCHEMA, "memory_lengths")),
                (memory.id,),
            )
        migrate(connection, SCHEMA)
        rows = connection.execute(
            sql.SQL("SELECT memory_id, session FROM {} ORDER BY memory_id").format(
                sql.Identifier(SCHEMA, "memory_lengths")
            )
        ).fetchall()
        assert rows == [(chunk.id, "hike"), ("f1", None)]
