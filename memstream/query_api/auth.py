"""Authentication and authorization of every route: one FastAPI dependency.

`create_app` installs `authenticate` as an app-wide dependency, so every route of
every router included in the app runs it. A route says what it needs by declaring a
scope, on the route or on its router:

    @router.get("/users/{user}/memories", dependencies=[requires(KeyScope.READ)])
    router = APIRouter(dependencies=[requires(KeyScope.ADMIN, operator=True)])
    @router.get("/healthz", dependencies=[public()])

Declare on the route or on its `APIRouter(...)`, not in `include_router(...)`: the
check reads the route's own dependencies. A route that declares nothing is refused
(403) to every caller: a new route is closed until its author says who may call it
(`route_access(app)` lists what each route declared; the isolation test checks it).
A `tenant` in the path or the query string is checked here against the key's
tenant; a route whose tenant is in its body takes
`principal: PrincipalDep` and calls `ensure_tenant(principal, tenant)`.
`operator=True` marks operations over every tenant (replay, metrics): they need an
admin key of the operator (tenant `*`).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Annotated, Any, Final

from fastapi import Depends, FastAPI, HTTPException, Request, status
from fastapi.params import Depends as DependsParam
from fastapi.routing import APIRoute, iter_route_contexts

from memstream.query_api.edge import EdgeConfig
from memstream.query_api.ports import KeyLookup
from memstream.trust.auth import (
    ANONYMOUS,
    OPEN,
    ApiKey,
    KeyScope,
    Principal,
    digest,
    looks_like_key,
)

_BEARER: Final = "bearer "
_CACHE_LIMIT: Final = 10_000
_CHALLENGE: Final = {"WWW-Authenticate": "Bearer"}


@dataclass(frozen=True, slots=True)
class ScopeDeclaration:
    """What a route needs: a scope (None for a public route), and whether over all tenants."""

    scope: KeyScope | None
    operator: bool = False

    async def __call__(self, request: Request) -> None:
        """Declarations do their work in `authenticate`; this only marks the route."""


def requires(scope: KeyScope, *, operator: bool = False) -> Any:
    """Declare that a route (or a router's routes) needs `scope` (of the operator if asked)."""
    return Depends(ScopeDeclaration(scope, operator))


def public() -> Any:
    """Declare that a route needs no key (health only)."""
    return Depends(ScopeDeclaration(None))


def declaration(route: Any) -> ScopeDeclaration | None:
    """The scope a route declared, if any (route and router dependencies included)."""
    for dependency in getattr(route, "dependencies", ()):
        if isinstance(dependency, DependsParam) and isinstance(
            dependency.dependency, ScopeDeclaration
        ):
            return dependency.dependency
    return None


@dataclass(frozen=True, slots=True)
class RouteAccess:
    """One method and path of the app, and the scope it declared (None if it declared none)."""

    method: str
    path: str
    declared: ScopeDeclaration | None


def route_access(app: FastAPI) -> list[RouteAccess]:
    """Every API route of `app` (included routers too) with what it declared."""
    found = []
    for context in iter_route_contexts(app.routes):
        if isinstance(context.original_route, APIRoute):
            needed = declaration(context.original_route)
            found += [RouteAccess(m, str(context.path), needed) for m in context.methods or ()]
    return sorted(found, key=lambda access: (access.path, access.method))


class KeyCache:
    """Verified keys for a few seconds, so a request rarely waits on the key store."""

    def __init__(self, lookup: KeyLookup, seconds: float) -> None:
        self._lookup = lookup
        self._seconds = seconds
        self._entries: dict[str, tuple[float, ApiKey | None]] = {}

    async def find(self, token: str) -> ApiKey | None:
        """The live key of `token` (cached), or None."""
        name = digest(token)
        entry = self._entries.get(name)
        if entry is not None and entry[0] > time.monotonic():
            return entry[1]
        key = await asyncio.to_thread(self._lookup.find, token)
        if len(self._entries) >= _CACHE_LIMIT:
            self._entries.clear()
        self._entries[name] = (time.monotonic() + self._seconds, key)
        return key

    def forget(self) -> None:
        """Drop every cached answer (after a revocation through this process)."""
        self._entries.clear()


def presented_token(request: Request) -> str | None:
    """The key in `Authorization: Bearer <key>` or `X-API-Key`, if any."""
    header = request.headers.get("authorization", "")
    if header.lower().startswith(_BEARER):
        return header[len(_BEARER) :].strip()
    return request.headers.get("x-api-key")


def _deny(code: int, message: str) -> HTTPException:
    headers = _CHALLENGE if code == status.HTTP_401_UNAUTHORIZED else None
    return HTTPException(code, message, headers=headers)


async def _principal(request: Request, edge: EdgeConfig) -> Principal:
    token = presented_token(request)
    if not token:
        raise _deny(401, "an API key is required (Authorization: Bearer <key> or X-API-Key)")
    cache: KeyCache | None = getattr(request.app.state, "key_cache", None)
    key = await cache.find(token) if cache is not None and looks_like_key(token) else None
    if key is None:
        raise _deny(401, "unknown or revoked API key")
    return Principal(tenant=key.tenant, scopes=frozenset(key.scopes), key_id=key.key_id)


def _authorize(principal: Principal, needed: ScopeDeclaration, request: Request) -> None:
    assert needed.scope is not None
    if not principal.can(needed.scope):
        raise _deny(403, f"this key lacks the '{needed.scope}' scope")
    if needed.operator and not principal.is_operator:
        raise _deny(403, "an operation over every tenant needs an operator key (tenant '*')")
    for source in (request.path_params, request.query_params):
        tenant = source.get("tenant")
        if tenant is not None:
            ensure_tenant(principal, tenant)


async def authenticate(request: Request) -> Principal:
    """Who calls: checked against the route's declared scope and the tenant it names."""
    known: Principal | None = getattr(request.state, "principal", None)
    if known is not None:
        return known
    needed = declaration(request.scope.get("route"))
    if needed is None:
        raise _deny(403, "this route declares no scope (see memstream.query_api.auth)")
    edge: EdgeConfig = request.app.state.edge
    if not edge.auth_required:
        principal = OPEN
    elif needed.scope is None:
        principal = ANONYMOUS
    else:
        principal = await _principal(request, edge)
        _authorize(principal, needed, request)
    request.state.principal = principal
    return principal


def ensure_tenant(principal: Principal, tenant: str) -> None:
    """403 unless the caller's key may act on `tenant`."""
    if not principal.may_access(tenant):
        raise _deny(403, f"this key belongs to another tenant than '{tenant}'")


def ensure_operator(principal: Principal) -> None:
    """403 unless the caller is the operator (or auth is off)."""
    if not principal.is_operator:
        raise _deny(403, "only an operator key (tenant '*') may do this")


PrincipalDep = Annotated[Principal, Depends(authenticate)]
"""The authenticated caller of this request."""
