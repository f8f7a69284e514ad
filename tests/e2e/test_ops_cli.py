"""`memstream trace`, `stats` and `dlq` against a real server."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow


def cli(*args: str, code: int = 0) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "memstream.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=os.environ | {"COLUMNS": "200"},
    )
    assert done.returncode == code, done.stdout + done.stderr
    return done.stdout + done.stderr


def test_trace_stats_and_dlq_from_the_command_line(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    scope = Scope(tenant="acme", user="kai")
    with MemstreamClient(server.url) as client:
        accepted = client.emit([EventFactory(scope).message("user", "My name is Kai.")])
        recall_when_projected(client, "acme", "kai", "name", [accepted[0].position])
        name = next(m for m in client.memories("acme", "kai") if m["key"] == "profile.name")
    who = ("-t", "acme", "-u", "kai", "--url", server.url)
    # Why the memory exists: the event, the candidate, the decision.
    traced = cli("trace", name["id"], *who)
    assert "“My name is Kai.”" in traced and "profile.name" in traced and "created" in traced
    # Why recall chose it.
    explained = cli("trace", "--recall", "what is my name?", *who)
    assert "route" in explained and "why:" in explained and "Kai" in explained
    # Counts.
    counted = cli("stats", *who)
    assert "memories · profile · active" in counted and "decisions · created" in counted
    assert "dead letters" in counted
    # No dead letters here; a redrive of nothing is refused with a clear message.
    assert "0 dead letters" in cli("dlq", "list", "--url", server.url)
    refused = cli("dlq", "redrive", "--url", server.url, code=2)
    assert "PARTITION:OFFSET records or --all" in refused
    assert "404" in cli("trace", "nope", *who, code=2)
