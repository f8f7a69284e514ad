"""The secured app of a server process: its edge (keys, limits) and its command reads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI

from memstream.config import Settings
from memstream.projections.pg_commands import PostgresCommandReader
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import edge_config
from memstream.query_api.main import create_app


def secured_app(
    services: ApiServices, pool: Any, schema_of: Callable[[], str], settings: Settings
) -> FastAPI:
    """The app over `services` with keys and limits from `settings` and PostgreSQL `pool`.

    `schema_of` names the live generation's schema (it changes when a replay switches).
    Raises `InsecureBindError` when it must not serve without keys.
    """
    services.commands = PostgresCommandReader(pool, schema_of)
    return create_app(services, edge_config(settings, pool))
