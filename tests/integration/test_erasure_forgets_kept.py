"""An erase reaches the process's RAM too: the memories recall parsed and kept
(`projections.snapshots.SNAPSHOTS`) and the narratives it told (`query_api.narrated.TELLING`)
are dropped once the erase is applied, so an erased user's decrypted memories do not outlive
their rows. Real embedded PostgreSQL; recall and erase through the API."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from memstream.config import Settings
from memstream.pg import stop_embedded_postgres
from memstream.producers import EventFactory
from memstream.projections.snapshots import SNAPSHOTS
from memstream.query_api.main import create_app
from memstream.query_api.narrated import TELLING
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
ALICE_SAYS = ["I'm Alice Moreau and I live in Wobblethorpe.", "我对花生过敏，我养了一只猫叫年糕。"]


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    settings = Settings(data_dir=tmp_path / "data")
    try:
        with Engine.open(settings) as engine:
            alice = EventFactory(ALICE)
            engine.emit([alice.message("user", text) for text in ALICE_SAYS])
            engine.emit([alice.session_ended()])
            engine.wait_until_idle()
            yield engine
    finally:
        stop_embedded_postgres(settings.pg_dir)


def test_an_applied_erase_drops_the_memories_and_narratives_kept_in_ram(engine: Engine) -> None:
    SNAPSHOTS.clear()
    TELLING.clear()
    with TestClient(create_app(engine.system.api_services())) as api:
        body = {"tenant": "acme", "user": "alice", "query": "where do I live?", "token_budget": 800}
        recalled = api.post("/v1/recall", json=body)
        assert recalled.status_code == 200, recalled.text
        assert "Wobblethorpe" in recalled.text
        assert len(SNAPSHOTS) > 0  # recall kept her parsed memories
        assert len(TELLING) > 0  # and her narrative
        accepted = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
        assert accepted.status_code == 202, accepted.text
        deadline = time.monotonic() + 120
        status_url = accepted.json()["status_url"]
        while api.get(status_url).json()["state"] not in ("applied", "done"):
            assert time.monotonic() < deadline
            time.sleep(0.2)
        assert len(SNAPSHOTS) == 0
        assert len(TELLING) == 0
        again = api.post("/v1/recall", json=body)
        assert again.status_code == 200, again.text
        assert "Wobblethorpe" not in again.text
