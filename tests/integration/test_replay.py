"""Replay into a new generation beside the live one, then switch; recall answers throughout."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from memstream.cli.demo import load_sample, sample_events
from memstream.config import Settings
from memstream.pipeline.generations import ReplayKind
from memstream.producers import EventFactory
from memstream.query_api.models import RecallRequest
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from tests.integration.readmodels import dump_read_models, dump_topic

pytestmark = pytest.mark.slow
QUESTION = RecallRequest(tenant="demo", user="alice", query="How should you answer me?")


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[tuple[Engine, str]]:
    """An engine on a fresh database that has learned the bundled sample."""
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        engine.emit(sample_events(load_sample()))
        engine.wait_until_idle()
        yield engine, pg_dsn


def test_reprocess_rebuilds_identical_read_models_and_switches(
    engine: tuple[Engine, str],
) -> None:
    live, dsn = engine
    # Reprocess everything from memstream.interactions.v1 into generation 2.
    generation = live.replay("reprocess")
    assert (generation.number, live.system.live.generation.number) == (2, 2)
    # The new generation's read models and derived topics equal the old ones.
    assert dump_read_models(dsn, "memstream_g2") == dump_read_models(dsn, "memstream_g1")
    assert dump_topic(dsn, f"{CANDIDATES}.g2") == dump_topic(dsn, CANDIDATES)
    assert dump_topic(dsn, f"{MEMORY_CHANGES}.g2") == dump_topic(dsn, MEMORY_CHANGES)
    # New events flow into the new generation.
    later = EventFactory(Scope(tenant="demo", user="alice", session="s3"))
    live.emit([later.message("user", "My timezone is JST now.", external_id="s3:0")])
    live.wait_until_idle()
    timezones = [
        h.memory.value for h in live.memories("demo", "alice") if h.memory.key == "profile.timezone"
    ]
    assert timezones == ["JST"]


def test_recall_keeps_answering_while_a_replay_builds(engine: tuple[Engine, str]) -> None:
    live, _ = engine
    replayer = live.replayer(poll_seconds=0.01)
    answers: list[int] = []
    done = threading.Event()

    def replay() -> None:
        asyncio.run(replayer.run("reprocess"))
        done.set()

    thread = threading.Thread(target=replay)
    thread.start()
    while not done.is_set():
        answers.append(len(live.recall(QUESTION).preferences))
    thread.join()
    # Every recall during the replay answered with the learned preferences.
    assert answers and all(count > 0 for count in answers)
    assert replayer.status() is not None and replayer.status()["phase"] == "live"  # type: ignore[index]


@pytest.mark.parametrize("kind", ["rebuild-postgres", "rebuild-vectors"])
def test_a_projection_rebuild_gives_the_same_answers(engine: tuple[Engine, str], kind: str) -> None:
    live, dsn = engine
    before = live.recall(QUESTION)
    rows_before = dump_read_models(dsn, live.system.live.generation.read_schema)
    generation = live.replay(kind)
    # The rebuilt projection holds what the old one held, and recall answers alike.
    assert dump_read_models(dsn, generation.read_schema) == rows_before
    after = live.recall(QUESTION)
    ids = [[h.memory_id for h in r.preferences] for r in (before, after)]
    assert ids[0] == ids[1]
    # The pipeline goes on feeding the live generation after the switch.
    later = EventFactory(Scope(tenant="demo", user="alice", session="s3"))
    live.emit([later.message("user", "I prefer tables for comparisons.", external_id="s3:1")])
    live.wait_until_idle()
    contents = [h.memory.content for h in live.memories("demo", "alice")]
    assert any("tables for comparisons" in content for content in contents)


def test_only_one_replay_builds_at_a_time(engine: tuple[Engine, str]) -> None:
    live, _ = engine
    control = live.system.api_services().replay
    assert control is not None
    control.start("rebuild-postgres")
    with pytest.raises(RuntimeError, match="already being built"):
        control.start("rebuild-vectors")
    _wait(control.status)


def test_a_replay_that_died_mid_build_is_abandoned(engine: tuple[Engine, str]) -> None:
    live, _ = engine
    system = live.system
    # A replay recorded as building whose builder is gone (a kill -9 mid-build).
    with system.pool.connection() as conn:
        dead = system.generations.create(conn, ReplayKind.REBUILD_POSTGRES)
        conn.execute(
            "UPDATE memstream_log.generations SET heartbeat_at = now() - interval '1 hour'"
            " WHERE number = %s",
            (dead.number,),
        )
    # The next replay is not refused: the dead one is marked failed and this one builds.
    generation = live.replay("rebuild-vectors")
    assert generation.number == dead.number + 1
    with system.pool.connection() as conn:
        row = conn.execute(
            "SELECT status FROM memstream_log.generations WHERE number = %s", (dead.number,)
        ).fetchone()
    assert row is not None and row[0] == "failed"


def _wait(status: Callable[[], dict[str, object] | None]) -> None:
    for _ in range(600):
        current = status()
        if current and current["phase"] in ("live", "failed"):
            assert current["phase"] == "live", current
            return
        threading.Event().wait(0.1)
    raise AssertionError("replay did not finish")
