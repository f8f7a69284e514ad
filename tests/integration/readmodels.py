"""Dumps of read models and derived topics, for comparing two runs row by row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql
from psycopg_pool import ConnectionPool

from memstream.pipeline.generations import Generation
from memstream.runtime.engine import EngineBase
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.kek_file import FileKeks
from memstream.trust.sealing import RecordSealer, is_sealed

READ_MODELS = ("memories", "memory_versions", "profiles")


def dump_read_models(dsn: str, schema: str) -> dict[str, list[Any]]:
    """Every row of every read model of `schema`, in a stable order."""
    with psycopg.connect(dsn) as conn:
        return {
            table: conn.execute(
                sql.SQL("SELECT * FROM {} ORDER BY 1, 2").format(sql.Identifier(schema, table))
            ).fetchall()
            for table in READ_MODELS
        }


def opened(dsn: str, values: list[bytes], keys_dir: Path) -> list[bytes]:
    """Values as stored, sealed ones opened with the database's data keys (their KEKs in
    `keys_dir`)."""
    if not any(is_sealed(value) for value in values):
        return values
    with ConnectionPool(dsn, min_size=1, max_size=1, kwargs={"autocommit": True}) as pool:
        sealer = RecordSealer(PostgresDataKeyStore(pool, FileKeks(keys_dir)))
        return [sealer.open(value) for value in values]


def dump_topic(dsn: str, topic: str, keys_dir: Path) -> list[Any]:
    """Every record (key and opened value) of an embedded-log topic, in offset order.

    Sealed values are opened with the database's data keys: two runs seal the same
    content under fresh nonces, so only the opened bytes compare.
    """
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            'SELECT key, value FROM memstream_log.records WHERE topic = %s ORDER BY "offset"',
            (topic,),
        ).fetchall()
    values = opened(dsn, [bytes(value) for _, value in rows], keys_dir)
    return [(key, value) for (key, _), value in zip(rows, values, strict=True)]


def dump_records(engine: EngineBase, topic: str, generation: Generation | None = None) -> list[Any]:
    """Every record of a topic of DESIGN.md in a generation (the live one by default), on
    either runtime: partition, offset, key and opened value."""
    sealer = engine.stores.sealer
    records = engine.records(topic, generation)
    return [(r.partition, r.offset, r.key, sealer.open(r.value)) for r in records]
