"""`memstream up --runtime kafka --role ...`: run one role's parts and its HTTP server.

Roles `api` and `all` serve the query API, secured as the embedded server's is (API keys
and limits at the edge, `memstream.query_api.serve.secured_app`); `processor` and
`projector` serve only `GET /healthz` (for orchestrators' health checks, open) and
`/metrics` (an operator key with the metrics scope, as on the API) on the same host and
port, behind the same edge (keys, loopback host check). No access log: request paths
carry user ids.
"""

from __future__ import annotations

import asyncio
from typing import Any

import uvicorn
from fastapi import Depends, FastAPI
from fastapi.responses import JSONResponse

from memstream import telemetry
from memstream.config import Settings
from memstream.query_api.auth import authenticate, public
from memstream.query_api.edge import edge_config
from memstream.query_api.main import guard
from memstream.query_api.routes import metrics
from memstream.runtime.kafka.system import KafkaSystem, Role, running_kafka, runs
from memstream.runtime.kafka.topology import KafkaEnv


def serve_kafka(settings: Settings, role: Role = "all") -> None:
    """Run the parts of `role` on Kafka until interrupted (SIGINT or SIGTERM)."""
    asyncio.run(serve(settings, role))


async def serve(settings: Settings, role: Role, env: KafkaEnv | None = None) -> None:
    """Start the parts of `role`, serve HTTP until told to stop, then stop them."""
    async with running_kafka(settings, role, env) as system:
        app = await asyncio.to_thread(http_app, system)  # the key store is set up here
        config = uvicorn.Config(
            app,
            host=settings.host,
            port=settings.port,
            log_config=None,
            access_log=False,  # request paths carry user ids: none in the logs
        )
        await uvicorn.Server(config).serve()


def http_app(system: KafkaSystem) -> FastAPI:
    """The secured query API for `api`/`all`, else a health-only app.

    Raises `InsecureBindError` when the settings forbid serving without keys.
    """
    if runs(system.role, "api"):
        from memstream.query_api.serve import secured_app

        return secured_app(system.api_services(), system.stores.pool, system.settings)
    return health_app(system)


def health_app(system: KafkaSystem) -> FastAPI:
    """`GET /healthz` (open) and `GET /metrics` (the metrics scope, as on the API's edge).

    Raises `InsecureBindError` when the settings forbid serving without keys.
    """
    app = FastAPI(
        title=f"memstream {system.role}",
        openapi_url=None,
        telemetry=telemetry.http_telemetry(),
        lifespan=telemetry.flushing_lifespan,  # uvicorn ends the process on SIGTERM
        dependencies=[Depends(authenticate)],
    )
    guard(app, edge_config(system.settings, system.stores.pool))
    app.include_router(metrics.router)  # every role exports the same metrics

    @app.get("/healthz", dependencies=[public()])
    async def healthz() -> JSONResponse:
        try:
            details: dict[str, Any] = await asyncio.to_thread(system.health)
        except Exception as exc:  # a failing store makes the process unhealthy
            telemetry.logger(__name__).warning("health check failed", error=repr(exc))
            return JSONResponse({"status": "error", "error": repr(exc)}, status_code=503)
        return JSONResponse({"status": "ok", **details})

    return app
