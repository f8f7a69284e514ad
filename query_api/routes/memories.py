"""`GET /v1/users/{user}/memories`: what is remembered about a user, with provenance."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Path, Query

from memstream.query_api.deps import ReaderDep
from memstream.query_api.models import MemoryPublic
from memstream.query_api.ports import MemoryHistoryView

router = APIRouter(tags=["memories"])

_ID_PATTERN = r"^[^:\s]+$"


def to_public(history: MemoryHistoryView) -> MemoryPublic:
    """A memory's current version with every stored version under `history`."""
    return MemoryPublic(**dict(history.memory), history=list(history.versions))


@router.get(
    "/users/{user}/memories",
    response_model=list[MemoryPublic],
    summary="List a user's memories with provenance and history",
)
async def list_memories(
    user: Annotated[str, Path(min_length=1, max_length=200, pattern=_ID_PATTERN)],
    tenant: Annotated[str, Query(min_length=1, max_length=200, pattern=_ID_PATTERN)],
    reader: ReaderDep,
    include_inactive: bool = False,
) -> list[MemoryPublic]:
    """Every active memory of the user (all, with `include_inactive`), with its versions."""
    histories = await asyncio.to_thread(reader.list_memories, tenant, user, include_inactive)
    return [to_public(history) for history in histories]
