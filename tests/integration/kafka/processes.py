"""Run `memstream up --runtime kafka --role ...` as real child processes."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from memstream.config import Settings
from memstream.runtime.kafka.topology import KafkaEnv
from tests.fixtures.server import ServerProcess, free_port, wait_healthy


def process_env(settings: Settings, kafka_env: KafkaEnv, **extra: str) -> dict[str, str]:
    """The environment that gives a child process these settings."""
    values = {
        "MEMSTREAM_DATA_DIR": str(settings.data_dir),
        "MEMSTREAM_KAFKA_BOOTSTRAP": settings.kafka_bootstrap,
        "MEMSTREAM_PARTITIONS": str(settings.partitions),
        "MEMSTREAM_VECTORS": settings.vectors,
        "MEMSTREAM_BATCH_SIZE": str(settings.batch_size),
        "MEMSTREAM_KAFKA_NAMESPACE": kafka_env.namespace,
        "MEMSTREAM_KAFKA_COMMIT_INTERVAL_SECONDS": str(kafka_env.commit_interval_seconds),
    }
    if settings.pg_dsn:
        values["MEMSTREAM_PG_DSN"] = settings.pg_dsn
    if settings.qdrant_url:
        values["MEMSTREAM_QDRANT_URL"] = settings.qdrant_url
    inherited = {k: v for k, v in os.environ.items() if not k.startswith(("MEMSTREAM_", "OTEL_"))}
    return inherited | values | extra


def start_role(role: str, env: Mapping[str, str], log_dir: Path) -> ServerProcess:
    """Start one process in `role`; return once it started (it may die later, e.g. on a fault)."""
    port = free_port()
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"{role}-{port}.log"
    command = [sys.executable, "-m", "memstream.cli", "up", "--runtime", "kafka", "--role", role]
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            command, env={**env, "MEMSTREAM_PORT": str(port)}, stdout=log, stderr=log
        )
    return ServerProcess(log_dir, port, process, log_path)


@contextmanager
def running_role(role: str, env: Mapping[str, str], log_dir: Path) -> Iterator[ServerProcess]:
    """A healthy process in `role`, stopped (SIGTERM) when the block exits."""
    server = start_role(role, env, log_dir)
    try:
        wait_healthy(server)
        yield server
    finally:
        server.stop()
