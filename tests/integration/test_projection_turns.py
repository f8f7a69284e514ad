"""Turn vectors: built by the pipeline from the excerpts, rebuilt by a replay, read by recall."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memstream.producers import EventFactory
from memstream.query_api.models import RecallRequest
from memstream.runtime.engine import EngineBase
from memstream.schemas.base import Scope
from memstream.schemas.memory import excerpt_session
from tests.fixtures.runtimes import OpenEngine

pytestmark = pytest.mark.slow
START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
TALKS = {
    "s1": ["We adopted a puppy named Biscuit last week.", "The vet said he is healthy."],
    "s2": ["我们上个月去杭州爬山了。", "山顶的风景很美。"],
}


def _learn(engine: EngineBase) -> None:
    for day, (session, lines) in enumerate(TALKS.items()):
        said = EventFactory(Scope(tenant="t", user="u", session=session))
        at = START + timedelta(days=day)
        events = [
            said.message("user", line, time=at + timedelta(seconds=i), external_id=f"{session}:{i}")
            for i, line in enumerate(lines)
        ]
        ended = said.session_ended(time=at + timedelta(minutes=5), external_id=f"{session}:end")
        engine.emit([*events, ended])
    engine.wait_until_idle()


def _nearest(engine: EngineBase, text: str) -> list[str]:
    port = engine.stores.query("turns", engine.generation)
    return [turn for turn, _ in port.nearest("t", "u", text, 10)]


def test_each_excerpt_turn_is_searchable_rebuilt_by_a_replay_and_read_by_recall(
    open_engine: OpenEngine, pg_dsn: str, tmp_path: Path
) -> None:
    engine = open_engine(pg_dsn, tmp_path)
    _learn(engine)
    excerpts = {
        h.memory.id: h.memory.content.splitlines()
        for h in engine.memories("t", "u")
        if excerpt_session(h.memory) is not None
    }
    assert len(excerpts) == 2
    english, chinese = _nearest(engine, "What is the dog called?"), _nearest(engine, "爬山")
    for found in (english, chinese):
        excerpt, _, line = found[0].rpartition("#")
        assert excerpt in excerpts and 0 <= int(line) < len(excerpts[excerpt])
    assert "Biscuit" in excerpts[english[0].rpartition("#")[0]][int(english[0][-1])]
    assert "爬山" in excerpts[chinese[0].rpartition("#")[0]][int(chinese[0][-1])]
    engine.replay("rebuild-turns", poll_seconds=0.05)
    assert engine.generation.number == 2
    assert _nearest(engine, "What is the dog called?") == english
    answer = engine.recall(RecallRequest(tenant="t", user="u", query="What is the dog called?"))
    assert any("turns" in hit.components for hit in answer.episodes)
