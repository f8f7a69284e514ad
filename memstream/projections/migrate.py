"""Schema migrations of the read models: numbered SQL files, applied once per schema.

A generation's read models live in a schema of their own (e.g. `memstream_g1`), so a
rebuild can fill a new generation beside the live one. The files in
`projections/migrations/` are named `NNNN_<what>.sql`, use unqualified names and run
with `search_path` set to the target schema (then `public`, where pgvector lives).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

import psycopg
from psycopg import sql

_MIGRATIONS_PACKAGE: Final = "memstream.projections.migrations"
_FILE_RE: Final = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
_LOCK_KEY: Final = 0x6D656D73  # "mems": one lock for all schemas (CREATE EXTENSION races)


@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered SQL file."""

    version: int
    name: str
    text: str


def available_migrations() -> list[Migration]:
    """Every migration shipped with the package, in version order."""
    found = []
    for entry in resources.files(_MIGRATIONS_PACKAGE).iterdir():
        match = _FILE_RE.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text("utf-8")))
    return sorted(found, key=lambda migration: migration.version)


def migrate(conn: psycopg.Connection[Any], schema: str) -> None:
    """Create `schema` and bring its read models up to date (idempotent, concurrency-safe)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema)))
        conn.execute(
            sql.SQL(
                "CREATE TABLE IF NOT EXISTS {}.schema_migrations ("
                " version integer PRIMARY KEY, name text NOT NULL,"
                " applied_at timestamptz NOT NULL DEFAULT now())"
            ).format(sql.Identifier(schema))
        )
        done = applied_versions(conn, schema)
        for migration in available_migrations():
            if migration.version not in done:
                _apply(conn, schema, migration)


def applied_versions(conn: psycopg.Connection[Any], schema: str) -> set[int]:
    """The versions already applied to `schema`."""
    rows = conn.execute(
        sql.SQL("SELECT version FROM {}.schema_migrations").format(sql.Identifier(schema))
    ).fetchall()
    return {int(row[0]) for row in rows}


def _apply(conn: psycopg.Connection[Any], schema: str, migration: Migration) -> None:
    row = conn.execute("SELECT current_setting('search_path')").fetchone()
    previous = str(row[0]) if row else "public"
    conn.execute(sql.SQL("SET LOCAL search_path TO {}, public").format(sql.Identifier(schema)))
    conn.execute(migration.text)  # a trusted file shipped with the package
    conn.execute("SELECT set_config('search_path', %s, true)", (previous,))
    conn.execute(
        sql.SQL("INSERT INTO {}.schema_migrations (version, name) VALUES (%s, %s)").format(
            sql.Identifier(schema)
        ),
        (migration.version, migration.name),
    )
