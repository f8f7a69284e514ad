"""The Kafka runtime as the bench runs it: one `all` process, or N processors and M projectors.

`memstream bench --runtime kafka` measures the runtime through its HTTP API. With no
split it starts one `memstream up --runtime kafka` (role `all`); with `--processors N
--projectors M` it starts an `api` process, N `processor` and M `projector` processes
over P partitions, on fresh topics and groups (a namespace of their own on a shared
broker) and one embedded PostgreSQL server that the bench starts and every process
connects to. Qdrant Edge lives inside one process, so a split cluster keeps its vectors
in PostgreSQL (pgvector). Every process's CPU is metered by role.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import httpx
import psutil  # type: ignore[import-untyped, unused-ignore]
from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.cpu import CpuSample, process_meter

START_TIMEOUT: Final = 180.0
SETTLE_TIMEOUT: Final = 120.0
PROJECTIONS: Final = ("project.postgres", "project.vectors")


class ClusterSpec(BaseModel):
    """Which processes to start (no processors and no projectors: one `all` process)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    bootstrap: str = "127.0.0.1:9092"
    processors: int = Field(default=0, ge=0)
    projectors: int = Field(default=0, ge=0)
    partitions: int = Field(default=1, ge=1)
    port: int = Field(default=8431, ge=1, le=65535 - 64)

    @property
    def split(self) -> bool:
        """Whether roles run in processes of their own."""
        return bool(self.processors or self.projectors)


@dataclass(frozen=True)
class Member:
    """One started process: its role, HTTP address and process handle."""

    role: str
    url: str
    process: subprocess.Popen[bytes]


@dataclass(frozen=True)
class Cluster:
    """The URL the API answers on, and a CPU meter over every process by role."""

    url: str
    meter: CpuSample
    members: tuple[Member, ...]


def _healthy(url: str) -> dict[str, Any] | None:
    try:
        response = httpx.get(f"{url}/healthz", timeout=2)
    except httpx.HTTPError:
        return None
    return dict(response.json()) if response.status_code == 200 else None


def _wait_healthy(member: Member, log_dir: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while _healthy(member.url) is None:
        if member.process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{member.role} did not start; see the logs in {log_dir}")
        time.sleep(0.5)


def role_env(
    spec: ClusterSpec, namespace: str, dsn: str | None, keys: Path | None = None
) -> dict[str, str]:
    """The environment every process of one bench cluster shares (one key directory too)."""
    env = {**os.environ, "MEMSTREAM_KAFKA_NAMESPACE": namespace}
    env["MEMSTREAM_PARTITIONS"] = str(spec.partitions)
    if dsn is not None:
        env |= {"MEMSTREAM_PG_DSN": dsn, "MEMSTREAM_VECTORS": "pgvector"}
    if keys is not None:
        env["MEMSTREAM_KEK_DIR"] = str(keys)
    return env


def _start(
    stack: ExitStack, spec: ClusterSpec, role: str, index: int, env: dict[str, str], base: Path
) -> Member:
    """Start `memstream up --runtime kafka --role ROLE` with its own data dir and port."""
    home = base / f"{role}-{index}"
    home.mkdir(parents=True, exist_ok=True)
    port = spec.port + index
    command = [sys.executable, "-m", "memstream.cli", "up", "--runtime", "kafka", "--role", role]
    command += ["--bootstrap", spec.bootstrap, "--data-dir", str(home), "--port", str(port)]
    log = stack.enter_context((home / "server.log").open("wb"))
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    stack.callback(_stop, process)
    return Member(role, f"http://127.0.0.1:{port}", process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


def held(health: dict[str, Any], step: str, topic_part: str) -> set[str]:
    """The partitions (`topic/partition`) a process reports holding for `step` in a topic."""
    return {tp for tp in health.get("assignments", {}).get(step, []) if topic_part in tp}


def settled(healths: Sequence[dict[str, Any]], partitions: int) -> bool:
    """Whether processors hold every interactions partition and projectors every change one."""

    def holders(step: str, topic: str) -> int:
        return len(set().union(*(held(h, step, topic) for h in healths)))

    stages = holders("processor", "interactions")
    return stages >= partitions and all(
        holders(step, "memory-changes") >= partitions for step in PROJECTIONS
    )


def _wait_settled(members: Sequence[Member], partitions: int) -> bool:
    deadline = time.monotonic() + SETTLE_TIMEOUT
    while time.monotonic() < deadline:
        healths = [_healthy(m.url) or {} for m in members]
        if settled(healths, partitions):
            return True
        time.sleep(1.0)
    return False


def _roles(members: Sequence[Member]) -> dict[str, list[Any]]:
    grouped: dict[str, list[Any]] = {}
    for member in members:
        grouped.setdefault(member.role, []).append(psutil.Process(member.process.pid))
    return grouped


@contextmanager
def kafka_cluster(spec: ClusterSpec, data_dir: Path) -> Iterator[Cluster]:
    """Start the processes `spec` asks for on fresh topics; stop them (and PostgreSQL) after."""
    from memstream.pg import start_embedded_postgres, stop_embedded_postgres

    namespace = f"bench-{uuid.uuid4().hex[:8]}-"
    pg_dir = data_dir / "pg"
    with ExitStack() as stack:
        dsn = None
        if spec.split:
            dsn = start_embedded_postgres(pg_dir, cleanup=None).ensure_database("memstream")
            stack.callback(stop_embedded_postgres, pg_dir)
        else:  # the `all` process's own server, should the process die without stopping it
            stack.callback(stop_embedded_postgres, data_dir / "all-0" / "pg")
        env = role_env(spec, namespace, dsn, data_dir / "keys" if spec.split else None)
        plan = [("api", 1), ("processor", spec.processors), ("projector", spec.projectors)]
        if not spec.split:
            plan = [("all", 1)]
        members: list[Member] = []
        for role, count in plan:
            for _ in range(count):
                member = _start(stack, spec, role, len(members), env, data_dir)
                _wait_healthy(member, data_dir)
                members.append(member)
        if spec.split and not _wait_settled(members, spec.partitions):
            raise RuntimeError(f"partitions not all assigned after {SETTLE_TIMEOUT:.0f} s")
        meter = process_meter(_roles(members), pg_dir if spec.split else data_dir / "all-0" / "pg")
        yield Cluster(members[0].url, meter, tuple(members))
