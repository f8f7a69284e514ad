"""Crypto-shredding on the embedded runtime: ciphertext on the log, erase, export, replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.drop_embedded import drop_retired_embedded
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
BOB = Scope(tenant="acme", user="bob", session="s1")
SAID = ["My doctor is Dr. Weiss.", "我住在杭州。"]


def _log_values(dsn: str, key: str) -> list[bytes]:
    with psycopg.connect(dsn) as conn:
        rows = conn.execute("SELECT value FROM memstream_log.records WHERE key = %s", (key,))
        return [bytes(row[0]) for row in rows.fetchall()]


def _contents(engine: Engine, scope: Scope) -> list[str]:
    return [h.memory.content for h in engine.memories(scope.tenant, scope.user)]


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[Engine]:
    """An engine that heard Alice (in English and Chinese) and Bob."""
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        alice = EventFactory(ALICE)
        engine.emit([alice.remember(text) for text in SAID])
        engine.emit([alice.message("user", "My name is Alice.")])
        engine.emit([EventFactory(BOB).remember("I prefer tea over coffee.")])
        engine.wait_until_idle()
        yield engine


def test_the_log_holds_only_ciphertext_of_a_users_words(engine: Engine, pg_dsn: str) -> None:
    assert len(_contents(engine, ALICE)) >= 2  # the pipeline opened what it sealed
    values = _log_values(pg_dsn, ALICE.key)
    assert len(values) >= 6  # events, candidates and changes of Alice
    for text in [*SAID, "Dr. Weiss", "杭州", "Alice"]:
        assert not any(text.encode() in value for value in values), text


def test_erase_shreds_the_log_export_shows_it_and_a_replay_rebuilds_without_the_user(
    engine: Engine,
) -> None:
    with TestClient(create_app(engine.system.api_services())) as api:
        erased = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
        assert erased.status_code == 202, erased.text
        engine.wait_until_idle()
        assert _contents(engine, ALICE) == []
        export = api.get("/v1/users/alice/export", params={"tenant": "acme"}).json()
    statuses = [event["status"] for event in export["events"]]
    assert statuses == ["erased"] * 3 + ["ok"]  # the erasure itself stays readable
    assert export["events"][-1]["event"]["type"] == "user.erased"
    engine.replay("reprocess")
    assert _contents(engine, ALICE) == []
    assert _contents(engine, BOB) != []


def test_a_returning_user_starts_empty(engine: Engine) -> None:
    with TestClient(create_app(engine.system.api_services())) as api:
        assert api.post("/v1/users/alice/erase", json={"tenant": "acme"}).status_code == 202
    engine.wait_until_idle()
    engine.emit([EventFactory(ALICE).remember("I live in Porto now.")])
    engine.wait_until_idle()
    contents = _contents(engine, ALICE)
    assert contents and all("Porto" in c for c in contents)
    engine.replay("reprocess")
    assert _contents(engine, ALICE) == contents


def test_an_erase_is_refused_while_a_retired_generation_holds_data_then_reaches_everything(
    engine: Engine, pg_dsn: str
) -> None:
    engine.replay("reprocess")  # generation 1 retired, its schema, shard and state kept
    with TestClient(create_app(engine.system.api_services())) as api:
        refused = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
        assert refused.status_code == 409, refused.text
        detail = refused.json()["detail"]
        assert "generation 1" in detail and "--drop-retired" in detail
        assert _contents(engine, ALICE)  # nothing was erased
        drop_retired_embedded(engine.system.pool, engine.system.settings)
        assert api.post("/v1/users/alice/erase", json={"tenant": "acme"}).status_code == 202
    engine.wait_until_idle()
    assert _contents(engine, ALICE) == []
