"""An erase and the user's writes are ordered across processes on one database.

Two real server processes share one PostgreSQL and one KEK directory: `memstream up`
(the pipeline and an edge) and a second edge (`tests.fixtures.edge_only`). Writes of
Alice go to both at once while erases of Alice go to one or the other. The second
process has Alice's key cached when the first erases her, and batches of both are in
flight. Afterwards, on the log: no record after a `user.erased` is sealed under a key a
record before it used; every record of hers before the last `user.erased` is unreadable
(sealed under a shredded key), every record after it opens; and what is remembered about
her comes only from events after it (a new, empty user).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from psycopg_pool import ConnectionPool

from memstream.producers import EventFactory
from memstream.schemas.base import Scope
from memstream.schemas.codec import decode_event
from memstream.trust.crypto import KeyErased
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.kek_file import FileKeks
from memstream.trust.sealing import RecordSealer, SealedRecord, is_sealed
from tests.fixtures.log_reads import interaction_values
from tests.fixtures.server import ServerProcess, start_server

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
ROUNDS, WRITES = 6, 12
TEXTS = ["I live in Lisbon and I like green tea.", "我住在杭州，我喜欢喝绿茶。"]


@pytest.fixture
def servers(pg_dsn: str, tmp_path: Path) -> Iterator[list[ServerProcess]]:
    """`memstream up` and a second edge, on one database and one KEK directory."""
    shared = {"MEMSTREAM_PG_DSN": pg_dsn, "MEMSTREAM_KEK_DIR": str(tmp_path / "keys")}
    started = [start_server(tmp_path / "full", extra_env=shared)]
    try:
        edge = shared | {"MEMSTREAM_RECALL_PROCESS": "false"}
        module = ("tests.fixtures.edge_only",)
        started.append(start_server(tmp_path / "edge", extra_env=edge, module=module))
        yield started
    finally:
        for server in started:
            server.stop()


async def _write(client: httpx.AsyncClient, url: str, event: Any, delay: float) -> None:
    await asyncio.sleep(delay)
    response = await client.post(f"{url}/v1/events", json=[event.model_dump(mode="json")])
    assert response.status_code == 202, response.text


async def _erase(client: httpx.AsyncClient, url: str, delay: float) -> None:
    await asyncio.sleep(delay)
    response = await client.post(f"{url}/v1/users/alice/erase", json={"tenant": "acme"})
    assert response.status_code == 202, response.text


async def _race(urls: list[str]) -> None:
    factory = EventFactory(ALICE)
    async with httpx.AsyncClient(timeout=60) as client:
        for round_ in range(ROUNDS):
            writes = [
                _write(client, urls[i % 2], factory.message("user", TEXTS[i % 2]), 0.003 * i)
                for i in range(WRITES)
            ]
            await asyncio.gather(*writes, _erase(client, urls[round_ % 2], 0.003 * WRITES / 2))


def _wait_until_idle(url: str, timeout: float = 120.0) -> None:
    """Until the pipeline has nothing pending, three times in a row."""
    deadline, quiet = time.monotonic() + timeout, 0
    while quiet < 3:
        assert time.monotonic() < deadline, "the pipeline did not catch up"
        pending = httpx.get(f"{url}/healthz", timeout=10).json()["pending"]
        quiet = quiet + 1 if not any(pending.values()) else 0
        time.sleep(0.3)


def _key_ids_by_segment(values: list[bytes]) -> list[set[str]]:
    """The data key ids of the sealed records between two `user.erased` (and at the ends)."""
    segments: list[set[str]] = [set()]
    for value in values:
        if is_sealed(value):
            segments[-1].add(SealedRecord.model_validate_json(value).envelope.kid)
        else:
            segments.append(set())
    return segments


def test_writes_through_two_processes_racing_erases_land_wholly_before_or_after_them(
    servers: list[ServerProcess], pg_dsn: str, tmp_path: Path
) -> None:
    full, edge = servers
    asyncio.run(_race([full.url, edge.url]))
    _wait_until_idle(full.url)
    values = interaction_values(pg_dsn, ALICE.key)
    erased_at = [i for i, value in enumerate(values) if not is_sealed(value)]
    assert len(erased_at) == ROUNDS and len(values) == ROUNDS * (WRITES + 1)
    # After each erase, no record is sealed under a key a record before it used (shredded).
    segments = _key_ids_by_segment(values)
    for index, later in enumerate(segments[1:], start=1):
        assert not later & set().union(*segments[:index]), index
    with ConnectionPool(pg_dsn, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        sealer = RecordSealer(PostgresDataKeyStore(pool, FileKeks(tmp_path / "keys")))
        for value in values[: erased_at[-1]]:
            if is_sealed(value):
                with pytest.raises(KeyErased):
                    sealer.open(value)
        after = [decode_event(sealer.open(value)).id for value in values[erased_at[-1] + 1 :]]
    remembered = httpx.get(
        f"{full.url}/v1/users/alice/memories",
        params={"tenant": "acme", "include_inactive": "true"},
        timeout=30,
    ).json()
    sources = {e for memory in remembered for e in memory["provenance"]["event_ids"]}
    assert sources <= set(after)
