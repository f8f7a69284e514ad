"""Commands a user can see: forget (with a dry run and a status) and erase."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Annotated
from urllib.parse import quote, urlencode

from fastapi import APIRouter, Path, Query, status

from memstream.ports import MemoryHistoryView, MemoryReader
from memstream.processors.extract import forget_command
from memstream.producers.builders import EventFactory
from memstream.query_api.auth import PrincipalDep, ensure_tenant, requires
from memstream.query_api.deps import ServicesDep
from memstream.query_api.edge import EdgeDep
from memstream.query_api.forget_preview import preview_forget, preview_history
from memstream.query_api.models import (
    CommandAccepted,
    ConflictDetail,
    EraseRequest,
    EraseStatus,
    ErrorDetail,
    ForgetPreview,
    ForgetRequest,
    ForgetStatus,
    PositionToken,
    RemovedMemoryPublic,
)
from memstream.query_api.narrated import with_narrative
from memstream.query_api.params import TenantQuery, UserPath
from memstream.query_api.ports import RemovedView
from memstream.query_api.routes.events import append_events, erase_user
from memstream.query_api.routes.recall import parse_positions
from memstream.schemas.base import Scope
from memstream.schemas.ids import derive_id
from memstream.trust.auth import KeyScope

router = APIRouter(tags=["commands"])
REUSED = (
    "Its request_id was already used for another command; or (an erase) a generation no "
    "longer in use still holds data: drop it first."
)
APP = "memstream-api"
CommandId = Annotated[
    str, Path(pattern=r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
]
EraseId = Annotated[str, Path(min_length=1, max_length=200, pattern=r"^[^\x00]+$")]
"""An erase's command id: its `user.erased` event's id."""


@router.post(
    "/users/{user}/forget/preview",
    response_model=ForgetPreview,
    summary="Dry run: what a forget would remove",
    dependencies=[requires(KeyScope.READ)],
)
async def preview(
    user: UserPath, body: ForgetRequest, services: ServicesDep, principal: PrincipalDep
) -> ForgetPreview:
    """The memories the selector would remove now, the episodes that would follow them, and
    (a match or topic) the memories that stay whose earlier versions would go."""
    ensure_tenant(principal, body.tenant)
    found = await asyncio.to_thread(_with_narrative, services.reader, body.tenant, user)
    selector = body.selector()
    removed = preview_forget(selector, body.workspace, [history.memory for history in found])
    changed = preview_history(selector, body.workspace, found, removed)
    return ForgetPreview(selector=selector, memories=removed, changed=changed)


def _with_narrative(reader: MemoryReader, tenant: str, user: str) -> list[MemoryHistoryView]:
    """Every memory of the user and the narrative as it reads now (it follows a memory it
    says: the next render leaves that memory out)."""
    return with_narrative(reader, tenant, user, reader.list_memories(tenant, user, True))


@router.post(
    "/users/{user}/forget",
    response_model=CommandAccepted,
    status_code=status.HTTP_202_ACCEPTED,
    summary="Forget memories (by id, key, match, topic or all)",
    responses={409: {"model": ConflictDetail | ErrorDetail, "description": REUSED}},
    dependencies=[requires(KeyScope.INGEST)],
)
async def forget(
    user: UserPath,
    body: ForgetRequest,
    services: ServicesDep,
    principal: PrincipalDep,
    edge: EdgeDep,
) -> CommandAccepted:
    """Append a `memory.forget`; its command id's status says what it removed once processed."""
    ensure_tenant(principal, body.tenant)
    factory = EventFactory(Scope(tenant=body.tenant, user=user, workspace=body.workspace), APP)
    selector = body.selector().model_dump(exclude_defaults=True)
    event = factory.forget(time=edge.clock(), external_id=body.request_id, **selector)
    [accepted] = await append_events(services, [(0, event)], edge)
    command_id = forget_command(event).id
    query = urlencode({"tenant": body.tenant, "position": accepted.position})
    return CommandAccepted(
        command_id=command_id,
        event_id=event.id,
        position=accepted.position,
        status_url=f"/v1/users/{quote(user, safe='')}/forget/{command_id}?{query}",
    )


@router.get(
    "/users/{user}/forget/{command_id}",
    response_model=ForgetStatus,
    summary="What a forget command removed",
    dependencies=[requires(KeyScope.READ)],
)
async def forget_status(
    user: UserPath,
    command_id: CommandId,
    tenant: TenantQuery,
    services: ServicesDep,
    edge: EdgeDep,
    position: Annotated[PositionToken | None, Query()] = None,
) -> ForgetStatus:
    """`done` once processed (with what was removed), `pending` before; `unknown` without
    the command's position and before anything was removed."""
    processed = False
    if position is not None:
        positions = parse_positions(edge, tenant, [position])
        processed = await services.wait_for_positions(positions, 0.0)
    removed: Sequence[RemovedView] = []
    if services.commands is not None:
        removed = await asyncio.to_thread(services.commands.removed_by, tenant, user, command_id)
    found = [RemovedMemoryPublic.model_validate(r, from_attributes=True) for r in removed]
    state = "done" if processed or (position is None and found) else "pending"
    if position is None and not found:
        state = "unknown"
    gone = [f for f, r in zip(found, removed, strict=True) if r.effect == "removed"]
    changed = [f for f, r in zip(found, removed, strict=True) if r.effect != "removed"]
    return ForgetStatus(command_id=command_id, state=state, removed=gone, changed=changed)


@router.post(
    "/users/{user}/erase",
    response_model=CommandAccepted,
    status_code=status.HTTP_202_ACCEPTED,
    summary="Erase a user everywhere (crypto-shredding of their log entries)",
    responses={409: {"model": ConflictDetail | ErrorDetail, "description": REUSED}},
    dependencies=[requires(KeyScope.ADMIN)],
)
async def erase(
    user: UserPath,
    body: EraseRequest,
    services: ServicesDep,
    principal: PrincipalDep,
    edge: EdgeDep,
) -> CommandAccepted:
    """Shred the user's keys (the KEK rotates) and append their `user.erased` (admin).

    When this answers, every copy of the user's records on the log is unreadable; the
    status says when the read models are purged and their files rewritten (`done`).
    """
    ensure_tenant(principal, body.tenant)
    factory = EventFactory(Scope(tenant=body.tenant, user=user), APP)
    event = factory.erase(body.reason, time=edge.clock())
    if body.request_id is not None:
        event_id = derive_id(body.tenant, user, "erase", body.request_id)
        event = event.model_copy(update={"id": event_id})
    accepted = await erase_user(services, (0, event), edge)
    query = urlencode({"tenant": body.tenant})
    return CommandAccepted(
        command_id=event.id,
        event_id=event.id,
        position=accepted.position,
        status_url=f"/v1/users/{quote(user, safe='')}/erase/{quote(event.id, safe='')}?{query}",
    )


@router.get(
    "/users/{user}/erase/{command_id}",
    response_model=EraseStatus,
    summary="How far an erase got: shredded, applied, done",
    dependencies=[requires(KeyScope.ADMIN)],
)
async def erase_status(
    user: UserPath, command_id: EraseId, tenant: TenantQuery, services: ServicesDep
) -> EraseStatus:
    """`shredded` (keys gone, the log unreadable), `applied` (read models purged), `done`
    (their table files rewritten), or `unknown`."""
    follower = services.erasures
    found = None
    if follower is not None:
        found = await asyncio.to_thread(follower.erasures.get, tenant, user, command_id)
    if found is None:
        return EraseStatus(command_id=command_id, state="unknown")
    state = "done" if found.scrubbed_at else "applied" if found.applied_at else "shredded"
    return EraseStatus(
        command_id=command_id,
        state=state,
        keys_shredded=found.keys_shredded,
        requested_at=found.requested_at,
        applied_at=found.applied_at,
        done_at=found.scrubbed_at,
    )
