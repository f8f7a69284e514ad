"""Ingest measured step by step, with recall probed while it runs.

Runners are in pipeline order (stages, then the PostgreSQL projection, then vectors), so
a step has caught up when it and every step before it have nothing pending: the time
until the PostgreSQL read model caught up and the time until the vector index did are
told apart (vectors may lag). Recall probes run at a steady rate meanwhile: in a thread
for an in-process engine; for a server (over HTTP) in a process of their own, as an app's
recalls would come (never waiting for the emitter's share of this process's interpreter
lock), each also keeping the time the recall service took (`took_ms`), so that a recall's
time in the server's recall service and its time around it are told apart. That process
warms up (starts, connects, recalls once unmeasured) before ingest begins, and every probe
recalls once before it first looks whether to stop: even a two-second ingest is measured.
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
READY_SECONDS: Final = 120.0
"""How long the recall process may take to start, connect and warm up."""
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
    recall_during_app_ms: Percentiles | None = Field(
        default=None,
        description="The same recalls as the server's app timed them (`Server-Timing`): without"
        " the connection, the HTTP parser and the wait until the event loop starts the request.",
    )
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


class Times:
    """A probe's recall times: round trips, and what the server's app and service said."""

    def __init__(self) -> None:
        self.samples: list[float] = []
        self.took: list[float] = []
        self.app: list[float] = []

    def keep(self, engine: EngineLike, response: Any, started: float) -> None:
        """Keep one recall's round trip, its `took_ms` and its app time (each if known)."""
        self.samples.append((time.perf_counter() - started) * 1000)
        if getattr(response, "took_ms", None) is not None:
            self.took.append(float(response.took_ms))
        app = getattr(engine, "last_app_ms", None)
        if app is not None:
            self.app.append(float(app))


class RecallProbe:
    """Recalls at a steady rate in a thread until stopped; keeps the latencies."""

    def __init__(self, engine: EngineLike, probes: Sequence[Probe], per_second: float) -> None:
        self.engine, self.probes, self.interval = engine, list(probes), 1.0 / per_second
        self.times = Times()
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
        _probe_loop(self.engine, self.probes, self.interval, self._stop, self.times)


def _probe_loop(
    engine: EngineLike, probes: Sequence[Probe], interval: float, stop: Any, times: Times
) -> None:
    """Recall the probes in turn every `interval` seconds until `stop` is set; keep the times.

    The first recall comes at once, before `stop` is looked at: a probe measures at least once.
    """
    index = 0
    while True:
        probe = probes[index % len(probes)]
        request = recall_request(probe.tenant, probe.user, probe.query, 800)
        started = time.perf_counter()
        times.keep(engine, engine.recall(request), started)
        index += 1
        if stop.wait(interval):
            return


def _remote_probes(
    url: str,
    api_key: str | None,
    probes: Sequence[Probe],
    interval: float,
    events: tuple[Any, Any],
    out: Any,
) -> None:
    """The recall process: warm up, say ready, probe the server at `url`; send back the times."""
    from memstream.eval.http_engine import HttpEngine

    ready, stop = events
    engine = HttpEngine(url, api_key)
    times = Times()
    try:
        first = probes[0]
        engine.recall(recall_request(first.tenant, first.user, first.query, 800))  # not kept
        ready.set()
        _probe_loop(engine, probes, interval, stop, times)
    finally:
        engine.close()
        out.put(times)


class RemoteRecallProbe:
    """Recalls a server at a steady rate from a process of its own until stopped.

    Entering starts the process and returns once it has warmed up (imported, connected,
    recalled once), so that the recalls overlap the ingest that follows.
    """

    def __init__(self, url: str, api_key: str | None, probes: Sequence[Probe], rate: float) -> None:
        context = multiprocessing.get_context("spawn")
        self.times = Times()
        self._ready, self._stop, self._out = context.Event(), context.Event(), context.Queue()
        events = (self._ready, self._stop)
        args = (url, api_key, list(probes), 1.0 / rate, events, self._out)
        self._process = context.Process(target=_remote_probes, args=args, name="bench-recall")
        self._started = bool(probes)

    def __enter__(self) -> RemoteRecallProbe:
        if self._started:
            self._process.start()
            self._wait_ready()
        return self

    def _wait_ready(self, timeout: float = READY_SECONDS) -> None:
        deadline = time.monotonic() + timeout
        while not self._ready.wait(0.1):
            if not self._process.is_alive():
                raise RuntimeError("the recall probe's process ended before its first recall")
            if time.monotonic() > deadline:
                self._process.terminate()
                raise TimeoutError(f"the recall probe's process not ready after {timeout:.0f} s")

    def __exit__(self, *_: object) -> None:
        if not self._started:
            return
        self._stop.set()
        if self._ready.is_set():
            self.times = self._out.get(timeout=120)
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


def _percentiles(samples: list[float]) -> Percentiles | None:
    return percentiles(samples) if samples else None


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
        recall_during_ms=_percentiles(recalls.times.samples),
        recall_during_app_ms=_percentiles(recalls.times.app),
        recall_during_took_ms=_percentiles(recalls.times.took),
        emit_rate=plan.emit_rate,
        cpu_seconds=spent(before, plan.cpu()) if plan.cpu is not None else {},
    )
