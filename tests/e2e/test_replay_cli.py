"""`memstream replay` against a running server: a new generation goes live, recall goes on."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable

import pytest

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow


def test_replay_command_switches_the_server_to_a_new_generation(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    dana = EventFactory(Scope(tenant="acme", user="dana", session="s1"))
    with MemstreamClient(server.url) as client:
        # Learn something.
        accepted = client.emit([dana.message("user", "I prefer tables for comparisons.")])
        positions = [a.position for a in accepted]
        before = recall_when_projected(client, "acme", "dana", "how to compare?", positions)
        # Replay everything from the interactions topic through the CLI.
        done = subprocess.run(
            [sys.executable, "-m", "memstream.cli", "replay", "interactions", "--url", server.url],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        assert "generation 2 (reprocess) is live" in done.stdout
        # The server now answers from generation 2, with the same memory.
        health = client.health()
        after = client.recall("acme", "dana", "how to compare?")
    assert health["generation"]["number"] == 2
    assert [h["memory_id"] for h in after["preferences"]] == [
        h["memory_id"] for h in before["preferences"]
    ]
