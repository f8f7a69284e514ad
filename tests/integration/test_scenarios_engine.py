"""Every bundled behaviour scenario passes on the real engine of either runtime.

One engine per runtime (real PostgreSQL; the embedded log and Qdrant Edge, or Kafka and
Qdrant) runs the whole suite once per module; each scenario's tenants are namespaced by
the harness, so they never meet. Each scenario file is then its own test case, so a
failure names the scenario, the runtime and the differences.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql

from memstream.eval.scenarios import ScenarioResult, bundled_scenarios, run_on_engine
from tests.fixtures.runtimes import RUNTIMES, open_runtime

pytestmark = pytest.mark.slow
SCENARIOS = bundled_scenarios()


@pytest.fixture(scope="module", params=RUNTIMES)
def results(
    request: pytest.FixtureRequest, pg_admin_dsn: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[str, ScenarioResult]]:
    """Run the whole suite on one engine with a database of its own (dropped afterwards)."""
    name = f"t_scenarios_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_admin_dsn, autocommit=True) as admin:
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    dsn = psycopg.conninfo.make_conninfo(pg_admin_dsn, dbname=name)
    data_dir = tmp_path_factory.mktemp("scenarios")
    try:
        with open_runtime(request.param, dsn, data_dir, request) as engine:
            yield {Path(r.path).name: r for r in run_on_engine(engine, SCENARIOS)}
    finally:
        with psycopg.connect(pg_admin_dsn, autocommit=True) as admin:
            drop = sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)")
            admin.execute(drop.format(sql.Identifier(name)))


def test_the_suite_is_bilingual_and_large_enough() -> None:
    texts = [path.read_text(encoding="utf-8") for path in SCENARIOS]
    chinese = [text for text in texts if any("\u4e00" <= char <= "\u9fff" for char in text)]
    assert len(SCENARIOS) >= 28
    assert len(chinese) >= 10


@pytest.mark.parametrize("path", SCENARIOS, ids=[path.stem for path in SCENARIOS])
def test_scenario_passes_on_the_engine(path: Path, results: dict[str, ScenarioResult]) -> None:
    result = results[path.name]
    assert result.passed, "\n".join(result.differences)
