"""Ingest measured step by step, with recall probed while it runs.

Runners are in pipeline order (stages, then the PostgreSQL projection, then vectors), so
a step has caught up when it and every step before it have nothing pending: the time
until the PostgreSQL read model caught up and the time until the vector index did are
told apart (vectors may lag). Recall probes run in a thread at a steady rate meanwhile.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.metrics import Percentiles, percentiles
from memstream.eval.ports import EngineLike, recall_request
from memstream.eval.synthetic import Probe

EMIT_BATCH: Final = 500
POLL_SECONDS: Final = 0.01
Pending = Callable[[], dict[str, int]]


class IngestResult(BaseModel):
    """End-to-end ingest: events emitted until every read model caught up."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    events: int
    seconds: float
    events_per_second: float
    caught_up_seconds: dict[str, float] = Field(
        default_factory=dict,
        description="Per step: seconds from the first emit until it and every step before it"
        " had nothing pending.",
    )
    recall_during_ms: Percentiles | None = None

    def rate_at(self, step: str) -> float | None:
        """Events per second until `step` caught up (None when not measured)."""
        seconds = self.caught_up_seconds.get(step)
        return self.events / seconds if seconds else None


def pending_of(engine: EngineLike) -> Pending | None:
    """The engine's per-step pending counts, in pipeline order (None if it does not say)."""
    runtime = getattr(getattr(engine, "system", None), "runtime", None)
    pending = getattr(runtime, "pending", None)
    return pending if callable(pending) else None


def caught_up_steps(pending: dict[str, int], done: dict[str, float], elapsed: float) -> None:
    """Record `elapsed` for each step newly caught up with all the steps before it."""
    for step, count in pending.items():
        if count:
            return
        done.setdefault(step, elapsed)


class RecallProbe:
    """Recalls at a steady rate in a thread until stopped; keeps the latencies."""

    def __init__(self, engine: EngineLike, probes: Sequence[Probe], per_second: float) -> None:
        self.engine, self.probes, self.interval = engine, list(probes), 1.0 / per_second
        self.samples: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-recall", daemon=True)

    def __enter__(self) -> RecallProbe:
        if self.probes:
            self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        index = 0
        while not self._stop.wait(self.interval):
            probe = self.probes[index % len(self.probes)]
            request = recall_request(probe.tenant, probe.user, probe.query, 800)
            started = time.perf_counter()
            self.engine.recall(request)
            self.samples.append((time.perf_counter() - started) * 1000)
            index += 1


def _wait_caught_up(
    engine: EngineLike, started: float, timeout: float, done: dict[str, float]
) -> None:
    pending = pending_of(engine)
    if pending is None:
        engine.wait_until_idle(timeout=timeout)
        return
    deadline = time.monotonic() + timeout
    while True:
        counts = pending()
        caught_up_steps(counts, done, time.perf_counter() - started)
        if len(done) == len(counts):
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"pipeline not idle after {timeout}s: {counts}")
        time.sleep(POLL_SECONDS)


def measure_ingest(
    engine: EngineLike,
    events: Sequence[Any],
    tick: Callable[[int], None],
    probes: Sequence[Probe] = (),
    recalls_per_second: float = 10.0,
    timeout: float = 7200,
) -> IngestResult:
    """Emit in batches and wait until each step caught up, recalling meanwhile."""
    done: dict[str, float] = {}
    with RecallProbe(engine, probes, recalls_per_second) as recalls:
        started = time.perf_counter()
        for start in range(0, len(events), EMIT_BATCH):
            batch = events[start : start + EMIT_BATCH]
            engine.emit(batch)
            tick(len(batch))
        _wait_caught_up(engine, started, timeout, done)
        seconds = time.perf_counter() - started
    return IngestResult(
        events=len(events),
        seconds=seconds,
        events_per_second=len(events) / seconds if seconds else 0.0,
        caught_up_seconds=done,
        recall_during_ms=percentiles(recalls.samples) if recalls.samples else None,
    )
