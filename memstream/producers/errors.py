"""What the HTTP clients raise: the server's refusal with its field details, or no server.

Every error is an `httpx.HTTPError` too, so code that caught httpx's errors still does.
"""

from __future__ import annotations

from typing import Any

import httpx

from memstream.producers.results import EmitResult, FieldError


class MemstreamError(Exception):
    """Base of the client's errors."""


class MemstreamUnavailable(MemstreamError, httpx.TransportError):
    """No memstream server answered at the URL (refused, unreachable, or too slow)."""

    def __init__(self, url: str, cause: httpx.HTTPError) -> None:
        self.reason = type(cause).__name__
        super().__init__(f"no memstream server answered at {url} ({self.reason})")
        self.url = url


class RequestRefused(MemstreamError, httpx.HTTPStatusError):
    """The server refused a request: its status, its reason and every field at fault."""

    def __init__(self, response: httpx.Response) -> None:
        self.status_code = response.status_code
        self.detail, self.fields = refusal(response)
        super().__init__(self._message(), request=response.request, response=response)

    def _message(self) -> str:
        fields = "; ".join(f"{f.field}: {f.message}" for f in self.fields)
        return f"memstream answered {self.status_code}: {fields or self.detail}"


class Unauthorized(RequestRefused):
    """401 or 403: the API key is missing, unknown, revoked, or lacks the scope."""


class NotFound(RequestRefused):
    """404: no such user, memory, command or route."""


class EventsRejected(MemstreamError):
    """Some events of a batch were invalid; the valid ones were still accepted."""

    def __init__(self, accepted: list[EmitResult], rejected: list[dict[str, Any]]) -> None:
        details = "; ".join(
            f"#{r['index']}: " + ", ".join(f"{e['field']}: {e['message']}" for e in r["errors"])
            for r in rejected
        )
        super().__init__(f"{len(rejected)} event(s) rejected ({details})")
        self.accepted = accepted
        self.rejected = rejected


def refusal(response: httpx.Response) -> tuple[str, list[FieldError]]:
    """The reason of an error answer, and its fields at fault (FastAPI's `detail` list)."""
    try:
        detail = response.json().get("detail", "")
    except (ValueError, AttributeError):
        return response.text[:500] or response.reason_phrase, []
    if isinstance(detail, list):
        fields = [_field_error(item) for item in detail if isinstance(item, dict)]
        return "invalid request", fields
    return str(detail) or response.reason_phrase, []


def _field_error(item: dict[str, Any]) -> FieldError:
    location = [str(part) for part in item.get("loc", []) if part not in ("body", "query")]
    return FieldError(field=".".join(location) or "request", message=str(item.get("msg", "")))


def raise_for(response: httpx.Response) -> None:
    """Raise the client error an error answer means (nothing for a success)."""
    code = response.status_code
    if code < 400:
        return
    if code in (401, 403):
        raise Unauthorized(response)
    if code == 404:
        raise NotFound(response)
    raise RequestRefused(response)
