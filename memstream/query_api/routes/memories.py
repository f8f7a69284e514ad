"""`GET /v1/users/{user}/memories`: what is remembered about a user, with provenance."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter

from memstream.ports import MemoryHistoryView, MemoryReader
from memstream.query_api.auth import requires
from memstream.query_api.deps import ServicesDep
from memstream.query_api.exporting import expired_before, to_public
from memstream.query_api.models import MemoryPublic
from memstream.query_api.narrated import with_narrative
from memstream.query_api.params import TenantQuery, UserPath
from memstream.trust.auth import KeyScope

router = APIRouter(tags=["memories"])


@router.get(
    "/users/{user}/memories",
    response_model=list[MemoryPublic],
    summary="List a user's memories with provenance and history",
    dependencies=[requires(KeyScope.READ)],
)
async def list_memories(
    user: UserPath,
    tenant: TenantQuery,
    services: ServicesDep,
    include_inactive: bool = False,
) -> list[MemoryPublic]:
    """Every active memory of the user (all, with `include_inactive`), with its versions;
    first the profile narrative, rendered now from them (`profile.narrative`).

    `sources` says whether a memory's raw interactions expired (tenant retention).
    """
    reader = services.reader
    histories = await asyncio.to_thread(_listed, reader, tenant, user, include_inactive)
    cutoff = await asyncio.to_thread(expired_before, services.retention, tenant)
    return [to_public(history, cutoff) for history in histories]


def _listed(
    reader: MemoryReader, tenant: str, user: str, include_inactive: bool
) -> list[MemoryHistoryView]:
    """The user's memories, the narrative first."""
    return with_narrative(
        reader, tenant, user, reader.list_memories(tenant, user, include_inactive)
    )
