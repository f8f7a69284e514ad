"""What the HTTP edge is configured with: auth, limits, the position signer, the clock."""

from __future__ import annotations

import ipaddress
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import Depends, Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memstream.config import EdgeLimits, Settings
from memstream.query_api.erasure import UserGate
from memstream.query_api.guard import LOOPBACK_NAMES, host_name
from memstream.query_api.ports import KeyAdmin
from memstream.trust.auth import PositionSigner

POSITION_SECRET = "position-tokens"
SERVER_TIMING = b"server-timing"


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass
class EdgeConfig:
    """Auth and input limits of one API process (defaults: no auth, default limits)."""

    auth_required: bool = False
    keys: KeyAdmin | None = None
    signer: PositionSigner = field(default_factory=lambda: PositionSigner(secrets.token_bytes(32)))
    limits: EdgeLimits = field(default_factory=EdgeLimits)
    partitions: int | None = None
    """How many partitions the interactions topic has (a `wait_for` beyond is refused)."""
    clock: Callable[[], datetime] = _now
    cache_seconds: float = 5.0
    gate: UserGate = field(default_factory=UserGate)
    """Orders a user's erase against their writes through this process."""
    allowed_hosts: frozenset[str] | None = None
    """The host names requests may carry (None: any; a loopback server always has a list)."""


class InsecureBindError(RuntimeError):
    """Serving without API keys on an interface other hosts can reach, unasked."""


def is_loopback(host: str) -> bool:
    """Whether `host` names a loopback interface only."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def auth_required(settings: Settings) -> bool:
    """Whether keys are required; refuses no-auth on a non-loopback interface unless allowed.

    Unset `auth` means: required unless the host is a loopback address or `allow_no_auth`.
    """
    if settings.auth is None:
        return not (is_loopback(settings.host) or settings.allow_no_auth)
    if not settings.auth and not is_loopback(settings.host) and not settings.allow_no_auth:
        raise InsecureBindError(
            f"refusing to serve {settings.host} without API keys: other hosts could read and "
            "write every tenant. Create a key (`memstream keys create`) and drop --no-auth, or "
            "pass --allow-no-auth (MEMSTREAM_ALLOW_NO_AUTH=true) if you really mean it."
        )
    return settings.auth


def allowed_hosts(settings: Settings) -> frozenset[str] | None:
    """Loopback names (and `allowed_hosts`) on a loopback server; else `allowed_hosts` if set."""
    configured = frozenset(host_name(name) for name in settings.allowed_hosts)
    if is_loopback(settings.host):
        return LOOPBACK_NAMES | configured
    return configured or None


def edge_config(settings: Settings, pool: Any | None) -> EdgeConfig:
    """The edge of a server: keys and the shared signing secret from PostgreSQL when given."""
    from memstream.trust.auth_pg import PostgresApiKeyStore

    required = auth_required(settings)
    config = EdgeConfig(
        auth_required=required,
        limits=settings.limits,
        partitions=settings.partitions,
        cache_seconds=settings.auth_cache_seconds,
        allowed_hosts=allowed_hosts(settings),
    )
    if pool is None:
        if required:
            raise InsecureBindError("API keys need the PostgreSQL key store (no pool given)")
        return config
    store = PostgresApiKeyStore(pool)
    store.setup()
    config.keys = store
    config.signer = PositionSigner(store.secret(POSITION_SECRET))
    return config


async def get_edge(request: Request) -> EdgeConfig:
    """The edge configuration of the app serving this request.

    A coroutine, as every dependency of a hot route must be: FastAPI runs a plain `def`
    dependency on its thread pool, a hand-off to a thread and back per request.
    """
    edge: EdgeConfig = request.app.state.edge
    return edge


EdgeDep = Annotated[EdgeConfig, Depends(get_edge)]


class ServerTiming:
    """Says in a `Server-Timing: app;dur=MS` header how long the app took to start answering.

    Measured from the moment the server hands the request to the app until the response
    starts: a client's round trip minus this is the time outside the app (the connection,
    the HTTP parser, the wait for the event loop). No clock is shared, only a duration.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Hand the request on; add the header to its response's start."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        entered = time.perf_counter()

        async def timed(message: Message) -> None:
            if message["type"] == "http.response.start":
                took = (time.perf_counter() - entered) * 1000
                header = (SERVER_TIMING, f"app;dur={took:.2f}".encode())
                message = {**message, "headers": [*message.get("headers", []), header]}
            await send(message)

        await self.app(scope, receive, timed)


def app_ms(server_timing: str | None) -> float | None:
    """The `app` duration of a `Server-Timing` header, in ms (None when absent)."""
    for metric in (server_timing or "").split(","):
        name, *params = (part.strip() for part in metric.split(";"))
        durations = [param[4:] for param in params if param.startswith("dur=")]
        if name == "app" and durations:
            try:
                return float(durations[0])
            except ValueError:
                return None
    return None
