"""Statements rendered once: a composed statement of one schema, kept as plain SQL.

psycopg renders a `sql.Composed` (quoting every identifier) each time it is executed;
the projections run the same few statements per schema on every batch, so each is
composed and rendered once per schema here and executed as `sql.SQL`.
"""

from __future__ import annotations

from psycopg import sql


def rendered(statement: sql.Composable) -> sql.SQL:
    """`statement` as the plain SQL it renders to (identifiers quoted once)."""
    return sql.SQL(statement.as_string())
