"""An erase and the user's concurrent writes are ordered on the log.

Writes of Alice race erases of Alice through one API process (the embedded runtime).
Afterwards, on the log: every record of hers before the last `user.erased` is unreadable
(sealed under a shredded key), every record after it opens; and what is remembered
about her comes only from events after it (a new, empty user).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.engine import Engine
from memstream.schemas.base import Scope
from memstream.schemas.codec import decode_event
from memstream.trust.crypto import KeyErased
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.kek_file import FileKeks
from memstream.trust.sealing import RecordSealer, is_sealed
from tests.fixtures.log_reads import interaction_values

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
ROUNDS, WRITES = 12, 12
TEXTS = ["I live in Lisbon and I like green tea.", "我住在杭州，我喜欢喝绿茶。"]


@pytest.fixture
def engine(pg_dsn: str, tmp_path: Path) -> Iterator[Engine]:
    with Engine.open(Settings(data_dir=tmp_path, pg_dsn=pg_dsn)) as engine:
        yield engine


async def _write(client: httpx.AsyncClient, event: Any, delay: float) -> None:
    await asyncio.sleep(delay)
    response = await client.post("/v1/events", json=[event.model_dump(mode="json")])
    assert response.status_code == 202, response.text


async def _erase(client: httpx.AsyncClient, delay: float) -> None:
    await asyncio.sleep(delay)
    response = await client.post("/v1/users/alice/erase", json={"tenant": "acme"})
    assert response.status_code == 202, response.text


async def _race(engine: Engine) -> None:
    app = create_app(engine.system.api_services())
    transport = httpx.ASGITransport(app=app)
    factory = EventFactory(ALICE)
    async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
        for _ in range(ROUNDS):
            writes = [
                _write(client, factory.message("user", TEXTS[i % 2]), 0.002 * i)
                for i in range(WRITES)
            ]
            await asyncio.gather(*writes, _erase(client, 0.002 * WRITES / 2))
        erasures = engine.system.api_services().erasures
        assert erasures is not None
        await erasures.close()


def test_writes_racing_an_erase_land_wholly_before_or_after_it(
    engine: Engine, pg_dsn: str, tmp_path: Path
) -> None:
    asyncio.run(_race(engine))
    engine.wait_until_idle()
    values = interaction_values(pg_dsn, ALICE.key)
    erased_at = [i for i, value in enumerate(values) if not is_sealed(value)]
    assert len(erased_at) == ROUNDS and len(values) == ROUNDS * (WRITES + 1)
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        sealer = RecordSealer(PostgresDataKeyStore(pool, FileKeks(tmp_path / "keys")))
        for value in values[: erased_at[-1]]:
            if is_sealed(value):
                with pytest.raises(KeyErased):
                    sealer.open(value)
        after = [decode_event(sealer.open(value)).id for value in values[erased_at[-1] + 1 :]]
    remembered = engine.memories("acme", "alice", include_inactive=True)
    sources = {e for h in remembered for e in h.memory.provenance.event_ids}
    assert sources <= set(after)
