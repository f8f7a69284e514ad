"""`memstream bench` measuring a running server over HTTP (how the Kafka runtime is benched)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memstream.eval.bench import FRESHNESS_REUSED, run_bench
from memstream.eval.http_engine import HttpEngine
from memstream.eval.synthetic import SyntheticSpec, generate
from tests.fixtures.server import ServerProcess

pytestmark = pytest.mark.slow


def test_bench_over_http_ingests_waits_for_every_step_and_recalls_and_a_rerun_says_why_not(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    spec = SyntheticSpec(users=2, sessions=1, messages=4, seed=3)
    engine = HttpEngine(server.url)
    try:
        report = run_bench(engine, spec, probes=4, tick=lambda _: None)
        memories = engine.memories("bench", "u00000")
        again = run_bench(engine, spec, probes=4, tick=lambda _: None)  # the same server
    finally:
        engine.close()
    assert report.ingest is not None and report.ingest.events == len(generate(spec).events)
    # Idle means every step passed the newest positions: the user's memories are there.
    assert memories
    assert report.freshness_ms is not None and report.freshness_ms.count >= 1
    assert report.recall_ms["with query embedding"].count == min(4, len(generate(spec).probes))
    # The recall process warmed up before ingest began: a short ingest is still measured.
    assert report.ingest.recall_during_ms is not None
    assert report.ingest.recall_during_took_ms is not None
    # Run again on the same data: the freshness events' derived ids are taken (409).
    assert FRESHNESS_REUSED not in report.notes
    assert again.freshness_ms is None and FRESHNESS_REUSED in again.notes
    assert again.recall_ms["with query embedding"].count >= 1
