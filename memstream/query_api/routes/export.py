"""Export: everything held about a user (JSON), their events (JSON Lines), a whole tenant."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from memstream.query_api.auth import requires
from memstream.query_api.deps import ServicesDep
from memstream.query_api.edge import EdgeDep
from memstream.query_api.exporting import tenant_lines, user_events, user_export
from memstream.query_api.models import UserExport
from memstream.query_api.params import TenantQuery, UserPath
from memstream.schemas import topics
from memstream.trust.auth import KeyScope

router = APIRouter(tags=["export"])

NDJSON = "application/x-ndjson"


@router.get(
    "/users/{user}/export",
    response_model=UserExport,
    summary="Everything held about a user",
    dependencies=[requires(KeyScope.READ)],
)
async def export_user(
    user: UserPath, tenant: TenantQuery, services: ServicesDep, edge: EdgeDep
) -> UserExport:
    """The user's memories (with history and provenance), episodes and events, as JSON."""
    return await asyncio.to_thread(
        user_export,
        services.reader,
        services.history,
        tenant,
        user,
        edge.clock(),
        services.sealer,
        services.retention,
    )


def _event_lines(services: ServicesDep, tenant: str, user: str) -> Iterator[bytes]:
    for event in user_events(services.history, tenant, user, services.sealer):
        yield event.model_dump_json().encode() + b"\n"


@router.get(
    "/users/{user}/events",
    summary="A user's events as JSON Lines",
    response_class=StreamingResponse,
    responses={200: {"content": {NDJSON: {}}, "description": "One exported event per line."}},
    dependencies=[requires(KeyScope.READ)],
)
async def export_user_events(
    user: UserPath, tenant: TenantQuery, services: ServicesDep
) -> StreamingResponse:
    """Every event of the user in the log, oldest first, one JSON object per line."""
    return StreamingResponse(_event_lines(services, tenant, user), media_type=NDJSON)


def _tenant_lines(services: ServicesDep, tenant: str) -> Iterator[bytes]:
    users: list[str] = []
    if services.commands is not None:
        topic = topics.INTERACTIONS if services.history is not None else None
        users = services.commands.users(tenant, topic)
    history, sealer, marks = services.history, services.sealer, services.retention
    yield from tenant_lines(services.reader, history, tenant, users, sealer, marks)


@router.get(
    "/export",
    summary="A whole tenant as JSON Lines (streamed)",
    response_class=StreamingResponse,
    responses={200: {"content": {NDJSON: {}}, "description": "user, memory and event lines."}},
    dependencies=[requires(KeyScope.ADMIN)],
)
async def export_tenant(tenant: TenantQuery, services: ServicesDep) -> StreamingResponse:
    """Every user of the tenant: a `user` line, then its `memory` and `event` lines."""
    return StreamingResponse(_tenant_lines(services, tenant), media_type=NDJSON)
