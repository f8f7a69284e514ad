"""The secured app of a server process: its edge (keys, limits) over the runtime's services."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from memstream.config import Settings
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import edge_config
from memstream.query_api.main import create_app


def secured_app(services: ApiServices, pool: Any, settings: Settings) -> FastAPI:
    """The app over `services` with keys and limits from `settings` and PostgreSQL `pool`.

    Raises `InsecureBindError` when it must not serve without keys.
    """
    return create_app(services, edge_config(settings, pool))
