"""kill -9 mid-stream, restart: nothing accepted is lost, nothing is processed twice."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest

from memstream.pg import start_embedded_postgres
from memstream.ports import InMemoryState
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from memstream.schemas.codec import encode
from memstream.schemas.events import InteractionEvent
from memstream.schemas.topics import CANDIDATES, INTERACTIONS, MEMORY_CHANGES
from tests.fixtures.server import ServerProcess, recall_when_projected
from tests.integration.readmodels import opened

pytestmark = pytest.mark.slow
START = datetime(2026, 5, 1, 8, 0, tzinfo=UTC)


def batches() -> list[list[InteractionEvent]]:
    """Six batches: nine distinct notes each, and the same preference once per batch."""
    factory = EventFactory(Scope(tenant="acme", user="u1", session="s1"))
    result = []
    for b in range(6):
        batch: list[InteractionEvent] = []
        for n in range(9):
            i = b * 9 + n
            batch.append(
                factory.remember(
                    f"Note number {i}: the locker code is {1000 + i}",
                    time=START + timedelta(seconds=i),
                )
            )
        batch.append(
            factory.message(
                "user",
                "I prefer green tea.",
                external_id=f"tea-{b}",
                time=START + timedelta(seconds=100 + b),
            )
        )
        result.append(batch)
    return result


def reference_outputs(events: list[InteractionEvent]) -> tuple[list[bytes], list[bytes]]:
    """What exactly-once processing must produce: the pure stages run in memory."""
    extract, consolidate = ExtractStage(), ConsolidateStage()
    extract_state = InMemoryState()
    consolidate_state = InMemoryState()
    candidates = [c for e in events for c in extract.process(e, extract_state)]
    changes = [ch for c in candidates for ch in consolidate.process(c, consolidate_state)]
    return [encode(c) for c in candidates], [encode(ch) for ch in changes]


def topic_values(dsn: str, topic: str, keys_dir: Path) -> list[bytes]:
    """A topic's values in log order, sealed ones opened."""
    with psycopg.connect(dsn) as conn:
        rows = conn.execute(
            'SELECT value FROM memstream_log.records WHERE topic = %s ORDER BY partition, "offset"',
            (topic,),
        ).fetchall()
    return opened(dsn, [bytes(row[0]) for row in rows], keys_dir)


def test_kill_9_mid_stream_then_restart(server_factory: Callable[..., ServerProcess]) -> None:
    all_batches = batches()
    # Emit half the batches, then kill -9 while the pipeline is still working on them.
    server = server_factory()
    with MemstreamClient(server.url) as client:
        for batch in all_batches[:3]:
            client.emit(batch)
    server.kill9()
    # Restart on the same data directory and emit the rest.
    server = server_factory(server.data_dir)
    with MemstreamClient(server.url) as client:
        positions = [r.position for batch in all_batches[3:] for r in client.emit(batch)]
        recall_when_projected(client, "acme", "u1", "tea", positions)
        memories = client.memories("acme", "u1")
    # Every accepted event is in the log exactly once.
    events = [e for batch in all_batches for e in batch]
    dsn = start_embedded_postgres(server.data_dir / "pg").dsn("memstream")
    keys = server.data_dir / "keys"
    assert topic_values(dsn, INTERACTIONS, keys) == [encode(e) for e in events]
    # Every stage produced exactly what one clean pass produces: no loss, no duplicate.
    expected_candidates, expected_changes = reference_outputs(events)
    assert topic_values(dsn, CANDIDATES, keys) == expected_candidates
    assert topic_values(dsn, MEMORY_CHANGES, keys) == expected_changes
    # The read model counts each statement once. (Episode chunks also show the tea
    # messages verbatim; the statement counted is the preference.)
    notes = [m for m in memories if m["content"].startswith("Note number")]
    tea = [m for m in memories if m["type"] == "preference" and "green tea" in m["content"].lower()]
    assert len(notes) == 54
    assert [m["evidence_count"] for m in tea] == [6]
