"""`GET /metrics`: Prometheus metrics of this process (operator keys with the metrics scope).

Metrics count every tenant's traffic, so no tenant's key may read them; the scope lets a
scraper's key (Prometheus's, made by `memstream keys bootstrap`) read metrics and nothing else.
"""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import Response
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from memstream.query_api.auth import requires
from memstream.trust.auth import KeyScope

router = APIRouter(tags=["metrics"])


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE_LATEST: {}}}},
    dependencies=[requires(KeyScope.METRICS, operator=True)],
)
async def metrics() -> Response:
    """The text exposition of every metric of this process."""
    return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)
