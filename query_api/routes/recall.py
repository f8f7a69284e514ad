"""`POST /v1/recall`: the explainable, token-budgeted context packet for a query."""

from __future__ import annotations

from typing import Final

from fastapi import APIRouter, HTTPException, status

from memstream.ports import Position, UnknownPosition
from memstream.query_api.deps import RecallDep, ServicesDep
from memstream.query_api.models import RecallRequest, RecallResponse

router = APIRouter(tags=["recall"])

PROJECTIONS_BEHIND: Final = "projections behind requested position"


def parse_position(token: str) -> Position:
    """A `topic/partition/offset` token (as returned by `POST /v1/events`) as a Position."""
    topic, partition, offset = token.rsplit("/", 2)
    return Position(topic, int(partition), int(offset))


@router.post("/recall", response_model=RecallResponse, summary="Recall memories for a query")
async def post_recall(
    body: RecallRequest, services: ServicesDep, recall: RecallDep
) -> RecallResponse:
    """Route, gather, score, dedupe and budget; every hit says why it was chosen.

    With `wait_for`, first wait (at most `wait_timeout_ms`) until the projections have
    passed those positions; on timeout, answer anyway and say so in `degraded`.
    """
    caught_up = True
    if body.wait_for:
        positions = [parse_position(token) for token in body.wait_for]
        try:
            caught_up = await services.wait_for_positions(positions, body.wait_timeout_ms / 1000.0)
        except UnknownPosition as exc:
            raise HTTPException(status.HTTP_422_UNPROCESSABLE_CONTENT, str(exc)) from exc
    response = await recall.recall(body)
    if caught_up:
        return response
    return response.model_copy(update={"degraded": [*response.degraded, PROJECTIONS_BEHIND]})
