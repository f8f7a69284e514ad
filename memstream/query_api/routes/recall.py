"""`POST /v1/recall`: the explainable, token-budgeted context packet for a query."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from fastapi import APIRouter, HTTPException, status
from fastapi.exceptions import RequestValidationError

from memstream.ports import Position, UnknownPosition
from memstream.query_api.auth import PrincipalDep, ensure_tenant, requires
from memstream.query_api.deps import RecallDep, ServicesDep
from memstream.query_api.edge import EdgeConfig, EdgeDep
from memstream.query_api.models import ErrorDetail, RecallRequest, RecallResponse
from memstream.trust.auth import KeyScope, PositionTokenError

router = APIRouter(tags=["recall"])
BUSY: Final = "Too many long queries wait to be read (64): try again after `Retry-After` seconds."

PROJECTIONS_BEHIND: Final = "projections behind requested position"


def _invalid(index: int, token: str, message: str) -> RequestValidationError:
    loc = ("body", "wait_for", index)
    return RequestValidationError([{"loc": loc, "msg": message, "type": "value_error"}])


def parse_positions(edge: EdgeConfig, tenant: str, tokens: Sequence[str]) -> list[Position]:
    """The positions of signed `wait_for` tokens of `tenant`; 422 for any other token.

    Refused before any wait: a forged or another tenant's token, and a partition the
    interactions topic does not have (a wait must never create a position row).
    """
    positions = []
    for index, token in enumerate(tokens):
        try:
            position = edge.signer.verify(tenant, token)
        except PositionTokenError as exc:
            raise _invalid(index, token, str(exc)) from exc
        if edge.partitions is not None and position.partition >= edge.partitions:
            raise _invalid(index, token, f"partition {position.partition} does not exist")
        positions.append(position)
    return positions


@router.post(
    "/recall",
    response_model=RecallResponse,
    summary="Recall memories for a query",
    responses={503: {"model": ErrorDetail, "description": BUSY}},
    dependencies=[requires(KeyScope.RECALL)],
)
async def post_recall(
    body: RecallRequest,
    services: ServicesDep,
    recall: RecallDep,
    principal: PrincipalDep,
    edge: EdgeDep,
) -> RecallResponse:
    """Route, gather, score, dedupe and budget; every hit says why it was chosen.

    With `wait_for` (tokens that `POST /v1/events` returned for this tenant), first wait
    (at most `wait_timeout_ms`) until the projections have passed those positions; on
    timeout, answer anyway and say so in `degraded`.
    """
    ensure_tenant(principal, body.tenant)
    caught_up = True
    if body.wait_for:
        positions = parse_positions(edge, body.tenant, body.wait_for)
        try:
            caught_up = await services.wait_for_positions(positions, body.wait_timeout_ms / 1000.0)
        except UnknownPosition as exc:
            raise HTTPException(status.HTTP_422_UNPROCESSABLE_CONTENT, str(exc)) from exc
    response = await recall.recall(body)
    if caught_up:
        return response
    return response.model_copy(update={"degraded": [*response.degraded, PROJECTIONS_BEHIND]})
