"""An ASGI middleware at the very edge: the Host (421), body size (413), JSON only (415).

With a list of allowed host names (a server on a loopback interface always has one:
`127.0.0.1`, `localhost`, `[::1]` and `allowed_hosts`), a request whose `Host` header
names another host is refused before anything else: a web page that rebinds its own
DNS name to 127.0.0.1 reaches the port, but its requests still say its own name.

A body is read whole (up to the limit) before any route sees it, so an oversized
body is refused without being parsed, whether it announced its length or was
chunked. A body under any other content type than JSON is refused: a web page can
post `text/plain` or a form cross-site without a CORS preflight, never JSON.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

_BODY_METHODS: Final = frozenset({"POST", "PUT", "PATCH", "DELETE"})
LOOPBACK_NAMES: Final = frozenset({"127.0.0.1", "localhost", "::1"})


def host_name(header: str) -> str:
    """The host a `Host` header names: lower case, without port, brackets or final dot."""
    value = header.strip().lower()
    if value.startswith("["):
        value = value[1 : value.find("]")] if "]" in value else value[1:]
    elif value.count(":") == 1:
        value = value.split(":", 1)[0]
    return value.rstrip(".")


def host_allowed(header: str | None, allowed: frozenset[str] | None) -> bool:
    """Whether a request with this `Host` header may pass (every host when `allowed` is None)."""
    if allowed is None:
        return True
    return header is not None and host_name(header) in allowed


def is_json(content_type: str) -> bool:
    """Whether a Content-Type header names JSON (`application/json` or `+json`)."""
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


_MISDIRECTED: Final = (
    "this server answers only to its own host names (loopback: 127.0.0.1, localhost, [::1]); "
    "add others to MEMSTREAM_ALLOWED_HOSTS"
)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None


async def _refuse(send: Send, code: int, message: str) -> None:
    body = json.dumps({"detail": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": code, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class EdgeGuard:
    """Refuses other hosts (421), oversized bodies (413) and bodies that are not JSON (415)."""

    def __init__(
        self, app: App, max_body_bytes: int, allowed_hosts: frozenset[str] | None = None
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.allowed_hosts = allowed_hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the request, then hand it on with its body replayed."""
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if not host_allowed(_header(scope, b"host"), self.allowed_hosts):
            await _refuse(send, 421, _MISDIRECTED)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body_bytes:
            await _refuse(send, 413, self._too_large())
            return
        body = await self._read(receive)
        if body is None:
            await _refuse(send, 413, self._too_large())
            return
        refusal = self._content_type_refusal(scope, body)
        if refusal:
            await _refuse(send, 415, refusal)
            return
        await self.app(scope, _replay(body, receive), send)

    def _too_large(self) -> str:
        return f"the body is over the limit of {self.max_body_bytes} bytes (max_body_bytes)"

    def _content_type_refusal(self, scope: Scope, body: bytes) -> str | None:
        if scope.get("method") not in _BODY_METHODS or not body:
            return None
        content_type = _header(scope, b"content-type") or ""
        if is_json(content_type):
            return None
        shown = content_type or "none"
        return f"the body must be application/json (Content-Type was {shown})"

    async def _read(self, receive: Receive) -> bytes | None:
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return b"".join(chunks)
            chunk = bytes(message.get("body", b""))
            size += len(chunk)
            if size > self.max_body_bytes:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay
