"""`/v1/admin/keys`: a tenant's admins create, list and revoke its API keys.

A tenant's admin key manages that tenant's keys; the operator's (tenant `*`) manages
every tenant's, its own included. The CLI (`memstream keys`) works on the database
directly, which is how the first (operator) key is made.
"""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Request, status

from memstream.query_api.auth import PrincipalDep, ensure_operator, ensure_tenant, requires
from memstream.query_api.edge import EdgeConfig, EdgeDep
from memstream.query_api.models import KeyCreate
from memstream.query_api.params import KeyTenantQuery
from memstream.query_api.ports import KeyAdmin
from memstream.trust.auth import ApiKey, KeyScope, NewKey

router = APIRouter(tags=["keys"], dependencies=[requires(KeyScope.ADMIN)])
KeyId = Annotated[str, Path(pattern=r"^[0-9a-f]{16}$")]


def _store(edge: EdgeConfig) -> KeyAdmin:
    if edge.keys is None:
        raise HTTPException(status.HTTP_501_NOT_IMPLEMENTED, "no key store on this server")
    return edge.keys


@router.post(
    "/admin/keys",
    response_model=NewKey,
    status_code=status.HTTP_201_CREATED,
    summary="Create an API key (its token is shown once)",
)
async def create_key(body: KeyCreate, principal: PrincipalDep, edge: EdgeDep) -> NewKey:
    """A new key of the tenant; only the operator makes keys for another tenant or `*`."""
    ensure_tenant(principal, body.tenant)
    if body.tenant == "*":
        ensure_operator(principal)
    created: NewKey = await asyncio.to_thread(
        _store(edge).create, body.tenant, body.scopes, body.name
    )
    return created


@router.get("/admin/keys", response_model=list[ApiKey], summary="List API keys")
async def list_keys(
    principal: PrincipalDep,
    edge: EdgeDep,
    tenant: KeyTenantQuery = None,
    include_revoked: bool = False,
) -> list[ApiKey]:
    """The tenant's keys (the operator: every tenant's unless one is named); no secrets."""
    chosen = tenant if tenant is not None else (None if principal.is_operator else principal.tenant)
    if chosen is not None:
        ensure_tenant(principal, chosen)
    return await asyncio.to_thread(_store(edge).list, chosen, include_revoked)


@router.delete(
    "/admin/keys/{key_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Revoke an API key",
)
async def revoke_key(
    key_id: KeyId, request: Request, principal: PrincipalDep, edge: EdgeDep
) -> None:
    """Revoke a key of the caller's tenant (any key, for the operator); 404 if none."""
    owner = None if principal.is_operator else principal.tenant
    revoked = await asyncio.to_thread(_store(edge).revoke, key_id, owner)
    if not revoked:
        raise HTTPException(status.HTTP_404_NOT_FOUND, "no such live key of this tenant")
    cache = getattr(request.app.state, "key_cache", None)
    if cache is not None:
        cache.forget()
