"""Replay into a new generation beside the live one, then switch; recall answers throughout.

One suite for both runtimes (`open_engine`): on Kafka the replays run in the test's
process beside a role-`all` system, which follows the switch as any process does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from memstream.cli.demo import load_sample, sample_events
from memstream.log.generations import GenerationStore
from memstream.pipeline.description import PIPELINE
from memstream.pipeline.replay import ReplayProgress
from memstream.producers import EventFactory
from memstream.query_api.models import RecallRequest
from memstream.runtime.engine import EngineBase
from memstream.schemas.base import Scope
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from tests.fixtures.runtimes import OpenEngine
from tests.integration.readmodels import dump_read_models, dump_records

pytestmark = pytest.mark.slow
QUESTION = RecallRequest(tenant="demo", user="alice", query="How should you answer me?")
LATER = EventFactory(Scope(tenant="demo", user="alice", session="s3"))


@pytest.fixture
def learned(open_engine: OpenEngine, pg_dsn: str, tmp_path: Path) -> tuple[EngineBase, str]:
    """An engine on a fresh database that has learned the bundled sample."""
    engine = open_engine(pg_dsn, tmp_path)
    engine.emit(sample_events(load_sample()))
    engine.wait_until_idle()
    return engine, pg_dsn


def search(engine: EngineBase) -> list[str]:
    """Memory ids the live generation's vector index finds for QUESTION."""
    index = engine.stores.query("vectors", engine.generation)
    query = engine.stores.embedder.embed_query(QUESTION.query)
    return sorted(memory_id for memory_id, _ in index.search("demo", "alice", query, limit=20))


def test_reprocess_rebuilds_identical_read_models_while_recall_answers(
    learned: tuple[EngineBase, str],
) -> None:
    engine, dsn = learned
    first = engine.generation
    before = engine.recall(QUESTION)
    assert before.preferences
    # Reprocess everything from memstream.interactions.v1 into generation 2, recalling all along.
    reports: list[dict[str, Any]] = []

    def report(progress: ReplayProgress) -> None:
        reports.append(progress.as_dict())

    replay = engine.submit(engine.replayer(poll_seconds=0.05).run("reprocess", report))
    answers = []
    while not replay.done():
        answers.append(len(engine.recall(QUESTION).preferences))
    generation = replay.result()
    # Recall answered with the learned preferences the whole time.
    assert answers and all(count > 0 for count in answers)
    # The system switched to generation 2: its own pipeline and read models, equal to 1's.
    assert (generation.number, engine.generation.number) == (2, 2)
    assert engine.layout().topic(MEMORY_CHANGES).endswith(".g2")
    assert engine.services.health()["generation"]["number"] == 2
    assert dump_read_models(dsn, "memstream_g2") == dump_read_models(dsn, "memstream_g1")
    for topic in (CANDIDATES, MEMORY_CHANGES):
        assert dump_records(engine, topic) == dump_records(engine, topic, first), topic
    # Progress was reported all along: the source, and what each step had left.
    assert reports[0]["phase"] == "building" and reports[-1]["phase"] == "live"
    assert reports[-1]["source_records"] == len(sample_events(load_sample()))
    steps = {route.step for route in engine.layout().awaited(PIPELINE.parts)}
    assert set(reports[-1]["pending"]) == steps
    assert not any(reports[-1]["pending"].values())
    after = engine.recall(QUESTION)
    assert [h.memory_id for h in after.preferences] == [h.memory_id for h in before.preferences]
    # New events flow into the new generation (and only there).
    engine.emit([LATER.message("user", "My timezone is JST now.", external_id="s3:0")])
    engine.wait_until_idle()
    timezones = [
        h.memory.value
        for h in engine.memories("demo", "alice")
        if h.memory.key == "profile.timezone"
    ]
    assert timezones == ["JST"]
    new, old = dump_read_models(dsn, "memstream_g2"), dump_read_models(dsn, "memstream_g1")
    assert len(new["memory_versions"]) > len(old["memory_versions"])


@pytest.mark.parametrize("kind", ["rebuild-postgres", "rebuild-vectors"])
def test_a_projection_rebuild_gives_the_same_rows_hits_and_answers(
    learned: tuple[EngineBase, str], kind: str
) -> None:
    engine, dsn = learned
    before, hits = engine.recall(QUESTION), search(engine)
    rows = dump_read_models(dsn, engine.generation.store("postgres"))
    # Rebuild one projection from the memory changes into generation 2.
    generation = engine.replay(kind, poll_seconds=0.05)
    assert engine.generation.number == generation.number == 2
    # The pipeline is the live one's; the rebuilt store holds what the old one held.
    assert engine.layout().topic(MEMORY_CHANGES) == engine.layout(generation).topic(MEMORY_CHANGES)
    assert not engine.layout().topic(MEMORY_CHANGES).endswith(".g2")
    assert dump_read_models(dsn, generation.store("postgres")) == rows
    assert search(engine) == hits
    after = engine.recall(QUESTION)
    assert [h.memory_id for h in after.preferences] == [h.memory_id for h in before.preferences]
    # The pipeline goes on feeding both stores of the live generation after the switch.
    engine.emit([LATER.message("user", "I prefer tables for comparisons.", external_id="s3:1")])
    engine.wait_until_idle()
    tables = [h.memory.id for h in engine.memories("demo", "alice") if "tables" in h.memory.content]
    assert tables and tables[0] in search(engine)


def test_a_replay_that_died_mid_build_is_abandoned(learned: tuple[EngineBase, str]) -> None:
    engine, _ = learned
    store, pool = GenerationStore(), engine.stores.pool
    # A replay recorded as building whose builder is gone (a kill -9 mid-build).
    with pool.connection() as conn:
        dead = store.create(conn, "rebuild-postgres")
        conn.execute(
            "UPDATE memstream_log.generations SET heartbeat_at = now() - interval '1 hour'"
            " WHERE number = %s",
            (dead.number,),
        )
    # The next replay is not refused: the dead one is marked failed and this one builds.
    generation = engine.replay("rebuild-vectors", poll_seconds=0.05)
    assert generation.number == dead.number + 1
    with pool.connection() as conn:
        row = conn.execute(
            "SELECT status FROM memstream_log.generations WHERE number = %s", (dead.number,)
        ).fetchone()
    assert row is not None and row[0] == "failed"
