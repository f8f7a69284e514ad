"""HTTP clients for apps: emit events, recall, inspect, forget. Sync and async share one core.

The URL and the API key come from the arguments, else from `MEMSTREAM_URL` and
`MEMSTREAM_API_KEY`, else the default (http://127.0.0.1:8420, no key). Answers are
typed (`memstream.producers.results`); a refusal raises `RequestRefused` with the
server's reason and every field at fault, no server raises `MemstreamUnavailable`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, TypeVar
from urllib.parse import quote, urlsplit

import httpx
from pydantic import BaseModel, TypeAdapter
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from memstream.producers.errors import EventsRejected, MemstreamUnavailable, raise_for
from memstream.producers.results import (
    CommandAccepted,
    EmitResult,
    ForgetPreview,
    ForgetStatus,
    MemoryRecord,
    RecallResult,
)

DEFAULT_URL = "http://127.0.0.1:8420"
Format = Literal["json", "markdown", "system_prompt"]
T = TypeVar("T")
_retry_connect = retry(  # an event id is appended once, so a resend is safe
    retry=retry_if_exception_type(MemstreamUnavailable),
    stop=stop_after_attempt(3),
    wait=wait_exponential(multiplier=0.2, max=2),
    reraise=True,
)
_MEMORIES = TypeAdapter(list[MemoryRecord])


class UrlWithoutScheme(ValueError):
    """A server URL without `http://` or `https://` (a bare host and port)."""

    def __init__(self, url: str) -> None:
        super().__init__(f"memstream URL {url!r} has no scheme: did you mean http://{url}?")


def resolve_url(url: str | None) -> str:
    """The server URL: given, else `MEMSTREAM_URL`, else the default; refuses a bare host."""
    chosen = (url or os.environ.get("MEMSTREAM_URL") or DEFAULT_URL).rstrip("/")
    if urlsplit(chosen).scheme not in ("http", "https"):
        raise UrlWithoutScheme(chosen)
    return chosen


def resolve_api_key(api_key: str | None) -> str | None:
    """The API key: given, else `MEMSTREAM_API_KEY`, else none."""
    return api_key or os.environ.get("MEMSTREAM_API_KEY") or None


def auth_headers(api_key: str | None) -> dict[str, str]:
    """The `Authorization: Bearer` header for an API key (none without one)."""
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


@dataclass(frozen=True)
class Call:
    """One request to the API, built without I/O: method, path, query and JSON body."""

    method: str
    path: str
    params: dict[str, Any] = field(default_factory=dict)
    body: Any = None


def _present(**values: Any) -> dict[str, Any]:
    """The values that were given (None means: the server's default)."""
    return {
        k: v.isoformat() if isinstance(v, datetime) else v
        for k, v in values.items()
        if v is not None
    }


def _user_path(user: str, *rest: str) -> str:
    return "/".join(["/v1/users", quote(user, safe=""), *rest])


def emit_call(events: Sequence[BaseModel | dict[str, Any]]) -> Call:
    """`POST /v1/events` for a batch of events (models or plain dicts)."""
    body = [e.model_dump(mode="json") if isinstance(e, BaseModel) else e for e in events]
    return Call("POST", "/v1/events", body=body)


def recall_call(tenant: str, user: str, query: str, options: dict[str, Any]) -> Call:
    """`POST /v1/recall` with only the options that were given."""
    return Call(
        "POST", "/v1/recall", body={"tenant": tenant, "user": user, "query": query, **options}
    )


def forget_body(tenant: str, selector: dict[str, Any]) -> dict[str, Any]:
    """The body of a forget (or its preview): the tenant and the selector that was given."""
    return {"tenant": tenant, **_present(**selector)} | (
        {"all": True} if selector.get("all") else {}
    )


def emitted(response: httpx.Response) -> list[EmitResult]:
    """The accepted events of a batch; `EventsRejected` when some were invalid."""
    if response.status_code not in (202, 422) or "accepted" not in response.text:
        raise_for(response)
    body = response.json()
    accepted = [EmitResult.model_validate(a) for a in body["accepted"]]
    if body["rejected"]:
        raise EventsRejected(accepted, body["rejected"])
    return accepted


def parsed(response: httpx.Response, model: type[T] | TypeAdapter[T]) -> T:
    """The answer as `model` (after raising the error an error answer means)."""
    raise_for(response)
    if isinstance(model, TypeAdapter):
        return model.validate_python(response.json())
    return model.model_validate(response.json())  # type: ignore[attr-defined, no-any-return]


class _Base:
    """What both clients hold: the resolved URL and the HTTP options."""

    def __init__(self, base_url: str | None, api_key: str | None, timeout: float) -> None:
        self.url = resolve_url(base_url)
        self.options: dict[str, Any] = {
            "base_url": self.url,
            "timeout": timeout,
            "headers": auth_headers(resolve_api_key(api_key)),
        }

    def _unavailable(self, exc: httpx.TransportError) -> MemstreamUnavailable:
        return MemstreamUnavailable(self.url, exc)


class MemstreamClient(_Base):
    """A synchronous client of a memstream server."""

    def __init__(
        self, base_url: str | None = None, *, api_key: str | None = None, timeout: float = 30.0
    ) -> None:
        super().__init__(base_url, api_key, timeout)
        self._http = httpx.Client(**self.options)

    def __enter__(self) -> MemstreamClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the connection pool."""
        self._http.close()

    def send(self, call: Call) -> httpx.Response:
        """Send one call; `MemstreamUnavailable` when no server answers."""
        try:
            return self._http.request(call.method, call.path, params=call.params, json=call.body)
        except httpx.TransportError as exc:
            raise self._unavailable(exc) from exc

    @_retry_connect
    def emit(self, events: Sequence[BaseModel | dict[str, Any]]) -> list[EmitResult]:
        """Send events; return their positions (raises `EventsRejected` for invalid ones)."""
        return emitted(self.send(emit_call(events)))

    def recall(
        self,
        tenant: str,
        user: str,
        query: str = "",
        *,
        token_budget: int | None = None,
        format: Format | None = None,
        session: str | None = None,
        workspace: str | None = None,
        types: list[str] | None = None,
        wait_for: list[str] | None = None,
        wait_timeout_ms: int | None = None,
        at: datetime | None = None,
        embed_query: bool | None = None,
        ignore_memory: bool | None = None,
    ) -> RecallResult:
        """A context packet for a query, with why each memory was chosen."""
        options = _present(
            token_budget=token_budget, format=format, session=session, workspace=workspace,
            types=types, wait_for=wait_for, wait_timeout_ms=wait_timeout_ms, at=at,
            embed_query=embed_query, ignore_memory=ignore_memory,
        )  # fmt: skip
        return parsed(self.send(recall_call(tenant, user, query, options)), RecallResult)

    def memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryRecord]:
        """What is remembered about a user, with provenance and history."""
        params = {"tenant": tenant, "include_inactive": include_inactive}
        return parsed(self.send(Call("GET", _user_path(user, "memories"), params)), _MEMORIES)

    def forget(
        self,
        tenant: str,
        user: str,
        *,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        all: bool = False,
        request_id: str | None = None,
    ) -> CommandAccepted:
        """Forget by one selector; the command id's `forget_status` says what went."""
        selector = {"memory_id": memory_id, "key": key, "match": match, "topic": topic, "all": all}
        body = forget_body(tenant, selector) | _present(request_id=request_id)
        call = Call("POST", _user_path(user, "forget"), body=body)
        return parsed(self.send(call), CommandAccepted)

    def forget_preview(
        self,
        tenant: str,
        user: str,
        *,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        all: bool = False,
    ) -> ForgetPreview:
        """A dry run: what a forget with this selector would remove now."""
        selector = {"memory_id": memory_id, "key": key, "match": match, "topic": topic, "all": all}
        call = Call(
            "POST", _user_path(user, "forget", "preview"), body=forget_body(tenant, selector)
        )
        return parsed(self.send(call), ForgetPreview)

    def forget_status(
        self, tenant: str, user: str, command_id: str, position: str | None = None
    ) -> ForgetStatus:
        """A forget command's status (`done` with what it removed, once processed)."""
        params = _present(tenant=tenant, position=position)
        call = Call("GET", _user_path(user, "forget", command_id), params)
        return parsed(self.send(call), ForgetStatus)

    def health(self) -> dict[str, Any]:
        """The server's health report."""
        return dict(parsed(self.send(Call("GET", "/healthz")), TypeAdapter(dict[str, Any])))


class AsyncMemstreamClient(_Base):
    """An asynchronous client of a memstream server (the same methods, awaited)."""

    def __init__(
        self, base_url: str | None = None, *, api_key: str | None = None, timeout: float = 30.0
    ) -> None:
        super().__init__(base_url, api_key, timeout)
        self._http = httpx.AsyncClient(**self.options)

    async def __aenter__(self) -> AsyncMemstreamClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    async def send(self, call: Call) -> httpx.Response:
        """Send one call; `MemstreamUnavailable` when no server answers."""
        try:
            return await self._http.request(
                call.method, call.path, params=call.params, json=call.body
            )
        except httpx.TransportError as exc:
            raise self._unavailable(exc) from exc

    @_retry_connect
    async def emit(self, events: Sequence[BaseModel | dict[str, Any]]) -> list[EmitResult]:
        """Send events; return their positions (raises `EventsRejected` for invalid ones)."""
        return emitted(await self.send(emit_call(events)))

    async def recall(
        self,
        tenant: str,
        user: str,
        query: str = "",
        *,
        token_budget: int | None = None,
        format: Format | None = None,
        session: str | None = None,
        workspace: str | None = None,
        types: list[str] | None = None,
        wait_for: list[str] | None = None,
        wait_timeout_ms: int | None = None,
        at: datetime | None = None,
        embed_query: bool | None = None,
        ignore_memory: bool | None = None,
    ) -> RecallResult:
        """A context packet for a query, with why each memory was chosen."""
        options = _present(
            token_budget=token_budget, format=format, session=session, workspace=workspace,
            types=types, wait_for=wait_for, wait_timeout_ms=wait_timeout_ms, at=at,
            embed_query=embed_query, ignore_memory=ignore_memory,
        )  # fmt: skip
        return parsed(await self.send(recall_call(tenant, user, query, options)), RecallResult)

    async def memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryRecord]:
        """What is remembered about a user, with provenance and history."""
        params = {"tenant": tenant, "include_inactive": include_inactive}
        call = Call("GET", _user_path(user, "memories"), params)
        return parsed(await self.send(call), _MEMORIES)

    async def forget(
        self,
        tenant: str,
        user: str,
        *,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        all: bool = False,
        request_id: str | None = None,
    ) -> CommandAccepted:
        """Forget by one selector; the command id's `forget_status` says what went."""
        selector = {"memory_id": memory_id, "key": key, "match": match, "topic": topic, "all": all}
        body = forget_body(tenant, selector) | _present(request_id=request_id)
        call = Call("POST", _user_path(user, "forget"), body=body)
        return parsed(await self.send(call), CommandAccepted)

    async def forget_preview(
        self,
        tenant: str,
        user: str,
        *,
        memory_id: str | None = None,
        key: str | None = None,
        match: str | None = None,
        topic: str | None = None,
        all: bool = False,
    ) -> ForgetPreview:
        """A dry run: what a forget with this selector would remove now."""
        selector = {"memory_id": memory_id, "key": key, "match": match, "topic": topic, "all": all}
        call = Call(
            "POST", _user_path(user, "forget", "preview"), body=forget_body(tenant, selector)
        )
        return parsed(await self.send(call), ForgetPreview)

    async def forget_status(
        self, tenant: str, user: str, command_id: str, position: str | None = None
    ) -> ForgetStatus:
        """A forget command's status (`done` with what it removed, once processed)."""
        params = _present(tenant=tenant, position=position)
        call = Call("GET", _user_path(user, "forget", command_id), params)
        return parsed(await self.send(call), ForgetStatus)

    async def health(self) -> dict[str, Any]:
        """The server's health report."""
        answer = await self.send(Call("GET", "/healthz"))
        return dict(parsed(answer, TypeAdapter(dict[str, Any])))
