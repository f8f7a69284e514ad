"""What the bench meters while it ingests: CPU per part, the emit rate, a cluster's readiness."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import psutil

from memstream.eval.bench_ingest import IngestPlan, IngestResult, measure_ingest
from memstream.eval.cluster import ClusterSpec, role_env, settled
from memstream.eval.cpu import process_meter, spent, thread_meter, thread_seconds


class Recorder:
    """Records the batches it is given; idle at once."""

    def __init__(self) -> None:
        self.batches: list[int] = []

    def emit(self, events: Sequence[Any]) -> list[Any]:
        self.batches.append(len(events))
        return []

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        return None

    def recall(self, request: Any) -> Any:
        return None

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return []

    def close(self) -> None:
        return None


def test_cpu_spent_is_the_difference_per_part_present_in_both_samples() -> None:
    before = {"extract": 1.0, "postgres": 2.0, "gone": 5.0}
    after = {"extract": 1.5, "postgres": 2.25, "new": 1.0}
    assert spent(before, after) == {"extract": 0.5, "postgres": 0.25}


def test_cpu_per_thousand_events_divides_each_part_by_the_events() -> None:
    result = IngestResult(
        events=2000,
        seconds=4.0,
        events_per_second=500.0,
        cpu_seconds={"extract": 0.5, "postgres": 1.0},
    )
    assert result.cpu_per_thousand() == {"extract": 0.25, "postgres": 0.5}
    assert IngestResult(events=0, seconds=1.0, events_per_second=0.0).cpu_per_thousand() == {}


def test_a_named_thread_is_metered_and_an_absent_name_reads_zero() -> None:
    done = threading.Event()
    worker = threading.Thread(target=done.wait, name="bench-test-worker")
    worker.start()
    try:
        seconds = thread_seconds(["bench-test-worker", "no-such-thread"])
    finally:
        done.set()
        worker.join()
    assert set(seconds) == {"bench-test-worker", "no-such-thread"}
    assert seconds["no-such-thread"] == 0.0 and seconds["bench-test-worker"] >= 0.0


def test_a_thread_meter_also_reads_the_whole_process() -> None:
    sample = thread_meter(["MainThread"], pg_dir=None)()
    assert set(sample) == {"MainThread", "process"}
    assert sample["process"] >= sample["MainThread"] > 0.0


def test_a_process_meter_sums_each_role_and_skips_postgres_when_absent() -> None:
    me = psutil.Process()
    sample = process_meter({"api": [me], "processor": [me, me]}, pg_dir=None)()
    assert set(sample) == {"api", "processor"}
    assert sample["processor"] >= sample["api"] > 0.0


def test_ingest_at_a_rate_emits_batches_of_a_tenth_of_a_second_and_meters_cpu() -> None:
    engine = Recorder()
    readings = iter([{"extract": 1.0}, {"extract": 3.0}])
    plan = IngestPlan(emit_rate=200.0, cpu=lambda: next(readings))
    result = measure_ingest(engine, list(range(45)), lambda _: None, plan)
    assert engine.batches == [20, 20, 5]
    assert result.emit_rate == 200.0 and result.cpu_seconds == {"extract": 2.0}


def test_ingest_flat_out_emits_batches_of_five_hundred() -> None:
    engine = Recorder()
    result = measure_ingest(engine, list(range(1200)), lambda _: None)
    assert engine.batches == [500, 500, 200]
    assert result.emit_rate is None and result.cpu_seconds == {}


def test_a_cluster_is_settled_once_every_partition_is_held_by_each_kind_of_worker() -> None:
    processor = {"assignments": {"processor": ["ns-interactions.v1/0", "ns-state-changelog/0"]}}
    second = {"assignments": {"processor": ["ns-interactions.v1/1"]}}
    projector = {
        "assignments": {
            "project.postgres": ["ns-memory-changes.v1/0", "ns-memory-changes.v1/1"],
            "project.vectors": ["ns-memory-changes.v1/0", "ns-memory-changes.v1/1"],
        }
    }
    assert settled([processor, second, projector], partitions=2)
    assert not settled([processor, projector], partitions=2)  # interactions/1 is unheld
    assert not settled([processor, second], partitions=2)  # no projector yet


def test_a_split_cluster_shares_one_database_and_keeps_vectors_in_it() -> None:
    spec = ClusterSpec(processors=2, projectors=1, partitions=4)
    env = role_env(spec, "bench-x-", "postgresql://somewhere/memstream")
    assert env["MEMSTREAM_PARTITIONS"] == "4" and env["MEMSTREAM_VECTORS"] == "pgvector"
    assert env["MEMSTREAM_PG_DSN"] == "postgresql://somewhere/memstream"
    assert spec.split and not ClusterSpec().split
    assert role_env(ClusterSpec(), "bench-y-", None)["MEMSTREAM_KAFKA_NAMESPACE"] == "bench-y-"


def test_a_split_cluster_shares_one_key_directory() -> None:
    spec = ClusterSpec(processors=1, projectors=1)
    env = role_env(spec, "bench-x-", "postgresql://somewhere/memstream", Path("/d/keys"))
    assert env["MEMSTREAM_KEK_DIR"] == "/d/keys"
