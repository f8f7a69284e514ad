"""The same events into two fresh stores give identical logs and read models, on either runtime."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from memstream.cli.demo import load_sample, sample_events
from memstream.producers import EventFactory
from memstream.runtime.engine import EngineBase
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from tests.fixtures.runtimes import OpenEngine
from tests.integration.readmodels import dump_read_models, dump_records

pytestmark = pytest.mark.slow


def events() -> list[InteractionEvent]:
    """The bundled sample, then a forget, all with fixed times and ids."""
    sample = sample_events(load_sample())
    factory = EventFactory(Scope(tenant="demo", user="alice"))
    forget = factory.forget(match="Orion", time=sample[-1].time, external_id="forget-orion")
    return [*sample, forget]


def dump(engine: EngineBase, dsn: str) -> dict[str, Any]:
    """Every read-model row and every derived log record, in a stable order."""
    tables: dict[str, Any] = dump_read_models(dsn, engine.generation.store("postgres"))
    for topic in (CANDIDATES, MEMORY_CHANGES):
        tables[topic] = dump_records(engine, topic)
    return tables


def run(open_engine: OpenEngine, dsn: str, data_dir: Path) -> dict[str, Any]:
    engine = open_engine(dsn, data_dir)
    # Write the events, and wait until every step has processed them.
    engine.emit(events())
    engine.wait_until_idle()
    dumped = dump(engine, dsn)
    engine.close()
    return dumped


def test_two_fresh_runs_give_identical_read_models(
    open_engine: OpenEngine, database_factory: Callable[[], str], tmp_path: Path
) -> None:
    first = run(open_engine, database_factory(), tmp_path / "one")
    second = run(open_engine, database_factory(), tmp_path / "two")
    assert first["memories"], "the sample should teach something"
    assert first[MEMORY_CHANGES], "the stages should decide something"
    for table in first:
        assert first[table] == second[table], table
