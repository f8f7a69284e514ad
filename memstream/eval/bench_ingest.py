"""Ingest measured step by step, with recall probed while it runs.

Runners are in pipeline order (stages, then the PostgreSQL projection, then vectors), so
a step has caught up when it and every step before it have nothing pending: the time
until the PostgreSQL read model caught up and the time until the vector index did are
told apart (vectors may lag). Recall probes run at a steady rate meanwhile: in a thread
for an in-process engine; for a server (over HTTP) in a process of their own, as an app's
recalls would come (never waiting for the emitter's share of this process's interpreter
lock), each also keeping the time the recall service took (`took_ms`), so that a recall's
time in the server's recall service and its time around it are told apart.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.cpu import CpuSample, spent
from memstream.eval.metrics import Percentiles, percentiles
from memstream.eval.ports import EngineLike, recall_request
from memstream.eval.synthetic import Probe

EMIT_BATCH: Final = 500
POLL_SECONDS: Final = 0.01
Pending = Callable[[], dict[str, int]]
Tick = Callable[[int], None]


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
    recall_during_took_ms: Percentiles | None = Field(
        default=None,
        description="The same recalls as the recall service timed them (`took_ms`): without"
        " HTTP, the request's parsing and the wait for the server's event loop.",
    )
    emit_rate: float | None = Field(
        default=None, description="Events per second the emitter was held to (None: flat out)."
    )
    cpu_seconds: dict[str, float] = Field(
        default_factory=dict,
        description="CPU seconds used from the first emit until caught up, per step (embedded:"
        " its thread), per role (Kafka: its processes) and by the PostgreSQL server.",
    )

    def rate_at(self, step: str) -> float | None:
        """Events per second until `step` caught up (None when not measured)."""
        seconds = self.caught_up_seconds.get(step)
        return self.events / seconds if seconds else None

    def cpu_per_thousand(self) -> dict[str, float]:
        """CPU seconds per 1,000 events, per measured part."""
        if not self.events:
            return {}
        return {part: 1000.0 * seconds / self.events for part, seconds in self.cpu_seconds.items()}


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
        self.took: list[float] = []
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
        _probe_loop(self.engine, self.probes, self.interval, self._stop, self.samples, self.took)


def _probe_loop(
    engine: EngineLike,
    probes: Sequence[Probe],
    interval: float,
    stop: Any,
    samples: list[float],
    took: list[float],
) -> None:
    """Recall the probes in turn every `interval` seconds until `stop` is set; keep the times."""
    index = 0
    while not stop.wait(interval):
        probe = probes[index % len(probes)]
        request = recall_request(probe.tenant, probe.user, probe.query, 800)
        started = time.perf_counter()
        response = engine.recall(request)
        samples.append((time.perf_counter() - started) * 1000)
        if getattr(response, "took_ms", None) is not None:
            took.append(float(response.took_ms))
        index += 1


def _remote_probes(
    url: str, api_key: str | None, probes: Sequence[Probe], interval: float, stop: Any, out: Any
) -> None:
    """The recall process: probe the server at `url`, then send back the times."""
    from memstream.eval.http_engine import HttpEngine

    engine = HttpEngine(url, api_key)
    samples: list[float] = []
    took: list[float] = []
    try:
        _probe_loop(engine, probes, interval, stop, samples, took)
    finally:
        engine.close()
        out.put((samples, took))


class RemoteRecallProbe:
    """Recalls a server at a steady rate from a process of its own until stopped."""

    def __init__(self, url: str, api_key: str | None, probes: Sequence[Probe], rate: float) -> None:
        context = multiprocessing.get_context("spawn")
        self.samples: list[float] = []
        self.took: list[float] = []
        self._stop, self._out = context.Event(), context.Queue()
        args = (url, api_key, list(probes), 1.0 / rate, self._stop, self._out)
        self._process = context.Process(target=_remote_probes, args=args, name="bench-recall")
        self._started = bool(probes)

    def __enter__(self) -> RemoteRecallProbe:
        if self._started:
            self._process.start()
        return self

    def __exit__(self, *_: object) -> None:
        if not self._started:
            return
        self._stop.set()
        self.samples, self.took = self._out.get(timeout=120)
        self._process.join()


def recall_probe(
    engine: EngineLike, probes: Sequence[Probe], rate: float
) -> RecallProbe | RemoteRecallProbe:
    """Recalls while ingest runs: from a process of its own for a server, else a thread."""
    url = getattr(engine, "url", None)
    if isinstance(url, str):
        return RemoteRecallProbe(url, getattr(engine, "api_key", None), probes, rate)
    return RecallProbe(engine, probes, rate)


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


class IngestPlan(BaseModel):
    """How the bench ingests: recall probes meanwhile, the emit rate, the CPU meter."""

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    probes: Sequence[Probe] = ()
    recalls_per_second: float = 10.0
    emit_rate: float | None = Field(default=None, gt=0)
    cpu: CpuSample | None = None
    timeout: float = 7200


def _emit_all(engine: EngineLike, events: Sequence[Any], tick: Tick, rate: float | None) -> None:
    """Emit in batches; at `rate` events per second (batches of a tenth of a second) if given."""
    size = EMIT_BATCH if rate is None else max(1, min(EMIT_BATCH, round(rate / 10)))
    started = time.perf_counter()
    for start in range(0, len(events), size):
        if rate is not None:
            time.sleep(max(0.0, started + start / rate - time.perf_counter()))
        batch = events[start : start + size]
        engine.emit(batch)
        tick(len(batch))


def measure_ingest(
    engine: EngineLike, events: Sequence[Any], tick: Tick, plan: IngestPlan | None = None
) -> IngestResult:
    """Emit (flat out or at a rate) and wait until each step caught up, recalling meanwhile."""
    plan = plan or IngestPlan()
    done: dict[str, float] = {}
    before = plan.cpu() if plan.cpu is not None else {}
    with recall_probe(engine, plan.probes, plan.recalls_per_second) as recalls:
        started = time.perf_counter()
        _emit_all(engine, events, tick, plan.emit_rate)
        _wait_caught_up(engine, started, plan.timeout, done)
        seconds = time.perf_counter() - started
    return IngestResult(
        events=len(events),
        seconds=seconds,
        events_per_second=len(events) / seconds if seconds else 0.0,
        caught_up_seconds=done,
        recall_during_ms=percentiles(recalls.samples) if recalls.samples else None,
        recall_during_took_ms=percentiles(recalls.took) if recalls.took else None,
        emit_rate=plan.emit_rate,
        cpu_seconds=spent(before, plan.cpu()) if plan.cpu is not None else {},
    )
