"""The `profiles` read model: field -> value per user, folded from active profile memories.

A multi-valued field (languages, relations, skills…) lists its values, oldest first,
joined by ", ". The narrative is a profile memory of its own, not a field.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache
from typing import Any

import psycopg
from psycopg import sql

from memstream.processors.narrative import NARRATIVE_KEY
from memstream.projections.statements import rendered


def refresh(conn: psycopg.Connection[Any], schema: str, users: Collection[tuple[str, str]]) -> None:
    """Recompute the profiles of these (tenant, user) pairs (none known: no row), in one go."""
    if not users:
        return
    ordered = sorted(users)
    params = {
        "tenants": [tenant for tenant, _ in ordered],
        "users": [user for _, user in ordered],
        "narrative": NARRATIVE_KEY,
    }
    delete, upsert = _statements(schema)
    conn.execute(delete, params)
    conn.execute(upsert, params)


@lru_cache(maxsize=64)
def _statements(schema: str) -> tuple[sql.SQL, sql.SQL]:
    names = {
        "memories": sql.Identifier(schema, "memories"),
        "profiles": sql.Identifier(schema, "profiles"),
    }
    return rendered(sql.SQL(_DELETE).format(**names)), rendered(sql.SQL(_UPSERT).format(**names))


_TOUCHED = "SELECT * FROM unnest(%(tenants)s::text[], %(users)s::text[]) AS t(tenant, user_id)"
_FIELDS = f"""
    SELECT m.tenant, m.user_id, m.key,
           string_agg(m.value, ', ' ORDER BY m.first_seen, m.id) AS value,
           max(m.last_seen) AS at
    FROM {{memories}} AS m JOIN ({_TOUCHED}) AS t USING (tenant, user_id)
    WHERE m.type = 'profile' AND m.status = 'active' AND m.key <> %(narrative)s
    GROUP BY m.tenant, m.user_id, m.key
"""
_DELETE = f"""
DELETE FROM {{profiles}} AS p USING ({_TOUCHED}) AS t
WHERE p.tenant = t.tenant AND p.user_id = t.user_id
  AND NOT EXISTS (SELECT 1 FROM ({_FIELDS}) AS f
                  WHERE f.tenant = p.tenant AND f.user_id = p.user_id)
"""
_UPSERT = f"""
INSERT INTO {{profiles}} AS p (tenant, user_id, fields, updated_at)
SELECT tenant, user_id, jsonb_object_agg(key, value ORDER BY key), max(at)
FROM ({_FIELDS}) AS f GROUP BY tenant, user_id
ON CONFLICT (tenant, user_id) DO UPDATE
SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at
WHERE p.fields IS DISTINCT FROM EXCLUDED.fields
"""
