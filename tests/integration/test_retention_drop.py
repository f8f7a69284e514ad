"""Retention and dropping retired generations on the embedded runtime's real stores."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
from fastapi.testclient import TestClient
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.drop_embedded import drop_retired_embedded
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.topics import CANDIDATES, INTERACTIONS
from memstream.trust.retention_pg import apply_retention

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
ZED = Scope(tenant="other", user="zed", session="s1")


def _count(dsn: str, query: str, *params: Any) -> int:
    with psycopg.connect(dsn) as conn:
        row = conn.execute(query, params).fetchone()
    assert row is not None
    return int(row[0])


def _interactions(dsn: str, tenant: str) -> int:
    return _count(
        dsn,
        "SELECT count(*) FROM memstream_log.records WHERE topic = %s AND key LIKE %s",
        INTERACTIONS,
        f"{tenant}:%",
    )


@pytest.fixture
def settings(pg_dsn: str, tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path, pg_dsn=pg_dsn, retention_tenant_days={"acme": 1})


@pytest.fixture
def engine(settings: Settings) -> Iterator[Engine]:
    """Alice (tenant acme, one day of retention) and Zed (kept for ever), three days ago."""
    then = datetime.now(UTC) - timedelta(days=3)
    with Engine.open(settings) as engine:
        engine.emit([EventFactory(ALICE).remember("I live in Lisbon.", time=then)])
        engine.emit([EventFactory(ALICE).remember("我喜欢喝绿茶。", time=then)])
        engine.emit([EventFactory(ZED).remember("I live in Oslo.", time=then)])
        engine.wait_until_idle()
        yield engine


def test_retention_deletes_a_tenants_expired_interactions_and_memories_say_so(
    engine: Engine, settings: Settings, pg_dsn: str
) -> None:
    with psycopg.connect(pg_dsn) as conn:
        conn.execute("UPDATE memstream_log.records SET appended_at = now() - interval '2 days'")
    deleted = apply_retention(engine.system.pool, settings.retention, datetime.now(UTC))
    assert deleted == {"acme": 2}
    assert (_interactions(pg_dsn, "acme"), _interactions(pg_dsn, "other")) == (0, 1)
    with TestClient(create_app(engine.system.api_services())) as api:
        alice = api.get("/v1/users/alice/memories", params={"tenant": "acme"}).json()
        zed = api.get("/v1/users/zed/memories", params={"tenant": "other"}).json()
    held = [m for m in alice if m["key"] != "profile.narrative"]  # the view is rendered, not held
    assert len(held) == 2 and {m["sources"] for m in held} == {"expired"}
    assert zed and {m["sources"] for m in zed} == {"kept"}
    assert apply_retention(engine.system.pool, settings.retention, datetime.now(UTC)) == {}


def test_drop_retired_removes_old_generations_stores_and_keeps_the_live_one(
    engine: Engine, settings: Settings, pg_dsn: str
) -> None:
    engine.replay("reprocess")  # generation 2 (pipeline 2); generation 1 retired
    engine.replay("reprocess")  # generation 3 (pipeline 3); generation 2 retired
    before = [m.memory.content for m in engine.memories("acme", "alice")]
    engine.close()
    with ConnectionPool(pg_dsn, min_size=1, max_size=4, kwargs={"autocommit": True}) as pool:
        assert drop_retired_embedded(pool, settings) == [1, 2]
        assert drop_retired_embedded(pool, settings) == []
    schemas = "SELECT count(*) FROM information_schema.schemata WHERE schema_name = %s"
    assert [_count(pg_dsn, schemas, f"memstream_g{n}") for n in (1, 2, 3)] == [0, 0, 1]
    topic = "SELECT count(*) FROM memstream_log.records WHERE topic = %s"
    assert _count(pg_dsn, topic, f"{CANDIDATES}.g2") == 0
    assert _count(pg_dsn, topic, f"{CANDIDATES}.g3") > 0
    assert _count(pg_dsn, topic, CANDIDATES) == 0  # the first pipeline's, unsuffixed
    state = "SELECT count(*) FROM memstream_log.state WHERE store = %s"
    assert _count(pg_dsn, state, "consolidate") == _count(pg_dsn, state, "extract") == 0
    assert _count(pg_dsn, state, "consolidate.g2") == 0
    assert _count(pg_dsn, state, "consolidate.g3") > 0
    shards = sorted(p.name for p in (settings.data_dir / "qdrant").iterdir())
    assert shards == ["g3"]
    with Engine.open(settings) as again:
        assert [m.memory.content for m in again.memories("acme", "alice")] == before
