"""Per-step caught-up times of the bench's ingest measure."""

from __future__ import annotations

from typing import Any

from memstream.eval.bench_ingest import (
    IngestResult,
    RecallProbe,
    RemoteRecallProbe,
    caught_up_steps,
    recall_probe,
)
from memstream.eval.http_engine import HttpEngine, partition_of
from memstream.eval.synthetic import Probe
from memstream.ports import Position
from memstream.trust.auth import PositionSigner


def test_a_step_is_caught_up_only_with_every_step_before_it() -> None:
    done: dict[str, float] = {}
    caught_up_steps({"extract": 0, "consolidate": 5, "postgres": 0, "vectors": 0}, done, 1.0)
    assert done == {"extract": 1.0}
    caught_up_steps({"extract": 0, "consolidate": 0, "postgres": 0, "vectors": 9}, done, 2.0)
    assert done == {"extract": 1.0, "consolidate": 2.0, "postgres": 2.0}
    caught_up_steps({"extract": 0, "consolidate": 0, "postgres": 0, "vectors": 0}, done, 3.0)
    assert done["vectors"] == 3.0 and done["extract"] == 1.0


def test_rate_at_a_step_divides_events_by_its_time() -> None:
    result = IngestResult(
        events=1000, seconds=4.0, events_per_second=250.0, caught_up_seconds={"postgres": 2.0}
    )
    assert result.rate_at("postgres") == 500.0
    assert result.rate_at("vectors") is None


def test_the_http_bench_waits_once_per_partition_not_once_per_event() -> None:
    signer = PositionSigner(b"s" * 32)
    tokens = [
        signer.sign("acme", Position("memstream.interactions.v1", p, o))
        for p, o in ((0, 7), (0, 8), (3, 1))
    ]
    assert [partition_of(t) for t in tokens] == [
        "memstream.interactions.v1/0",
        "memstream.interactions.v1/0",
        "memstream.interactions.v1/3",
    ]


class Answer:
    """A recall answer as the service timed it."""

    def __init__(self, took_ms: float | None) -> None:
        self.took_ms = took_ms


class Answering:
    """An in-process engine whose recalls answer with the given `took_ms`, in turn."""

    def __init__(self, took: list[float | None]) -> None:
        self.took, self.asked = took, 0

    def recall(self, request: Any) -> Answer:
        self.asked += 1
        return Answer(self.took[(self.asked - 1) % len(self.took)])


class StopAfter:
    """A stop event that is set after `rounds` waits."""

    def __init__(self, rounds: int) -> None:
        self.rounds = rounds

    def wait(self, timeout: float) -> bool:
        self.rounds -= 1
        return self.rounds < 0


def test_a_recall_probe_keeps_each_round_trip_and_the_time_the_service_said_it_took() -> None:
    probes = [Probe(tenant="t", user="u", query="what do I like?", expect="tea")]
    engine = Answering([12.5, None, 3.0])
    probe = RecallProbe(engine, probes, 10.0)  # type: ignore[arg-type]
    probe._stop = StopAfter(3)  # type: ignore[assignment]
    probe._run()
    assert engine.asked == 4 and len(probe.times.samples) == 4  # once, then after each wait
    assert probe.times.took == [12.5, 3.0, 12.5]  # an answer that does not say is left out
    assert probe.times.app == []  # an in-process engine has no app around its service


def test_a_recall_probe_stopped_before_it_began_still_recalls_once() -> None:
    probes = [Probe(tenant="t", user="u", query="我喜欢什么？", expect="绿茶")]
    engine = Answering([7.0])
    probe = RecallProbe(engine, probes, 10.0)  # type: ignore[arg-type]
    probe._stop = StopAfter(0)  # type: ignore[assignment]
    probe._run()
    assert engine.asked == 1 and probe.times.took == [7.0]


def test_a_server_is_probed_from_a_process_of_its_own_an_engine_in_this_one_from_a_thread() -> None:
    probes = [Probe(tenant="t", user="u", query="我喜欢什么？", expect="绿茶")]
    server = HttpEngine("http://127.0.0.1:9", "key")
    try:
        assert isinstance(recall_probe(server, probes, 10.0), RemoteRecallProbe)
    finally:
        server.close()
    assert isinstance(recall_probe(Answering([1.0]), probes, 10.0), RecallProbe)  # type: ignore[arg-type]
