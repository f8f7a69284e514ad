"""The secured app of a server process: its edge (keys, limits) over the runtime's services."""

from __future__ import annotations

from functools import partial
from typing import Any

from fastapi import FastAPI

from memstream.config import Settings
from memstream.embedding import make_embedder
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import edge_config
from memstream.query_api.erasure import UserGate
from memstream.query_api.main import create_app
from memstream.query_api.reading import QueryProcess
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.user_locks_pg import PostgresUserLocks


def secured_app(services: ApiServices, pool: Any, settings: Settings) -> FastAPI:
    """The app over `services` with keys and limits from `settings` and PostgreSQL `pool`.

    Raises `InsecureBindError` when it must not serve without keys. An erase and a user's
    writes are ordered across every process on the database (`trust.user_locks_pg`). With
    `recall_process`, queries are read and embedded in a worker process the app starts and
    stops with itself.
    """
    edge = edge_config(settings, pool)
    keys = services.sealer.keys
    cache = keys if isinstance(keys, CachedKeyStore) else None
    edge.gate = UserGate(PostgresUserLocks(pool, cache))
    app = create_app(services, edge)
    app.state.settle_heap = True  # a server process: see `memstream.heap.freeze`
    executors = services.recall.executors
    if settings.recall_process and executors.reader is None:
        executors.reader = QueryProcess(partial(make_embedder, settings.embedder))
    return app
