"""What a failed command prints: one or two lines that say what to do, never a traceback."""

from __future__ import annotations

import json

import httpx

from memstream.producers.client import UrlWithoutScheme
from memstream.producers.errors import MemstreamUnavailable, RequestRefused, Unauthorized

LOCOMO_HINT = (
    "LoCoMo is the long-conversation memory benchmark of snap-research/locomo on GitHub:"
    " save its data/locomo10.json in a folder and pass that folder as --data."
)


class BadEventsFile(ValueError):
    """A line of an events file is not JSON."""

    def __init__(self, path: str, line: int, error: json.JSONDecodeError) -> None:
        super().__init__(f"{path}:{line}: not JSON ({error.msg}, column {error.colno})")


def explain(exc: BaseException, command: str) -> str | None:
    """The message for an error a user can fix (None: an unexpected error)."""
    if isinstance(exc, Unauthorized):
        return _refused_key(exc)
    if isinstance(exc, RequestRefused):
        fields = "; ".join(f"{f.field}: {f.message}" for f in exc.fields)
        return f"memstream refused the request ({exc.status_code}): {fields or exc.detail}"
    if isinstance(exc, MemstreamUnavailable):
        return f"{exc}\nstart one with `memstream up`, or point --url / MEMSTREAM_URL at it"
    if isinstance(exc, httpx.TransportError):
        return f"memstream did not answer ({type(exc).__name__})"
    if isinstance(exc, UrlWithoutScheme):
        return str(exc)
    if isinstance(exc, BadEventsFile):
        return f"{exc}\neach line of an events file is one JSON event"
    if isinstance(exc, FileNotFoundError):
        return _missing(exc, command)
    return None


def _refused_key(exc: Unauthorized) -> str:
    if exc.status_code == 403:
        return f"memstream refused the API key: {exc.detail}\nuse a key with the scope this needs"
    return (
        f"memstream needs an API key ({exc.status_code}: {exc.detail})\n"
        "set --api-key or MEMSTREAM_API_KEY (make one with `memstream keys create`)"
    )


def _missing(exc: FileNotFoundError, command: str) -> str:
    message = f"not found: {exc.filename}" if exc.filename else str(exc)
    hint = f"\n{LOCOMO_HINT}" if command.startswith("memstream eval locomo") else ""
    return message + hint
