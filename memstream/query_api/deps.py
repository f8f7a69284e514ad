"""The services the HTTP API depends on, and their FastAPI dependencies."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, Request

from memstream.ports import (
    EventProducer,
    LogHistory,
    MemoryReader,
    ReplayControl,
    WaitForPositions,
)
from memstream.query_api.erasure import ErasureFollower
from memstream.query_api.ports import CommandReader, RetentionMarks
from memstream.query_api.service import RecallService
from memstream.trust.sealing import PLAINTEXT, RecordSealer


@dataclass
class ApiServices:
    """Everything the routes use, built by the runtime's composition root."""

    producer: EventProducer
    recall: RecallService
    reader: MemoryReader
    wait_for_positions: WaitForPositions
    health: Callable[[], dict[str, Any]]
    replay: ReplayControl | None = None
    history: LogHistory | None = None
    """Reads the log back (export, trace, dead letters); None where the runtime has none."""
    commands: CommandReader | None = None
    """Forget-command status and a tenant's users (`projections.pg_commands`); None if absent."""
    retention: RetentionMarks | None = None
    """Each tenant's retention cutoff (which memories' sources expired); None if not kept."""
    sealer: RecordSealer = PLAINTEXT
    """Seals events at the edge, opens them for export, erases users' data keys."""
    erasures: ErasureFollower | None = None
    """Records erasures and follows them until done (scrubbed); None where not kept."""


async def get_services(request: Request) -> ApiServices:
    """The services of the app serving this request (a coroutine: no thread-pool hand-off)."""
    services: ApiServices = request.app.state.services
    return services


ServicesDep = Annotated[ApiServices, Depends(get_services)]


async def get_recall(services: ServicesDep) -> RecallService:
    """The recall service (a coroutine: no thread-pool hand-off)."""
    return services.recall


RecallDep = Annotated[RecallService, Depends(get_recall)]
