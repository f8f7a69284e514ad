"""The `profiles` read model: profile key -> value, folded from active profile memories."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import psycopg
from psycopg import sql
from psycopg.types.json import Jsonb


def refresh(
    conn: psycopg.Connection[Any], schema: str, tenant: str, user: str, at: datetime
) -> None:
    """Recompute one user's profile from their active profile memories (none: no row)."""
    row = conn.execute(
        sql.SQL(
            "SELECT jsonb_object_agg(key, value ORDER BY last_seen, version, id) FROM {}"
            " WHERE tenant = %s AND user_id = %s AND type = 'profile' AND status = 'active'"
        ).format(sql.Identifier(schema, "memories")),
        (tenant, user),
    ).fetchone()
    table = sql.Identifier(schema, "profiles")
    if row is None or row[0] is None:
        conn.execute(
            sql.SQL("DELETE FROM {} WHERE tenant = %s AND user_id = %s").format(table),
            (tenant, user),
        )
        return
    conn.execute(
        sql.SQL(
            "INSERT INTO {} AS p (tenant, user_id, fields, updated_at)"
            " VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (tenant, user_id) DO UPDATE"
            " SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at"
            " WHERE p.fields IS DISTINCT FROM EXCLUDED.fields"
        ).format(table),
        (tenant, user, Jsonb(row[0]), at),
    )
