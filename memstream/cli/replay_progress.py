"""`memstream replay`: drive a replay (over HTTP or in-process) with a progress bar."""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any

import httpx
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from memstream.config import Settings
from memstream.pipeline.generations import describe
from memstream.producers.client import auth_headers
from memstream.producers.errors import raise_for
from memstream.telemetry import REPLAY_LOG


def _bar(console: Console) -> Progress:
    return Progress(
        TextColumn("[bold]generation {task.fields[generation]}[/bold] {task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
    )


class _Tracker:
    """Turns progress reports (pending records per runner) into a bar."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task: Any = None
        self.total = 0

    def update(self, report: dict[str, Any]) -> None:
        pending = sum(report.get("pending", {}).values())
        self.total = max(self.total, pending, 1)
        generation = report["generation"]["number"]
        if self.task is None:
            self.task = self.progress.add_task(
                report["phase"], total=self.total, generation=generation
            )
        self.progress.update(
            self.task, total=self.total, completed=self.total - pending, description=report["phase"]
        )


def replay_over_http(url: str, api_key: str | None, kind: str, console: Console) -> None:
    """Start a replay on the server at `url` (with the operator's key) and follow it."""
    headers = auth_headers(api_key)
    with httpx.Client(base_url=url, timeout=30, headers=headers) as client:
        started = client.post("/v1/admin/replay", json={"kind": kind})
        raise_for(started)  # a refusal (401 without a key) is the CLI's one-line error
        with _bar(console) as progress:
            tracker = _Tracker(progress)
            report = started.json()
            while report.get("phase") not in ("live", "failed"):
                tracker.update(report)
                time.sleep(0.5)
                polled = client.get("/v1/admin/replay")
                raise_for(polled)
                report = polled.json()
            tracker.update(report)
    _finish(console, report)


def replay_in_process(settings: Settings, kind: str, console: Console) -> None:
    """Replay from this process (on Kafka, or on the data directory's system), then switch."""
    if settings.runtime == "kafka":
        replay_on_kafka(settings, kind, console)
        return
    from memstream.pipeline.replay import Replayer
    from memstream.runtime.composition import open_embedded
    from memstream.runtime.replay import EmbeddedReplayHost

    system = open_embedded(settings)
    try:
        replayer = Replayer(EmbeddedReplayHost(system), log=REPLAY_LOG)
        with _bar(console) as progress:
            tracker = _Tracker(progress)
            track = lambda report: tracker.update(report.as_dict())  # noqa: E731
            with contextlib.suppress(Exception):  # the report says what failed
                asyncio.run(replayer.run(kind, on_progress=track))
        _finish(console, replayer.status() or {})
    finally:
        system.close()


def replay_on_kafka(settings: Settings, kind: str, console: Console) -> None:
    """Run the new generation's workers here until they caught up; the processes follow."""
    from memstream.runtime.kafka.replay import replay_on_kafka as replay

    with _bar(console) as progress:
        tracker = _Tracker(progress)
        try:
            generation = asyncio.run(
                replay(settings, kind, lambda report: tracker.update(report.as_dict()))
            )
        except Exception as exc:
            _finish(console, {"phase": "failed", "error": f"{type(exc).__name__}: {exc}"})
            return
    _finish(console, {"phase": "live", "generation": describe(generation)})


def _finish(console: Console, report: dict[str, Any]) -> None:
    generation = report.get("generation", {})
    if report.get("phase") == "live":
        console.print(f"generation {generation.get('number')} ({generation.get('kind')}) is live")
    else:
        console.print(f"[red]replay failed: {report.get('error')}[/red]")
        raise SystemExit(1)
