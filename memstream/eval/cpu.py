"""CPU seconds spent while the bench ingests: per step, per process role, and PostgreSQL's.

A capacity model needs CPU per event of each part, which wall time on a shared machine
does not give. The embedded runtime runs each step in a thread named after it, so a
step's CPU is its thread's; the Kafka runtime runs roles in processes, so a role's CPU
is its processes'. The embedded PostgreSQL server is a process tree of its own (its
exited backends are counted in the postmaster's children times).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped, unused-ignore]

CpuSample = Callable[[], dict[str, float]]
"""CPU seconds used so far, by part (a step, a role, `postgres`)."""


def process_seconds(process: Any) -> float:
    """User and system CPU of a process and of its children it has waited for."""
    try:
        times = process.cpu_times()
    except psutil.Error:
        return 0.0
    return float(times.user + times.system + times.children_user + times.children_system)


def tree_seconds(process: Any) -> float:
    """CPU of a process and of every live descendant."""
    try:
        children = process.children(recursive=True)
    except psutil.Error:
        children = []
    return process_seconds(process) + sum(process_seconds(child) for child in children)


def postmaster(pg_dir: Path | None) -> Any | None:
    """The embedded PostgreSQL server running on `pg_dir` (None when there is none)."""
    if pg_dir is None or not (pg_dir / "postmaster.pid").exists():
        return None
    try:
        return psutil.Process(int((pg_dir / "postmaster.pid").read_text().split()[0]))
    except (psutil.Error, ValueError, IndexError):
        return None


def thread_seconds(names: Sequence[str]) -> dict[str, float]:
    """CPU of this process's threads with the given names (summed per name)."""
    wanted = set(names)
    by_id = {t.native_id: t.name for t in threading.enumerate() if t.name in wanted}
    spent = dict.fromkeys(names, 0.0)
    for thread in psutil.Process().threads():
        name = by_id.get(thread.id)
        if name is not None:
            spent[name] += thread.user_time + thread.system_time
    return spent


def thread_meter(names: Sequence[str], pg_dir: Path | None) -> CpuSample:
    """Samples the named threads of this process, all of it (`process`) and PostgreSQL."""

    def sample() -> dict[str, float]:
        spent = thread_seconds(names)
        spent["process"] = process_seconds(psutil.Process())
        server = postmaster(pg_dir)
        if server is not None:
            spent["postgres"] = tree_seconds(server)
        return spent

    return sample


def process_meter(roles: Mapping[str, Sequence[Any]], pg_dir: Path | None) -> CpuSample:
    """Samples processes grouped by role (summed per role) and the PostgreSQL server."""

    def sample() -> dict[str, float]:
        spent = {role: sum(tree_seconds(p) for p in group) for role, group in roles.items()}
        server = postmaster(pg_dir)
        if server is not None:
            spent["postgres"] = tree_seconds(server)
        return spent

    return sample


def spent(before: Mapping[str, float], after: Mapping[str, float]) -> dict[str, float]:
    """CPU seconds used between two samples, per part present in both."""
    return {part: max(0.0, after[part] - before[part]) for part in after if part in before}
