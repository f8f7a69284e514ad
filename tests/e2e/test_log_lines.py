"""A real `memstream up`: every line it writes to stderr is one structlog JSON object.

Embedded PostgreSQL's chatter (initdb, pg_ctl, `PostmasterInfo(...)`), uvicorn's lines and
the OpenTelemetry exporter's complaints (an endpoint where nothing listens) included; at
the default level only memstream's own few lines are shown.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.pg import stop_embedded_postgres
from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from tests.fixtures.server import ServerProcess, free_port, recall_when_projected, wait_healthy

pytestmark = pytest.mark.slow


def run_up(data_dir: Path, **env: str) -> tuple[ServerProcess, Path]:
    """`memstream up` on `data_dir` with stdout and stderr in separate files."""
    port = free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    stderr = data_dir / f"stderr-{port}.log"
    environment = os.environ | env | {"MEMSTREAM_DATA_DIR": str(data_dir)}
    environment |= {"MEMSTREAM_PORT": str(port), "MEMSTREAM_POLL_INTERVAL_SECONDS": "0.05"}
    with stderr.open("wb") as err, (data_dir / "stdout.log").open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "memstream.cli", "up"], env=environment, stdout=out, stderr=err
        )
    server = ServerProcess(data_dir, port, process, stderr)
    wait_healthy(server)
    return server, stderr


def exercise(server: ServerProcess) -> None:
    """Emit, recall, ask for health, and send a bad request: the paths that log."""
    ada = EventFactory(Scope(tenant="acme", user="ada"))
    with MemstreamClient(server.url) as client:
        accepted = client.emit([ada.message("user", "I live in Lisbon. 我喜欢喝茶。")])
        recall_when_projected(client, "acme", "ada", "where", [a.position for a in accepted])
    assert httpx.get(f"{server.url}/healthz").status_code == 200
    assert httpx.post(f"{server.url}/v1/recall", json={"tenant": "acme"}).status_code == 422


def json_lines(path: Path) -> list[dict[str, Any]]:
    """Every line of `path` as a JSON object; fails naming the first line that is not."""
    parsed = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            pytest.fail(f"{path.name}:{number} is not JSON: {line[:200]}")
        assert isinstance(value, dict) and {"event", "level", "timestamp"} <= set(value), line
        parsed.append(value)
    return parsed


@pytest.fixture
def data_dir(tmp_path: Path) -> Iterator[Path]:
    """A data directory whose embedded PostgreSQL is stopped after the test."""
    yield tmp_path / "data"
    stop_embedded_postgres(tmp_path / "data" / "pg")


def test_every_stderr_line_of_memstream_up_is_json(data_dir: Path) -> None:
    # First start, at DEBUG, exporting spans to a port where nothing listens.
    server, stderr = run_up(
        data_dir,
        MEMSTREAM_LOG_LEVEL="DEBUG",
        OTEL_EXPORTER_OTLP_ENDPOINT=f"http://127.0.0.1:{free_port()}",
        OTEL_EXPORTER_OTLP_TIMEOUT="1",
    )
    exercise(server)
    server.stop()
    loud = json_lines(stderr)
    by_logger = Counter(line.get("logger", "memstream") for line in loud)
    # Libraries' lines are there, rendered alike: they were routed, not lost.
    assert by_logger["embedded_postgres"] > 0 and by_logger["uvicorn.error"] > 0
    assert any(name.startswith("opentelemetry") for name in by_logger), by_logger
    assert any("PostmasterInfo(" in line["event"] for line in loud)

    # Second start on the same data, at the default level: memstream's lines only.
    server, stderr = run_up(data_dir)
    exercise(server)
    server.stop()
    quiet = json_lines(stderr)
    assert all(line["level"] != "debug" and "logger" not in line for line in quiet), quiet
    assert [line["event"] for line in quiet] == ["query api started", "query api stopped"]


@pytest.mark.parametrize(
    "command", [["retention", "apply"], ["replay", "--drop-retired"], ["keys", "rotate-kek"]]
)
def test_every_command_that_logs_logs_json(data_dir: Path, command: list[str]) -> None:
    # Commands that start the embedded PostgreSQL of a data directory, at DEBUG.
    environment = os.environ | {"MEMSTREAM_LOG_LEVEL": "DEBUG", "MEMSTREAM_RETENTION_DAYS": "1"}
    stderr = data_dir.parent / "stderr.log"
    with stderr.open("wb") as err:
        done = subprocess.run(
            [sys.executable, "-m", "memstream.cli", *command, "--data-dir", str(data_dir)],
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=err,
            timeout=300,
        )
    assert done.returncode == 0, stderr.read_text(encoding="utf-8")[-2000:]
    # Embedded PostgreSQL's chatter is there, each line one JSON object like memstream's.
    by_logger = Counter(line.get("logger") for line in json_lines(stderr))
    assert by_logger["embedded_postgres"] > 0, by_logger
