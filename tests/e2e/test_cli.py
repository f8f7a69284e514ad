"""The command line and the async client against a real server."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from memstream.producers import AsyncMemstreamClient, EventFactory
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess

pytestmark = pytest.mark.slow


def cli(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "memstream.cli", *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_emit_recall_and_inspect_from_the_command_line(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    who = ("-t", "acme", "-u", "cli-user", "--url", server.url)
    # Emit two messages, one in Chinese.
    assert "→ memstream.interactions.v1/0/" in cli("emit", "My name is Kai.", *who)
    cli("emit", "以后请用中文回答。", *who)
    # Recall explains what it chose; inspect shows why each memory exists.
    packet = cli("recall", "回答用什么语言？", *who)
    assert "中文" in packet
    assert "reasons" not in packet and "—" in packet
    inspected = cli("inspect", *who)
    assert "profile.name" in inspected and "Kai" in inspected
    assert "why: profile" in inspected


async def test_the_async_client_emits_and_recalls(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    lee = EventFactory(Scope(tenant="acme", user="lee"))
    async with AsyncMemstreamClient(server.url) as client:
        accepted = await client.emit([lee.message("user", "I live in Lisbon.")])
        positions = [a.position for a in accepted]
        for _ in range(12):  # bounded read-your-writes, asked again on a loaded machine
            answer = await client.recall(
                "acme", "lee", "where do I live?", wait_for=positions, wait_timeout_ms=10_000
            )
            if not answer.degraded:
                break
    assert any("Lisbon" in hit.content for hit in answer.profile)


def test_the_demo_learns_and_recalls(tmp_path: Path) -> None:
    from memstream.pg import stop_embedded_postgres

    try:
        out = cli("demo", "--data-dir", str(tmp_path / "demo"))
    finally:
        stop_embedded_postgres(tmp_path / "demo" / "pg")
    assert "What memstream learned" in out
    assert "Acme Robotics" in out and "上海" in out
    assert "recall: 上次我们聊了什么？" in out
    assert "[debug" not in out and "processed" not in out  # results, not the pipeline's log
