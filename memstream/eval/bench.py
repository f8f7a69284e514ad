"""`memstream bench`: throughput, freshness, recall latency and memory of an engine.

Every measure takes an open engine and synthetic data; figures go into a report with
the machine's cores and memory. Timing is measured here, never asserted in tests.
"""

from __future__ import annotations

import os
import platform
import resource
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any, Final

import psutil  # type: ignore[import-untyped, unused-ignore]
from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.bench_ingest import IngestPlan, IngestResult, measure_ingest
from memstream.eval.cpu import CpuSample, thread_meter
from memstream.eval.expectations import recall_texts
from memstream.eval.metrics import Percentiles, percentiles
from memstream.eval.parse_cache import ParseCacheStats, cache_delta, parse_cache_counts
from memstream.eval.ports import EngineLike, recall_request
from memstream.eval.rebuild import RebuildResult, rebuild_rates, system_embedder, topic_size
from memstream.eval.synthetic import Probe, SyntheticData, SyntheticSpec, generate
from memstream.ports import EventConflict
from memstream.producers.errors import RequestRefused
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Source
from memstream.schemas.ids import derive_id

Tick = Callable[[int], None]
RECALL_MODES: Final[dict[str, dict[str, Any]]] = {
    "with query embedding": {},
    "without query embedding": {"embed_query": False},
}
"""Recall request options per latency mode (an option the request refuses is reported)."""
FRESHNESS_REUSED: Final = (
    "freshness: not measured: the server already holds this bench's freshness events with"
    " other content (their ids are derived from tenant, user and probe number, so a data"
    " directory an earlier bench used refuses them with 409); run the server on a fresh"
    " --data-dir"
)


class MachineInfo(BaseModel):
    """Where the figures were taken."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    cores: int
    memory_gb: float
    python: str
    platform: str


class StoreStats(BaseModel):
    """What the read model held when recall latency was measured."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    users: int
    memories: int
    active_memories: int


class BenchReport(BaseModel):
    """Everything one bench run measured."""

    model_config = ConfigDict(extra="forbid")

    runtime: str
    machine: MachineInfo
    spec: SyntheticSpec
    embedder: str | None = None
    ingest: IngestResult | None = None
    parse_cache: ParseCacheStats | None = Field(
        default=None,
        description="The sentence-parse cache during ingest (None: the extraction ran in"
        " another process, whose counters the bench does not see).",
    )
    store: StoreStats | None = None
    freshness_ms: Percentiles | None = None
    recall_ms: dict[str, Percentiles] = Field(default_factory=dict)
    rebuild: list[RebuildResult] = Field(default_factory=list)
    peak_rss_mb: float | None = None
    children_rss_mb: float | None = None
    postgres_pss_mb: float | None = None
    notes: list[str] = Field(default_factory=list)


def _no_progress(_: int) -> None:
    return None


def machine_info() -> MachineInfo:
    """Cores, total memory, Python and OS of this machine."""
    return MachineInfo(
        cores=os.cpu_count() or 1,
        memory_gb=round(psutil.virtual_memory().total / 2**30, 1),
        python=sys.version.split()[0],
        platform=platform.platform(),
    )


def peak_rss_mb() -> float:
    """Peak resident memory of this process, in MiB (ru_maxrss is KiB on Linux)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def children_rss_mb() -> float:
    """Current resident memory of this process's children (embedded PostgreSQL), in MiB."""
    total = 0
    for child in psutil.Process().children(recursive=True):
        try:
            total += child.memory_info().rss
        except psutil.Error:
            continue
    return total / 2**20


def _pss_or_rss(process: Any) -> int:
    try:
        return int(process.memory_full_info().pss)
    except (psutil.Error, AttributeError):
        return int(process.memory_info().rss)


def postgres_pss_mb(engine: EngineLike) -> float | None:
    """Current memory of the embedded PostgreSQL server and its backends (PSS, else RSS)."""
    settings = getattr(getattr(engine, "system", None), "settings", None)
    pid_file = getattr(settings, "pg_dir", None)
    if pid_file is None or not (pid_file / "postmaster.pid").exists():
        return None
    try:
        server = psutil.Process(int((pid_file / "postmaster.pid").read_text().split()[0]))
        processes = [server, *server.children(recursive=True)]
        return sum(_pss_or_rss(process) for process in processes) / 2**20
    except (psutil.Error, ValueError, IndexError):
        return None


def _sample_memory(engine: EngineLike, report: BenchReport) -> None:
    report.peak_rss_mb = peak_rss_mb()
    report.children_rss_mb = children_rss_mb()
    server = postgres_pss_mb(engine)
    if server is not None:
        report.postgres_pss_mb = max(server, report.postgres_pss_mb or 0.0)


def _marker_event(probe: Probe, index: int) -> tuple[MessagePosted, str]:
    marker = f"zq{index:04d}x"
    scope = Scope(tenant=probe.tenant, user=probe.user, session="freshness")
    event = MessagePosted(
        id=derive_id("bench-freshness", probe.tenant, probe.user, index),
        time=datetime.now(UTC),
        scope=scope,
        source=Source(app="memstream-bench"),
        payload=Message(role="user", content=f"I prefer {marker} for testing."),
    )
    return event, marker


class FreshnessReused(ValueError):
    """The store already holds the bench's freshness events (an earlier bench's data dir)."""


def _emit_marker(engine: EngineLike, event: MessagePosted) -> None:
    """Emit a freshness event; `FreshnessReused` when its derived id was taken by another."""
    try:
        engine.emit([event])
    except EventConflict as exc:
        raise FreshnessReused(FRESHNESS_REUSED) from exc
    except RequestRefused as exc:
        if exc.status_code != 409:
            raise
        raise FreshnessReused(FRESHNESS_REUSED) from exc


def _recallable(engine: EngineLike, probe: Probe, marker: str) -> bool:
    request = recall_request(probe.tenant, probe.user, f"do I prefer {marker}?", 2000)
    return any(marker in text for text in recall_texts(engine.recall(request), None))


def measure_freshness(
    engine: EngineLike, probes: Sequence[Probe], tick: Tick = _no_progress, timeout: float = 30
) -> tuple[Percentiles | None, int]:
    """Milliseconds from emitting a new preference to recall returning it; and the misses.

    Raises `FreshnessReused` when the store holds an earlier bench's freshness events.
    """
    samples: list[float] = []
    misses = 0
    for index, probe in enumerate(probes):
        event, marker = _marker_event(probe, index)
        started = time.perf_counter()
        _emit_marker(engine, event)
        while not _recallable(engine, probe, marker):
            if time.perf_counter() - started > timeout:
                misses += 1
                break
            time.sleep(0.005)
        else:
            samples.append((time.perf_counter() - started) * 1000)
        tick(1)
    return (percentiles(samples) if samples else None), misses


def measure_recall(
    engine: EngineLike, probes: Sequence[Probe], options: dict[str, Any], tick: Tick = _no_progress
) -> Percentiles:
    """Milliseconds per recall over the probes, with the given request options."""
    samples = []
    for probe in probes:
        request = recall_request(probe.tenant, probe.user, probe.query, 800, **options)
        started = time.perf_counter()
        engine.recall(request)
        samples.append((time.perf_counter() - started) * 1000)
        tick(1)
    return percentiles(samples)


def spread(items: Sequence[Probe], count: int) -> list[Probe]:
    """Up to `count` items evenly spaced over the sequence (so probes cover every user)."""
    if count <= 0 or not items:
        return []
    if count >= len(items):
        return list(items)
    step = len(items) / count
    return [items[int(i * step)] for i in range(count)]


def store_stats(engine: EngineLike) -> StoreStats | None:
    """Users and memories in the live read model (None when the engine does not say)."""
    system = getattr(engine, "system", None)
    if system is None:
        return None
    from psycopg import sql

    query = sql.SQL(
        "SELECT count(DISTINCT (tenant, user_id)), count(*),"
        " count(*) FILTER (WHERE status = 'active') FROM {}"
    ).format(sql.Identifier(system.reader.schema, "memories"))
    with system.pool.connection() as conn:
        users, memories, active = conn.execute(query).fetchone()
    return StoreStats(users=users, memories=memories, active_memories=active)


def rebuild_units(engine: EngineLike) -> int:
    """Progress units of the rebuild: the topic's changes, once per projection (0 if none)."""
    system = getattr(engine, "system", None)
    return 0 if system is None else 2 * topic_size(system)


def measure_rebuild(engine: EngineLike, report: BenchReport, tick: Tick = _no_progress) -> None:
    """Rebuild both projections from `memory-changes` into fresh stores; record the rates."""
    system = getattr(engine, "system", None)
    if system is None:
        report.notes.append("projection rebuild rate: not measured (no embedded system)")
        return
    report.rebuild = rebuild_rates(system, tick)
    _sample_memory(engine, report)


def default_meter(engine: EngineLike) -> CpuSample | None:
    """CPU of an in-process engine's runner threads, its emitting thread and PostgreSQL."""
    system = getattr(engine, "system", None)
    runtime = getattr(system, "runtime", None)
    if system is None or runtime is None:
        return None
    names = [runner.name for runner in runtime.runners] + ["MainThread"]
    return thread_meter(names, getattr(system.settings, "pg_dir", None))


def run_bench(
    engine: EngineLike,
    spec: SyntheticSpec,
    probes: int,
    tick: Tick = _no_progress,
    freshness_timeout: float = 30.0,
    plan: IngestPlan | None = None,
    data: SyntheticData | None = None,
) -> BenchReport:
    """Ingest the synthetic data, then freshness and recall latency on `probes` probes.

    `plan` says how to ingest (recall rate meanwhile, emit rate, CPU meter; the probes
    are chosen here); an in-process engine's steps are metered unless it names a meter.
    `data` is the spec's data set when the caller generated it already.
    """
    data = data or generate(spec)
    report = BenchReport(runtime="embedded", machine=machine_info(), spec=spec)
    system = getattr(engine, "system", None)
    report.embedder = getattr(system_embedder(system), "name", None)
    chosen = spread(data.probes, probes)
    plan = (plan or IngestPlan()).model_copy(update={"probes": chosen})
    if plan.cpu is None:
        plan = plan.model_copy(update={"cpu": default_meter(engine)})
    counts = _parse_counts(engine)
    report.ingest = measure_ingest(engine, data.events, tick, plan)
    report.parse_cache = _parse_cache_since(counts)
    report.store = store_stats(engine)
    if not chosen:
        report.notes.append("no probes: the data set is too small to measure recall")
        return report
    _freshness(engine, report, chosen[: max(1, probes // 5)], tick, freshness_timeout)
    for mode, options in RECALL_MODES.items():
        try:
            report.recall_ms[mode] = measure_recall(engine, chosen, options, tick)
        except (TypeError, ValueError) as error:
            report.notes.append(f"recall {mode}: not measured ({type(error).__name__}: {error})")
    _sample_memory(engine, report)
    return report


def _parse_counts(engine: EngineLike) -> tuple[int, int] | None:
    """The parse cache's counters now, for an in-process engine (else None: not ours)."""
    return None if getattr(engine, "system", None) is None else parse_cache_counts()


def _parse_cache_since(before: tuple[int, int] | None) -> ParseCacheStats | None:
    """The parse cache's calls since `before` (None when `before` was not seen)."""
    after = parse_cache_counts() if before is not None else None
    return None if before is None or after is None else cache_delta(before, after)


def _freshness(
    engine: EngineLike, report: BenchReport, probes: Sequence[Probe], tick: Tick, timeout: float
) -> None:
    """Measure freshness into `report`; a note instead when it cannot be measured here."""
    try:
        report.freshness_ms, misses = measure_freshness(engine, probes, tick, timeout)
    except FreshnessReused as exc:
        report.notes.append(str(exc))
        return
    if misses:
        report.notes.append(f"freshness: {misses} probe(s) not recallable within the timeout")


def bench_units(spec: SyntheticSpec, probes: int) -> int:
    """Progress units of a run: events, freshness probes and two rounds of recall."""
    events = spec.users * spec.sessions * (2 * spec.messages + 1)
    return events + max(1, probes // 5) + 2 * probes
