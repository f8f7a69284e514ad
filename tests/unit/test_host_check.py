"""A loopback server answers only to loopback host names (and the configured ones)."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.query_api.edge import allowed_hosts
from memstream.query_api.guard import LOOPBACK_NAMES, EdgeGuard, host_allowed, host_name


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("127.0.0.1:8420", "127.0.0.1"),
        ("LOCALHOST", "localhost"),
        ("localhost.:8420", "localhost"),
        ("[::1]:8420", "::1"),
        ("[::1]", "::1"),
        ("evil.example:8420", "evil.example"),
        ("例子.测试:8420", "例子.测试"),
    ],
)
def test_the_host_name_of_a_header(header: str, name: str) -> None:
    assert host_name(header) == name


@pytest.mark.parametrize(
    "header", ["evil.example", "127.0.0.1.evil.example", "例子.测试", "127.0.0.2", "", None]
)
def test_other_hosts_are_not_loopback_names(header: str | None) -> None:
    assert not host_allowed(header, LOOPBACK_NAMES)
    assert host_allowed(header, None)  # no list: every host


def test_a_loopback_server_has_a_list_and_a_public_one_only_if_configured() -> None:
    assert allowed_hosts(Settings(host="127.0.0.1")) == LOOPBACK_NAMES
    local = allowed_hosts(Settings(host="::1", allowed_hosts=["Mem.Local"]))
    assert local == frozenset({*LOOPBACK_NAMES, "mem.local"})
    assert allowed_hosts(Settings(host="0.0.0.0")) is None
    assert allowed_hosts(Settings(host="0.0.0.0", allowed_hosts=["api.example"])) == frozenset(
        {"api.example"}
    )


def _client(base_url: str) -> TestClient:
    app = FastAPI()

    @app.get("/healthz")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    app.add_middleware(EdgeGuard, max_body_bytes=1024, allowed_hosts=LOOPBACK_NAMES)
    return TestClient(app, base_url=base_url)


@pytest.mark.parametrize("base_url", ["http://127.0.0.1:8420", "http://localhost", "http://[::1]"])
def test_loopback_names_pass(base_url: str) -> None:
    assert _client(base_url).get("/healthz").status_code == 200


def test_a_rebound_name_is_refused_with_421() -> None:
    response = _client("http://attacker.example:8420").get("/healthz")
    assert response.status_code == 421
    assert "MEMSTREAM_ALLOWED_HOSTS" in response.json()["detail"]
