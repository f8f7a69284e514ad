"""The generations table: homes kept as data, and a table of the first format converted."""

from __future__ import annotations

import psycopg
import pytest

from memstream.log.generations import GenerationStore
from memstream.pipeline.description import STAGES

FIRST_FORMAT = """
CREATE SCHEMA memstream_log;
CREATE TABLE memstream_log.generations (
    number integer PRIMARY KEY,
    pipeline integer NOT NULL,
    read_schema text NOT NULL,
    vectors_dir text NOT NULL,
    vector_tracking text NOT NULL,
    kind text NOT NULL,
    status text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    switched_at timestamptz
);
INSERT INTO memstream_log.generations
    (number, pipeline, read_schema, vectors_dir, vector_tracking, kind, status) VALUES
    (1, 1, 'memstream_g1', 'g1', 'vectors', 'initial', 'retired'),
    (2, 2, 'memstream_g2', 'g2', 'vectors', 'reprocess', 'retired'),
    (3, 2, 'memstream_g2', 'g3', 'vectors.g3', 'rebuild-vectors', 'live');
"""


def test_a_new_database_starts_at_generation_one_and_records_homes(pg_dsn: str) -> None:
    store = GenerationStore()
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        live = store.setup(conn)
        assert (live.number, live.kind, live.status) == (1, "initial", "live")
        built = store.create(conn, "rebuild-vectors")
        assert dict(built.homes) == {STAGES: 1, "postgres": 1, "vectors": 2}
        assert store.building(conn) == built
        with pytest.raises(RuntimeError, match="already being built"):
            store.create(conn, "reprocess")
        with conn.transaction():
            store.switch(conn, built)
        assert store.live(conn) == built.as_live()


def test_a_table_of_the_first_format_is_converted_to_homes(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn, autocommit=True) as conn:
        conn.execute(FIRST_FORMAT)
        live = GenerationStore().setup(conn)
        retired = GenerationStore().retired(conn)
    assert (live.number, live.kind) == (3, "rebuild-vectors")
    assert dict(live.homes) == {STAGES: 2, "postgres": 2, "vectors": 3}
    assert [dict(g.homes) for g in retired] == [
        {STAGES: 1, "postgres": 1, "vectors": 1},
        {STAGES: 2, "postgres": 2, "vectors": 2},
    ]
