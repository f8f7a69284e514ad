"""An erase and generations no longer in use, on both runtimes (`open_engine`).

After a replay, the generation it replaced keeps its read schema, vector store and stage
state. An erase is refused while it does, naming the generation; once it is dropped
(`--drop-retired`, the runtime's `Dropper`), the erase is accepted and no store of the
retired generation is left to hold the user's words.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psycopg
import pytest
from aiokafka.admin import AIOKafkaAdminClient
from fastapi.testclient import TestClient

from memstream.log.generations import GenerationStore
from memstream.pipeline.generations import Generation
from memstream.ports import Dropper
from memstream.producers import EventFactory
from memstream.query_api.main import create_app
from memstream.runtime.drop_embedded import EmbeddedDropper, drop_retired
from memstream.runtime.engine import EngineBase
from memstream.runtime.kafka.drop import KafkaDropper
from memstream.runtime.kafka.engine import KafkaEngine
from memstream.runtime.kafka.topology import processor_group
from memstream.schemas.base import Scope
from tests.fixtures.runtimes import OpenEngine
from tests.integration.kafka.support import read_topic
from tests.integration.test_admin_ops import Api

pytestmark = pytest.mark.slow
ALICE = Scope(tenant="acme", user="alice", session="s1")
BOB = Scope(tenant="acme", user="bob", session="s1")
WORDS = ("Lisbon", "Weiss", "杭州", "\\u676d\\u5dde")  # Chinese as json escapes it too
_TABLES = """
SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind = 'r' AND n.nspname LIKE 'memstream%'
  AND (n.nspname, c.relname) NOT IN (('memstream_log', 'records'), ('memstream_log', 'event_ids'))
"""


def _contents(engine: EngineBase, scope: Scope) -> list[str]:
    return [h.memory.content for h in engine.memories(scope.tenant, scope.user)]


def _rows_with_words(dsn: str) -> list[str]:
    """Every table (but the sealed log) with a row whose text holds one of WORDS."""
    found = []
    with psycopg.connect(dsn) as conn:
        for schema, name in conn.execute(_TABLES).fetchall():
            for word in WORDS:
                query = f'SELECT count(*) FROM "{schema}"."{name}" t WHERE t::text LIKE %s'
                row = conn.execute(query, (f"%{word}%",)).fetchone()
                if row is not None and row[0]:
                    found.append(f"{schema}.{name}: {word}")
    return found


def _records_in(bootstrap: str, prefixes: set[str], names: set[str]) -> dict[str, int]:
    """Whether each topic named in `names` or starting with a prefix holds a record (0/1)."""

    async def counted() -> dict[str, int]:
        admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
        await admin.start()
        try:
            listed = set(await admin.list_topics())
        finally:
            await admin.close()
        chosen = {t for t in listed if t in names or t.startswith(tuple(prefixes))}
        return {t: len(await read_topic(bootstrap, t, 1, timeout_ms=3000)) for t in chosen}

    return asyncio.run(counted())


def _dropper(engine: EngineBase) -> Dropper:
    """The runtime's own dropper, on the engine's stores."""
    settings = engine.stores.settings
    if not isinstance(engine, KafkaEngine):
        return EmbeddedDropper(engine.stores)
    return KafkaDropper(engine.stores, settings.kafka_bootstrap, engine.layout().namespace)


def _retired_records(engine: EngineBase, retired: Generation) -> int:
    """Records the retired pipeline's topics still hold (Kafka; none on the embedded log).

    A dropped topic may come back empty: a client that had it in its metadata asks for it
    again, and a broker that auto-creates topics creates it anew; its records are gone.
    """
    settings = engine.stores.settings
    if not isinstance(engine, KafkaEngine):
        return 0
    layout = engine.layout(retired)
    derived = {layout.topic(t) for t in layout.pipeline.derived_topics}
    app = f"{processor_group(layout)}-"
    return sum(_records_in(settings.kafka_bootstrap, {app}, derived).values())


@contextmanager
def _api(engine: EngineBase) -> Iterator[Any]:
    """The engine's app, called where its erasures are followed: Kafka, on the engine's
    loop (its producer lives there); embedded, on a test client's (its lifespan's) loop."""
    if isinstance(engine, KafkaEngine):
        yield Api(engine)
        return
    with TestClient(create_app(engine.services)) as client:
        yield client


def _erase_until_done(api: Any) -> dict[str, Any]:
    accepted = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
    assert accepted.status_code == 202, accepted.text
    deadline = time.monotonic() + 120
    while (status := api.get(accepted.json()["status_url"]).json())["state"] != "done":
        assert time.monotonic() < deadline, status
        time.sleep(0.2)
    found: dict[str, Any] = status
    return found


def test_an_erase_names_a_retired_generation_then_nothing_of_it_keeps_the_users_words(
    open_engine: OpenEngine, pg_dsn: str, tmp_path: Path
) -> None:
    # Alice and Bob are learned by generation 1; a reprocess retires it.
    engine = open_engine(pg_dsn, tmp_path)
    alice = EventFactory(ALICE)
    engine.emit([alice.remember("I live in Lisbon."), alice.remember("我住在杭州。")])
    engine.emit([alice.remember("My doctor is Dr. Weiss.")])
    engine.emit([EventFactory(BOB).remember("I prefer tea over coffee.")])
    engine.wait_until_idle()
    first = engine.generation
    engine.replay("reprocess")
    # The retired read schema holds Alice's words; on Kafka, so do its pipeline's topics.
    retired_schema = first.store("postgres")
    assert any(row.startswith(f"{retired_schema}.") for row in _rows_with_words(pg_dsn))
    assert bool(_retired_records(engine, first)) == isinstance(engine, KafkaEngine)
    with _api(engine) as api:
        # The erase is refused, naming the generation that still holds Alice's words.
        refused = api.post("/v1/users/alice/erase", json={"tenant": "acme"})
        assert refused.status_code == 409, refused.text
        assert f"generation {first.number}" in refused.json()["detail"]
        assert _contents(engine, ALICE)  # nothing was erased
        # Drop it with the runtime's dropper, then erase until done.
        with engine.stores.pool.connection() as conn, conn.transaction():
            assert drop_retired(GenerationStore(), conn, _dropper(engine)) == [first.number]
        _erase_until_done(api)
    engine.wait_until_idle()
    # Alice is gone from every table, live or retired; Bob stays; no retired topic holds a record.
    assert _contents(engine, ALICE) == []
    assert _contents(engine, BOB)
    assert _rows_with_words(pg_dsn) == []
    assert _retired_records(engine, first) == 0
    with psycopg.connect(pg_dsn) as conn:
        schema = "SELECT count(*) FROM information_schema.schemata WHERE schema_name = %s"
        row = conn.execute(schema, (retired_schema,)).fetchone()
    assert row == (0,)
