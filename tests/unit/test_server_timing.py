"""The `Server-Timing` header: how long the app took, for a client to tell its wait apart."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.testclient import TestClient

from memstream.query_api.edge import ServerTiming, app_ms


def test_every_answer_says_how_long_the_app_took() -> None:
    app = FastAPI()

    @app.post("/v1/recall")
    async def recall() -> dict[str, str]:
        return {"answer": "绿茶"}

    app.add_middleware(ServerTiming)
    with TestClient(app) as client:
        answer = client.post("/v1/recall", json={})
        missing = client.get("/nowhere")
    for response in (answer, missing):
        took = app_ms(response.headers.get("server-timing"))
        assert took is not None and took >= 0
    assert answer.json() == {"answer": "绿茶"}


def test_the_app_duration_is_read_from_a_server_timing_header() -> None:
    assert app_ms("app;dur=12.50") == 12.5
    assert app_ms('db;dur=3, app;desc="the app";dur=7') == 7.0
    assert app_ms("db;dur=3") is None
    assert app_ms("app;dur=soon") is None
    assert app_ms(None) is None
