"""Dumps of read models and derived topics, for comparing two runs row by row."""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import sql

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


def dump_topic(dsn: str, topic: str) -> list[Any]:
    """Every record (key and value) of an embedded-log topic, in offset order."""
    with psycopg.connect(dsn) as conn:
        return conn.execute(
            'SELECT key, value FROM memstream_log.records WHERE topic = %s ORDER BY "offset"',
            (topic,),
        ).fetchall()
