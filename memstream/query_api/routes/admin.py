"""`/v1/admin/replay`: rebuild memory into a new generation while recall keeps answering."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, status
from pydantic import AfterValidator, Field

from memstream.pipeline.description import PIPELINE, REPROCESS
from memstream.ports import ReplayControl
from memstream.query_api.auth import requires
from memstream.query_api.deps import ServicesDep
from memstream.query_api.models import ErrorDetail
from memstream.schemas.base import FrozenModel
from memstream.trust.auth import KeyScope

router = APIRouter(tags=["admin"])
OPERATOR_ADMIN = [requires(KeyScope.ADMIN, operator=True)]
"""Replay rebuilds every tenant's read models: only the operator may start or watch one."""


def _replay_kind(kind: str) -> str:
    if kind not in PIPELINE.replay_kinds:
        raise ValueError(f"one of {', '.join(PIPELINE.replay_kinds)}")
    return kind


ReplayKind = Annotated[
    str,
    Field(json_schema_extra={"enum": list(PIPELINE.replay_kinds)}),
    AfterValidator(_replay_kind),
]
"""A replay kind of the pipeline's description: `reprocess`, or `rebuild-<projection>`."""


class ReplayRequest(FrozenModel):
    """What to rebuild: everything from the interactions, or one projection."""

    kind: ReplayKind = REPROCESS


def _control(services: ServicesDep) -> ReplayControl:
    if services.replay is None:
        raise HTTPException(status.HTTP_501_NOT_IMPLEMENTED, "replay is not available here")
    return services.replay


@router.post(
    "/admin/replay",
    status_code=status.HTTP_202_ACCEPTED,
    dependencies=OPERATOR_ADMIN,
    responses={
        409: {"model": ErrorDetail, "description": "A replay is already building."},
        501: {"model": ErrorDetail, "description": "This runtime cannot replay."},
    },
)
def start_replay(body: ReplayRequest, services: ServicesDep) -> dict[str, Any]:
    """Start a replay into a new generation; recall answers from the live one until it switches.

    409 when a replay is already building.
    """
    try:
        return _control(services).start(body.kind)
    except RuntimeError as exc:
        raise HTTPException(status.HTTP_409_CONFLICT, str(exc)) from exc


@router.get(
    "/admin/replay",
    dependencies=OPERATOR_ADMIN,
    responses={
        404: {"model": ErrorDetail, "description": "No replay ran in this process."},
        501: {"model": ErrorDetail, "description": "This runtime cannot replay."},
    },
)
def replay_status(services: ServicesDep) -> dict[str, Any]:
    """The progress of the current or last replay (404 when none ran in this process)."""
    progress = _control(services).status()
    if progress is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "no replay has run in this process")
    return progress
