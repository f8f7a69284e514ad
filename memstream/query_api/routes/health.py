"""`GET /healthz`: liveness of the service and the state the runtime reports."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from memstream.query_api.auth import public
from memstream.query_api.deps import ServicesDep
from memstream.query_api.models import Health
from memstream.telemetry import logger

router = APIRouter(tags=["health"])


async def check(services: ServicesDep) -> dict[str, Any]:
    """`{status, ...services.health()}`; status "error" when the check itself fails."""
    try:
        details = await asyncio.to_thread(services.health)
    except Exception as exc:  # a failing store makes the service unhealthy, not the route
        logger(__name__).warning("health check failed", error=repr(exc))
        return {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
    return {"status": "ok", **details}


@router.get(
    "/healthz",
    response_model=Health,
    summary="Health",
    responses={503: {"model": Health, "description": "A store is unavailable."}},
    dependencies=[public()],
)
async def healthz(services: ServicesDep) -> JSONResponse:
    """200 with `status: ok` and the runtime's details; 503 when a store is unavailable."""
    body = Health.model_validate(await check(services))
    code = 200 if body.status == "ok" else 503
    return JSONResponse(status_code=code, content=body.model_dump(mode="json"))
