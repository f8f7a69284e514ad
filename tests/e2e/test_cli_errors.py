"""The command line's errors: one or two lines that say what to do, and the exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memstream.eval.loadtest_run import SpawnedServer
from tests.fixtures.server import ServerProcess, free_port, start_server

pytestmark = pytest.mark.slow


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memstream.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=os.environ | {"COLUMNS": "200"} | (env or {}),
        check=False,
    )


def short_error(done: subprocess.CompletedProcess[str], code: int) -> str:
    assert done.returncode == code, done.stdout + done.stderr
    lines = done.stderr.strip().splitlines()
    assert 1 <= len(lines) <= 2 and "Traceback" not in done.stderr, done.stderr
    return done.stderr


def test_errors_found_before_any_server_is_asked(tmp_path: Path) -> None:
    bad = tmp_path / "events.jsonl"
    bad.write_text('{"id": "e1"}\n{"id": "e2", oops}\n', encoding="utf-8")
    said = short_error(cli("emit", "--file", str(bad)), 2)
    assert f"{bad}:2: not JSON" in said
    bare = short_error(cli("recall", "hi", "--url", "localhost:8420"), 2)
    assert "did you mean http://localhost:8420" in bare
    nobody = f"http://127.0.0.1:{free_port()}"
    down = short_error(cli("inspect", "--url", nobody), 2)
    assert f"no memstream server answered at {nobody}" in down and "memstream up" in down
    locomo = short_error(cli("eval", "locomo", "--data", str(tmp_path / "none")), 2)
    assert "snap-research/locomo" in locomo


@pytest.fixture(scope="module")
def open_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    from memstream.pg import stop_embedded_postgres

    data_dir = tmp_path_factory.mktemp("cli-errors")
    server = start_server(data_dir)
    yield server
    server.stop()
    stop_embedded_postgres(data_dir / "pg")


def test_a_file_with_a_rejected_event_exits_non_zero(
    open_server: ServerProcess, tmp_path: Path
) -> None:
    good: dict[str, Any] = {"id": "ok-1", "type": "message.posted"}
    good |= {"time": "2026-03-02T09:00:00Z"}
    good |= {"scope": {"tenant": "acme", "user": "kai"}}
    good |= {"payload": {"role": "user", "content": "I live in Oslo."}}
    bad = good | {"id": "bad-1", "payload": {"role": "narrator", "content": "x"}}
    events = tmp_path / "events.jsonl"
    events.write_text("\n".join(json.dumps(e) for e in (good, bad)) + "\n", encoding="utf-8")
    done = cli("emit", "--file", str(events), "--url", open_server.url)
    assert done.returncode == 1
    assert "#0 ok-1" in done.stdout and "rejected #1" in done.stderr


def test_redrive_of_a_missing_dead_letter_says_so_without_a_bar(
    open_server: ServerProcess,
) -> None:
    done = cli("dlq", "redrive", "0:999", "--url", open_server.url)
    said = short_error(done, 2)
    assert "404" in said and "do not exist" in said
    assert "redriving" not in done.stdout + done.stderr


@pytest.fixture(scope="module")
def keyed_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SpawnedServer]:
    env = {"MEMSTREAM_AUTH": "true", "MEMSTREAM_AUTH_CACHE_SECONDS": "0"}
    server = SpawnedServer(tmp_path_factory.mktemp("keyed") / "data", free_port(), env=env)
    server.start()
    yield server
    server.stop()


def test_every_verb_takes_the_key_and_replay_drives_a_server_with_keys(
    keyed_server: SpawnedServer,
) -> None:
    data = ["--data-dir", str(keyed_server.data_dir)]
    made = cli("keys", "create", "-t", "*", "-s", "admin", *data)
    operator = made.stdout.strip()
    made = cli("keys", "create", "-t", "acme", "-s", "ingest", "-s", "recall", "-s", "read", *data)
    tenant_key = made.stdout.strip()
    url = ["--url", keyed_server.url]
    # Without a key: one line that says how to give one.
    refused = short_error(cli("emit", "hello", "-t", "acme", *url), 2)
    assert "set --api-key or MEMSTREAM_API_KEY" in refused
    refused = short_error(cli("replay", "postgres", *url), 2)
    assert "set --api-key or MEMSTREAM_API_KEY" in refused
    # With the flag or the environment, each verb works.
    assert (
        cli(
            "emit", "I live in Oslo.", "-t", "acme", "-u", "kai", *url, "--api-key", tenant_key
        ).returncode
        == 0
    )
    env = {"MEMSTREAM_API_KEY": tenant_key}
    assert cli("recall", "where?", "-t", "acme", "-u", "kai", *url, env=env).returncode == 0
    assert cli("inspect", "-t", "acme", "-u", "kai", *url, env=env).returncode == 0
    replayed = cli("replay", "postgres", *url, "--api-key", operator)
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    assert "is live" in replayed.stdout
