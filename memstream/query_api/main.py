"""The query service: `create_app(services)` builds the FastAPI app around given services."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.metadata import PackageNotFoundError, version
from typing import Any, Final

from fastapi import Depends, FastAPI, Request
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse

from memstream import heap
from memstream.ports import EventConflict
from memstream.query_api.auth import KeyCache, authenticate
from memstream.query_api.deps import ApiServices
from memstream.query_api.edge import EdgeConfig, ServerTiming
from memstream.query_api.guard import EdgeGuard
from memstream.query_api.models import ConflictDetail, ErrorDetail
from memstream.query_api.reading import QueryProcess, RecallBusy, warm_reading
from memstream.query_api.routes import (
    admin,
    admin_ops,
    commands,
    events,
    export,
    health,
    keys,
    memories,
    metrics,
    recall,
    ui,
)
from memstream.query_api.service import RecallService
from memstream.telemetry import flush_tracing, http_telemetry, logger
from memstream.text import tokenize

DESCRIPTION = (
    "memstream: an event-sourced memory layer for AI agents. Emit interaction events with "
    "`POST /v1/events`, then ask `POST /v1/recall` for an explainable, token-budgeted "
    "context packet. Every write goes through the log; this service reads read models only."
)


def package_version() -> str:
    """The installed version of the memstream package."""
    try:
        return version("memstream")
    except PackageNotFoundError:  # pragma: no cover - only when run from a bare checkout
        return "0.0.0"


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Warm the tokenizer, start the query reader, resume unfinished erasures, log start and
    stop (the composition root owns the stores)."""
    log = logger(__name__)
    await asyncio.to_thread(tokenize, "warm up the segmenter 预热分词")
    await asyncio.to_thread(warm_reading)  # the tagger too: loaded before the heap is frozen
    reader = _reader(app.state.services)
    if reader is not None:
        await asyncio.to_thread(reader.start)
    erasures = app.state.services.erasures
    if erasures is not None:
        await erasures.resume()
    if getattr(app.state, "settle_heap", False):
        heap.freeze()
    log.info("query api started", version=app.version)
    yield
    if erasures is not None:
        await erasures.close()
    if reader is not None:
        await asyncio.to_thread(reader.stop)
    log.info("query api stopped")
    # uvicorn re-raises SIGTERM once it has stopped, ending the process before exit hooks run.
    await asyncio.to_thread(flush_tracing)


def _reader(services: ApiServices) -> QueryProcess | None:
    """The process that reads recall queries, when the server set one."""
    recall = services.recall
    return recall.executors.reader if isinstance(recall, RecallService) else None


_EVERY_ROUTE: Final = {
    "401": "No API key, or an unknown or revoked one.",
    "403": "The key lacks the route's scope, or belongs to another tenant.",
    "421": "The Host header names a host this server does not answer to.",
}
_BODY_ROUTES: Final = {
    "400": "The body could not be parsed (not UTF-8, or a number too long to read).",
    "413": "The body is over max_body_bytes.",
    "415": "The body is not application/json.",
}
_ERROR_REF: Final = {"$ref": "#/components/schemas/ErrorDetail"}


def _document_errors(document: dict[str, Any]) -> None:
    """Every operation documents the refusals the edge can answer before its handler runs."""
    components = document.setdefault("components", {}).setdefault("schemas", {})
    components.setdefault("ErrorDetail", ErrorDetail.model_json_schema())
    for item in document.get("paths", {}).values():
        for operation in item.values():
            codes = dict(_EVERY_ROUTE)
            if "requestBody" in operation:
                codes |= _BODY_ROUTES
            responses = operation.setdefault("responses", {})
            for code, description in codes.items():
                responses.setdefault(
                    code,
                    {
                        "description": description,
                        "content": {"application/json": {"schema": _ERROR_REF}},
                    },
                )


def _openapi(app: FastAPI) -> dict[str, Any]:
    if app.openapi_schema is None:
        document = get_openapi(
            title=app.title,
            version=app.version,
            description=app.description,
            routes=app.routes,
        )
        components = document.setdefault("components", {}).setdefault("schemas", {})
        for name, schema in events.event_component_schemas().items():
            components.setdefault(name, schema)
        _document_errors(document)
        app.openapi_schema = document
    return app.openapi_schema


async def _conflict(request: Request, exc: Exception) -> JSONResponse:
    """409: event ids already accepted with other content (nothing of the batch appended)."""
    assert isinstance(exc, EventConflict)
    ids = [key.partition("\x1f")[2] for key in exc.keys]
    detail = f"event id(s) already accepted with different content: {', '.join(ids)}"
    body = ConflictDetail(detail=detail, event_ids=ids)
    return JSONResponse(status_code=409, content=body.model_dump())


async def _busy(request: Request, exc: Exception) -> JSONResponse:
    """503: too many recalls wait for the query reader; try again in a second."""
    body = ErrorDetail(detail=f"recall is busy: {exc}")
    return JSONResponse(status_code=503, content=body.model_dump(), headers={"Retry-After": "1"})


def guard(app: FastAPI, edge: EdgeConfig) -> None:
    """Put `edge` in front of `app`: its keys (for `authenticate`), host check and limits."""
    app.state.edge = edge
    if edge.keys is not None:
        app.state.key_cache = KeyCache(edge.keys, edge.cache_seconds)
    app.add_middleware(
        EdgeGuard, max_body_bytes=edge.limits.max_body_bytes, allowed_hosts=edge.allowed_hosts
    )
    app.add_middleware(ServerTiming)  # outermost: its time includes the guard's


def create_app(services: ApiServices, edge: EdgeConfig | None = None) -> FastAPI:
    """The FastAPI app serving events, recall, memories and health over `services`.

    Every route runs `authenticate` (see `memstream.query_api.auth`); `edge` says whether
    keys are required and what input is accepted (default: no keys, default limits).
    """
    app = FastAPI(
        title="memstream",
        version=package_version(),
        description=DESCRIPTION,
        lifespan=lifespan,
        dependencies=[Depends(authenticate)],
        telemetry=http_telemetry(),  # no trace for /healthz and /metrics
    )
    app.state.services = services
    app.add_exception_handler(EventConflict, _conflict)
    app.add_exception_handler(RecallBusy, _busy)
    guard(app, edge or EdgeConfig())
    app.include_router(events.router, prefix="/v1")
    app.include_router(recall.router, prefix="/v1")
    app.include_router(memories.router, prefix="/v1")
    app.include_router(health.router)
    app.include_router(admin.router, prefix="/v1")
    app.include_router(admin_ops.router, prefix="/v1")
    app.include_router(ui.router)
    app.include_router(commands.router, prefix="/v1")
    app.include_router(export.router, prefix="/v1")
    app.include_router(keys.router, prefix="/v1")
    app.include_router(metrics.router)
    app.openapi = lambda: _openapi(app)  # type: ignore[method-assign]
    return app
