"""The official MCP conformance suite (npm) against `memstream mcp --transport http`.

Scenarios: server-initialize, ping, tools-list, resources-list, prompts-list and
dns-rebinding-protection (the ones that apply to a server with memstream's tools).
`ops/mcp-conformance.sh` installs the suite once into the cache.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.fixtures.server import free_port

pytestmark = pytest.mark.slow
SCRIPT = Path(__file__).parents[2] / "ops" / "mcp-conformance.sh"


def test_the_applicable_conformance_scenarios_pass() -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/mcp"
    memstream = f"http://127.0.0.1:{free_port()}"  # listing needs no memstream behind it
    args = ["mcp", "-t", "acme", "-u", "ada", "--url", memstream]
    args += ["--transport", "http", "--port", str(port)]
    server = subprocess.Popen(
        [sys.executable, "-m", "memstream.cli", *args], stderr=subprocess.DEVNULL
    )
    try:
        for _ in range(300):
            try:
                httpx.get(url, timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        done = subprocess.run(
            ["bash", str(SCRIPT), "run", url], capture_output=True, text=True, timeout=600
        )
    finally:
        server.terminate()
        server.wait(30)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("Passed:") == 6
    assert "FAILURE" not in done.stdout
