"""`memstream bench` measuring a running server over HTTP (how the Kafka runtime is benched)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from memstream.eval.bench import run_bench
from memstream.eval.http_engine import HttpEngine
from memstream.eval.synthetic import SyntheticSpec, generate
from tests.fixtures.server import ServerProcess

pytestmark = pytest.mark.slow


def test_bench_over_http_ingests_waits_for_every_step_and_recalls(
    server_factory: Callable[..., ServerProcess],
) -> None:
    server = server_factory()
    spec = SyntheticSpec(users=2, sessions=1, messages=4, seed=3)
    engine = HttpEngine(server.url)
    try:
        report = run_bench(engine, spec, probes=4, tick=lambda _: None)
        memories = engine.memories("bench", "u00000")
    finally:
        engine.close()
    assert report.ingest is not None and report.ingest.events == len(generate(spec).events)
    # Idle means every step passed the newest positions: the user's memories are there.
    assert memories
    assert report.freshness_ms is not None and report.freshness_ms.count >= 1
    assert report.recall_ms["with query embedding"].count == min(4, len(generate(spec).probes))
