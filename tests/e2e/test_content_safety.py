"""No message content or memory text in the logs at the default level; no user id in
the logs or as a metric label. Traffic of every kind runs against a real `memstream up`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow

USER = "zebra-user-7731"
SECRETS = (
    "marmalade-phrase-8472",
    "Quokka Street",
    "秘密果酱短语",
    "上海市黄浦区",
)


def traffic(client: MemstreamClient, url: str) -> None:
    """Messages, a remember, recalls, inspection, export, a forget and an erase."""
    factory = EventFactory(Scope(tenant="acme", user=USER, session="s1"))
    results = client.emit(
        [
            factory.message(
                "user", f"I live on {SECRETS[1]} and my password hint is {SECRETS[0]}."
            ),
            factory.message("user", f"我住在{SECRETS[3]}，我的暗号是{SECRETS[2]}。"),
            factory.remember(f"The phrase is {SECRETS[0]}"),
            factory.message("assistant", f"Noted: {SECRETS[1]}."),
        ]
    )
    positions = [r.position for r in results]
    recall_when_projected(client, "acme", USER, f"where do I live {SECRETS[1]}", positions)
    client.recall("acme", USER, f"暗号 {SECRETS[2]}")
    client.memories("acme", USER)
    with httpx.Client(base_url=url, timeout=60) as http:
        params = {"tenant": "acme"}
        assert http.get(f"/v1/users/{USER}/export", params=params).status_code == 200
        forget = {"tenant": "acme", "match": SECRETS[0]}
        assert http.post(f"/v1/users/{USER}/forget/preview", json=forget).status_code == 200
        accepted = http.post(f"/v1/users/{USER}/forget", json=forget)
        assert accepted.status_code == 202
        recall_when_projected(client, "acme", USER, "anything", [accepted.json()["position"]])
        erased = http.post(f"/v1/users/{USER}/erase", json={"tenant": "acme"})
        assert erased.status_code == 202
        recall_when_projected(client, "acme", USER, "anything", [erased.json()["position"]])


def test_logs_and_metrics_hold_no_content_and_no_user_id(
    server_factory: Callable[..., ServerProcess], tmp_path: Path
) -> None:
    server = server_factory()
    with MemstreamClient(server.url) as client:
        traffic(client, server.url)
        metrics = httpx.get(f"{server.url}/metrics", timeout=30).text
    server.stop()
    logs = server.log_path.read_text(encoding="utf-8")
    assert "query api started" in logs  # the log was captured at the default level
    assert "memstream_records_processed_total" in metrics
    for needle in (*SECRETS, USER):
        assert needle not in logs, f"{needle!r} in the server log"
        assert needle not in metrics, f"{needle!r} in /metrics"
