"""Running the load test: against a server, or on a server it spawns (and kills -9)."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from memstream.eval.loadtest import (
    LoadConfig,
    LoadReport,
    RunState,
    client_for,
    drive,
    percentile_ms,
)
from memstream.eval.loadtest_audit import AuditFindings, audit, settle


def free_port() -> int:
    """A loopback TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class SpawnedServer:
    """A `memstream up` this tool runs on loopback, on a data directory."""

    data_dir: Path
    port: int
    process: subprocess.Popen[bytes] | None = None
    env: dict[str, str] = field(default_factory=dict)
    """Extra environment of the server (e.g. `MEMSTREAM_AUTH=true`)."""

    @property
    def url(self) -> str:
        """Where it listens."""
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 180.0) -> None:
        """Start it and wait until /healthz answers."""
        env = os.environ | {
            "MEMSTREAM_DATA_DIR": str(self.data_dir),
            "MEMSTREAM_PORT": str(self.port),
            "MEMSTREAM_HOST": "127.0.0.1",
            **self.env,
        }
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with (self.data_dir / "loadtest-server.log").open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "memstream.cli", "up"], env=env, stdout=log, stderr=log
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited; see {self.data_dir / 'loadtest-server.log'}")
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.2)
        raise TimeoutError("server not healthy in time")

    def kill9(self) -> None:
        """SIGKILL: no cleanup of any kind runs."""
        if self.process is not None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(60)

    def stop(self) -> None:
        """Stop it (SIGTERM, then SIGKILL) and the embedded PostgreSQL of its directory."""
        from memstream.pg import stop_embedded_postgres

        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.kill9()
        stop_embedded_postgres(self.data_dir / "pg")


def killer(server: SpawnedServer, after: int) -> Callable[[RunState], Awaitable[int]]:
    """A chaos task: kill -9 the server once `after` events were acknowledged, restart it."""

    async def chaos(state: RunState) -> int:
        while state.running() and len(state.acknowledged) < after:
            await asyncio.sleep(0.05)
        if not state.running():
            return 0
        server.kill9()
        await asyncio.to_thread(server.start)
        return 1

    return chaos


def report(
    state: RunState, took: float, kills: int, findings: AuditFindings, settled: float
) -> LoadReport:
    """The figures of a run."""
    count = len(state.acknowledged)
    return LoadReport(
        run=state.run,
        acknowledged=count,
        seconds=round(took, 2),
        events_per_second=round(count / took, 1) if took else 0.0,
        emit_p50_ms=percentile_ms(state.emit_ms, 0.5),
        emit_p95_ms=percentile_ms(state.emit_ms, 0.95),
        recalls=len(state.recall_ms),
        recall_p50_ms=percentile_ms(state.recall_ms, 0.5),
        recall_p95_ms=percentile_ms(state.recall_ms, 0.95),
        errors=dict(state.errors),
        kills=kills,
        settle_seconds=round(settled, 2),
        **vars(findings),
    )


async def run_load(
    config: LoadConfig, chaos: Callable[[RunState], Awaitable[int]] | None = None
) -> LoadReport:
    """Drive the load, wait for the pipeline, audit, report."""
    state, took, kills = await drive(config, chaos)
    async with client_for(config) as client:
        started = time.monotonic()
        if not await settle(client, state):
            state.errors["audit: projections still behind"] += 1
        settled = time.monotonic() - started
        findings = await audit(client, state)
    return report(state, took, kills, findings, settled)


def run_spawned(config: LoadConfig, data_dir: Path, kill_after: int | None) -> LoadReport:
    """Run on a server this tool starts on `data_dir` (killed -9 once after `kill_after`)."""
    server = SpawnedServer(data_dir, free_port())
    server.start()
    try:
        chaos = killer(server, kill_after) if kill_after is not None else None
        return asyncio.run(run_load(config.model_copy(update={"url": server.url}), chaos))
    finally:
        server.stop()
