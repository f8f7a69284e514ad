"""The same events into two fresh stores give identical logs and read models."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from memstream.cli.demo import load_sample, sample_events
from memstream.config import Settings
from memstream.pipeline.generations import INITIAL
from memstream.producers import EventFactory
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import CANDIDATES, MEMORY_CHANGES
from tests.integration.readmodels import dump_read_models, dump_topic

pytestmark = pytest.mark.slow


def events() -> list[InteractionEvent]:
    """The bundled sample, then a forget, all with fixed times and ids."""
    sample = sample_events(load_sample())
    factory = EventFactory(Scope(tenant="demo", user="alice"))
    forget = factory.forget(match="Orion", time=sample[-1].time, external_id="forget-orion")
    return [*sample, forget]


def dump(dsn: str) -> dict[str, Any]:
    """Every read-model row and every derived log record, in a stable order."""
    tables: dict[str, Any] = dump_read_models(dsn, INITIAL.read_schema)
    for topic in (CANDIDATES, MEMORY_CHANGES):
        tables[topic] = dump_topic(dsn, topic)
    return tables


def run(dsn: str, data_dir: Path) -> dict[str, Any]:
    with Engine.open(Settings(data_dir=data_dir, pg_dsn=dsn)) as engine:
        engine.emit(events())
        engine.wait_until_idle()
    return dump(dsn)


def test_two_fresh_runs_give_identical_read_models(
    database_factory: Callable[[], str], tmp_path: Path
) -> None:
    first = run(database_factory(), tmp_path / "one")
    second = run(database_factory(), tmp_path / "two")
    assert first["memories"], "the sample should teach something"
    for table in first:
        assert first[table] == second[table], table
