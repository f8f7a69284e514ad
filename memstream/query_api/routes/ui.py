"""`/ui`: the memory page, where a user sees, corrects and forgets what is remembered.

Plain HTML, JavaScript and CSS (no build step) served from `query_api/static/ui/`. The
page is a client of this API like any other: it reads `GET /v1/users/{user}/memories`
and every change it makes is a command event posted to `POST /v1/events`, with the API
key the user gives it sent as `Authorization: Bearer`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse, RedirectResponse

from memstream.query_api.auth import public

router = APIRouter(include_in_schema=False, dependencies=[public()])
"""The page itself is public static content; every API call it makes carries the user's key."""
STATIC: Final = Path(__file__).resolve().parent.parent / "static" / "ui"
ASSETS: Final = {
    "app.js": "text/javascript",
    "strings.js": "text/javascript",
    "style.css": "text/css",
}
HEADERS: Final = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self';"
        " img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}


@router.get("/ui")
def page() -> FileResponse:
    """The memory page."""
    return FileResponse(STATIC / "index.html", media_type="text/html", headers=HEADERS)


@router.get("/ui/")
def page_slash() -> RedirectResponse:
    """`/ui/` is `/ui` (the page's assets are relative to /ui)."""
    return RedirectResponse("/ui", status_code=308)


@router.get("/ui/{name}")
def asset(name: str) -> FileResponse:
    """The page's scripts and style sheet (nothing else is served from here)."""
    media_type = ASSETS.get(name)
    if media_type is None:
        raise HTTPException(404, "not found")
    return FileResponse(STATIC / name, media_type=media_type, headers=HEADERS)
