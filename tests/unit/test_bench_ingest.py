"""Per-step caught-up times of the bench's ingest measure."""

from __future__ import annotations

from memstream.eval.bench_ingest import IngestResult, caught_up_steps
from memstream.eval.http_engine import partition_of
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
