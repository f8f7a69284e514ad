"""One contract for replay control (`ReplayControl`, behind `/v1/admin/replay`), on every runtime.

The embedded runtime builds a generation on a thread of its own, the Kafka runtime as a
task on its server loop; both record the generation at once, answer with its progress,
refuse a second replay while one builds and a kind the description does not have, and
switch the system they control.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from memstream.ports import ReplayControl
from memstream.producers import EventFactory
from memstream.runtime.engine import EngineBase
from memstream.schemas.base import Scope
from tests.fixtures.runtimes import OpenEngine

pytestmark = pytest.mark.slow


@pytest.fixture
def engine(open_engine: OpenEngine, pg_dsn: str, tmp_path: Path) -> EngineBase:
    """A running system that learned one thing."""
    engine = open_engine(pg_dsn, tmp_path)
    engine.emit([EventFactory(Scope(tenant="acme", user="al")).message("user", "I live in Oslo.")])
    engine.wait_until_idle()
    return engine


def control_of(engine: EngineBase) -> ReplayControl:
    control = engine.services.replay
    assert control is not None
    return control


def finished(status: Callable[[], dict[str, Any] | None]) -> dict[str, Any]:
    """The last report of the replay in progress, once it switched or failed (bounded)."""
    for _ in range(1200):
        current = status()
        if current and current["phase"] in ("live", "failed"):
            return current
        time.sleep(0.1)
    raise AssertionError("replay did not finish")


def test_no_status_before_a_replay(engine: EngineBase) -> None:
    assert control_of(engine).status() is None


def test_a_replay_is_recorded_at_once_then_builds_and_switches(engine: EngineBase) -> None:
    control = control_of(engine)
    started = control.start("rebuild-vectors")
    assert started["generation"]["number"] == 2
    assert started["generation"]["kind"] == "rebuild-vectors"
    assert started["phase"] in ("building", "switching", "live")
    report = finished(control.status)
    assert report["phase"] == "live" and report["error"] is None
    assert engine.generation.number == 2
    assert engine.services.health()["generation"]["number"] == 2


def test_only_one_replay_builds_at_a_time(engine: EngineBase) -> None:
    control = control_of(engine)
    control.start("rebuild-postgres")
    with pytest.raises(RuntimeError, match="already being built"):
        control.start("rebuild-vectors")
    assert finished(control.status)["phase"] == "live"


def test_a_kind_the_description_does_not_have_is_refused(engine: EngineBase) -> None:
    control = control_of(engine)
    with pytest.raises(ValueError, match="no replay kind"):
        control.start("rebuild-nothing")
    assert control.status() is None
    assert engine.generation.number == 1
