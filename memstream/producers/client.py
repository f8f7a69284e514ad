"""HTTP clients for apps: emit events, recall, inspect. Sync and async share one core."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx
from pydantic import BaseModel
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from memstream.schemas.base import FrozenModel

DEFAULT_URL = "http://127.0.0.1:8420"
_retry_connect = retry(
    retry=retry_if_exception_type(httpx.ConnectError),
    stop=stop_after_attempt(3),
    wait=wait_exponential(multiplier=0.2, max=2),
    reraise=True,
)


class EmitResult(FrozenModel):
    """An accepted event: its index in the batch, its id and its log position."""

    index: int
    event_id: str
    position: str


class EventsRejected(Exception):
    """Some events of a batch were invalid; the valid ones were still accepted."""

    def __init__(self, accepted: list[EmitResult], rejected: list[dict[str, Any]]) -> None:
        details = "; ".join(
            f"#{r['index']}: " + ", ".join(f"{e['field']}: {e['message']}" for e in r["errors"])
            for r in rejected
        )
        super().__init__(f"{len(rejected)} event(s) rejected ({details})")
        self.accepted = accepted
        self.rejected = rejected


def _event_body(events: Sequence[BaseModel | dict[str, Any]]) -> list[Any]:
    return [e.model_dump(mode="json") if isinstance(e, BaseModel) else e for e in events]


def _emit_result(response: httpx.Response) -> list[EmitResult]:
    if response.status_code not in (202, 422) or "accepted" not in response.text:
        response.raise_for_status()
    body = response.json()
    accepted = [EmitResult.model_validate(a) for a in body["accepted"]]
    if body["rejected"]:
        raise EventsRejected(accepted, body["rejected"])
    return accepted


def _recall_body(tenant: str, user: str, query: str, options: dict[str, Any]) -> dict[str, Any]:
    return {"tenant": tenant, "user": user, "query": query, **options}


def auth_headers(api_key: str | None) -> dict[str, str]:
    """The `Authorization: Bearer` header for an API key (none without one)."""
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


def _json(response: httpx.Response) -> Any:
    response.raise_for_status()
    return response.json()


class MemstreamClient:
    """A synchronous client of a memstream server."""

    def __init__(
        self, base_url: str = DEFAULT_URL, timeout: float = 30.0, api_key: str | None = None
    ) -> None:
        self._http = httpx.Client(base_url=base_url, timeout=timeout, headers=auth_headers(api_key))

    def __enter__(self) -> MemstreamClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the connection pool."""
        self._http.close()

    @_retry_connect
    def emit(self, events: Sequence[BaseModel | dict[str, Any]]) -> list[EmitResult]:
        """Send events; return their positions (raises `EventsRejected` for invalid ones)."""
        return _emit_result(self._http.post("/v1/events", json=_event_body(events)))

    def recall(self, tenant: str, user: str, query: str, **options: Any) -> dict[str, Any]:
        """A context packet for a query (options: token_budget, format, wait_for, ...)."""
        body = _recall_body(tenant, user, query, options)
        return dict(_json(self._http.post("/v1/recall", json=body)))

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """What is remembered about a user, with provenance and history."""
        params: dict[str, str | bool] = {"tenant": tenant, "include_inactive": include_inactive}
        return list(_json(self._http.get(f"/v1/users/{user}/memories", params=params)))

    def health(self) -> dict[str, Any]:
        """The server's health report."""
        return dict(_json(self._http.get("/healthz")))


class AsyncMemstreamClient:
    """An asynchronous client of a memstream server."""

    def __init__(
        self, base_url: str = DEFAULT_URL, timeout: float = 30.0, api_key: str | None = None
    ) -> None:
        self._http = httpx.AsyncClient(
            base_url=base_url, timeout=timeout, headers=auth_headers(api_key)
        )

    async def __aenter__(self) -> AsyncMemstreamClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    @_retry_connect
    async def emit(self, events: Sequence[BaseModel | dict[str, Any]]) -> list[EmitResult]:
        """Send events; return their positions (raises `EventsRejected` for invalid ones)."""
        return _emit_result(await self._http.post("/v1/events", json=_event_body(events)))

    async def recall(self, tenant: str, user: str, query: str, **options: Any) -> dict[str, Any]:
        """A context packet for a query (options: token_budget, format, wait_for, ...)."""
        body = _recall_body(tenant, user, query, options)
        return dict(_json(await self._http.post("/v1/recall", json=body)))

    async def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        """What is remembered about a user, with provenance and history."""
        params: dict[str, str | bool] = {"tenant": tenant, "include_inactive": include_inactive}
        return list(_json(await self._http.get(f"/v1/users/{user}/memories", params=params)))

    async def health(self) -> dict[str, Any]:
        """The server's health report."""
        return dict(_json(await self._http.get("/healthz")))
