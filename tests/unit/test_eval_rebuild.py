from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from memstream.eval.bench import (
    BenchReport,
    machine_info,
    measure_rebuild,
    postgres_pss_mb,
    rebuild_units,
    spread,
)
from memstream.eval.rebuild import Item, replay, timed_replay
from memstream.eval.synthetic import Probe, SyntheticSpec
from memstream.ports import Position, Through
from memstream.schemas.base import Scope
from memstream.schemas.changes import ChangeKind, MemoryChange

TOPIC = "memstream.memory-changes.v1"


def deleted(memory_id: str) -> MemoryChange:
    return MemoryChange(
        id=f"change-{memory_id}",
        kind=ChangeKind.DELETED,
        memory_id=memory_id,
        scope=Scope(tenant="t", user="u"),
        memory=None,
        cause_id="cause",
        reason="test",
        event_time=datetime(2026, 1, 1, tzinfo=UTC),
    )


def topic(*partitions: int) -> dict[int, list[Item]]:
    """A topic with that many changes in each partition."""
    return {
        p: [(Position(TOPIC, p, o), deleted(f"m{p}-{o}")) for o in range(size)]
        for p, size in enumerate(partitions)
    }


@dataclass
class ListReader:
    records: dict[int, list[Item]]
    calls: list[tuple[int, int, int]] = field(default_factory=list)

    def __call__(self, partition: int, start: int, limit: int) -> list[Item]:
        self.calls.append((partition, start, limit))
        return [item for item in self.records[partition] if item[0].offset >= start][:limit]


@dataclass
class CountingProjection:
    """Applies each change once (idempotent), like a tracked projection."""

    name: str = "counting"
    seen: set[str] = field(default_factory=set)

    def position(self, topic: str, partition: int) -> int | None:
        return None

    def apply(self, items: Sequence[Item], through: Through) -> int:
        fresh = {change.id for _, change in items} - self.seen
        self.seen |= fresh
        return len(fresh)


def test_replay_applies_every_partition_from_the_start_in_batches() -> None:
    # Write changes into two partitions.
    reader = ListReader(topic(5, 2))
    ticks: list[int] = []
    # Replay them in batches of two.
    applied = replay(reader, 2, CountingProjection(), batch=2, tick=ticks.append)
    # Every change is applied once; each partition is read until it is exhausted.
    assert applied == 7 and sum(ticks) == 7
    assert reader.calls == [(0, 0, 2), (0, 2, 2), (0, 4, 2), (0, 5, 2), (1, 0, 2), (1, 2, 2)]


def test_replay_counts_only_what_the_projection_applied() -> None:
    projection = CountingProjection()
    replay(ListReader(topic(3)), 1, projection)
    assert replay(ListReader(topic(3)), 1, projection) == 0


def test_timed_replay_reports_changes_and_a_consistent_rate() -> None:
    result = timed_replay(ListReader(topic(4, 0, 3)), 3, CountingProjection("pg"))
    assert (result.projection, result.changes) == ("pg", 7)
    assert result.seconds >= 0
    if result.seconds > 0:
        assert abs(result.changes_per_second - 7 / result.seconds) < 1e-6


def test_an_empty_topic_rebuilds_nothing() -> None:
    result = timed_replay(ListReader(topic(0)), 1, CountingProjection())
    assert result.changes == 0


def test_spread_picks_probes_evenly_across_the_sequence() -> None:
    probes = [Probe(tenant="t", user=f"u{i}", query="q", expect="e") for i in range(10)]
    assert [p.user for p in spread(probes, 5)] == ["u0", "u2", "u4", "u6", "u8"]
    assert spread(probes, 20) == probes
    assert spread(probes, 0) == [] and spread([], 3) == []


def test_bench_without_an_embedded_system_notes_that_rebuild_was_not_measured() -> None:
    report = BenchReport(runtime="embedded", machine=machine_info(), spec=SyntheticSpec())
    assert rebuild_units(object()) == 0  # type: ignore[arg-type]
    measure_rebuild(object(), report)  # type: ignore[arg-type]
    assert report.rebuild == []
    assert any("rebuild rate: not measured" in note for note in report.notes)


def test_server_memory_is_unknown_without_an_embedded_server() -> None:
    assert postgres_pss_mb(object()) is None  # type: ignore[arg-type]
