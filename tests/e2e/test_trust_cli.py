"""`memstream up` refuses an open non-loopback interface; keys, export and erase from the CLI
against a real server that requires keys.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from memstream.eval.loadtest_run import SpawnedServer, free_port

pytestmark = pytest.mark.slow


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstream.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=os.environ | (env or {}),
        check=False,
    )


def test_up_refuses_to_serve_another_interface_without_keys(tmp_path: Path) -> None:
    done = cli("up", "--host", "0.0.0.0", "--no-auth", "--data-dir", str(tmp_path))
    assert done.returncode == 2
    assert "--allow-no-auth" in done.stdout + done.stderr
    assert not (tmp_path / "pg").exists()  # refused before anything started


@pytest.fixture
def server(tmp_path: Path) -> Iterator[SpawnedServer]:
    env = {"MEMSTREAM_AUTH": "true", "MEMSTREAM_AUTH_CACHE_SECONDS": "0"}
    server = SpawnedServer(tmp_path / "data", free_port(), env=env)
    server.start()
    yield server
    server.stop()


def test_keys_made_on_the_cli_open_the_api_and_revoked_ones_do_not(server: SpawnedServer) -> None:
    data = ["--data-dir", str(server.data_dir)]
    created = cli(
        "keys",
        "create",
        "-t",
        "acme",
        "-s",
        "ingest",
        "-s",
        "read",
        "-s",
        "admin",
        "-s",
        "recall",
        "--name",
        "ci",
        *data,
    )
    assert created.returncode == 0, created.stderr
    token = created.stdout.strip()
    assert token.startswith("msk_acme_")
    listed = cli("keys", "list", "-t", "acme", "--json", *data)
    [key] = [json.loads(line) for line in listed.stdout.splitlines()]
    assert key["tenant"] == "acme" and token not in listed.stdout
    # Without a key: 401. With it: the CLI emits, exports and erases.
    assert (
        httpx.get(f"{server.url}/v1/users/me/memories", params={"tenant": "acme"}).status_code
        == 401
    )
    key_env = {"MEMSTREAM_API_KEY": token, "MEMSTREAM_URL": server.url}
    emitted = cli("emit", "I prefer green tea.", "-t", "acme", "-u", "me", env=key_env)
    assert emitted.returncode == 0, emitted.stderr
    exported = cli("export", "-t", "acme", "-u", "me", "--events-only", env=key_env)
    assert exported.returncode == 0, exported.stderr
    [line] = exported.stdout.splitlines()
    assert json.loads(line)["event"]["payload"]["content"] == "I prefer green tea."
    erased = cli("erase", "-t", "acme", "-u", "me", "--wait", env=key_env)
    accepted, done = (json.loads(line) for line in erased.stdout.splitlines())
    assert erased.returncode == 0 and accepted["command_id"] == done["command_id"]
    assert done["state"] == "done" and done["keys_shredded"] == 1
    # The operator rotates the key-encryption key on the CLI; the server reads on.
    rotated = cli("keys", "rotate-kek", *data)
    assert rotated.returncode == 0 and "rotated" in rotated.stdout  # a result, not a log
    again = cli("emit", "我喜欢喝绿茶。", "-t", "acme", "-u", "me", env=key_env)
    assert again.returncode == 0, again.stderr
    exported = cli("export", "-t", "acme", "-u", "me", "--events-only", env=key_env)
    assert "我喜欢喝绿茶。" in exported.stdout and "green tea" not in exported.stdout
    # Revoked on the CLI: refused from then on.
    assert key["key_id"] in created.stderr
    assert cli("keys", "revoke", key["key_id"], *data).returncode == 0
    headers = {"Authorization": f"Bearer {token}"}
    url = f"{server.url}/v1/users/me/memories"
    assert httpx.get(url, params={"tenant": "acme"}, headers=headers).status_code == 401
