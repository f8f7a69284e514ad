"""The embedded stage host: outputs, state and position commit together; bad input to the DLQ."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
import structlog
from psycopg_pool import ConnectionPool

from memstream.log.postgres import PostgresLog
from memstream.log.state import PostgresStateTable
from memstream.pipeline.description import STAGES
from memstream.pipeline.layout import Route
from memstream.ports import OutgoingRecord, StateStore
from memstream.runtime.embedded import StageRunner
from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.codec import decode_event, encode
from memstream.schemas.events import InteractionEvent, MessagePosted
from memstream.schemas.topics import CANDIDATES, DLQ, INTERACTIONS


class Counted(FrozenModel):
    scope: Scope
    count: int


ROUTE = Route("counting", STAGES, INTERACTIONS, CANDIDATES, DLQ)


class CountingStage:
    """Counts messages per user in its state; fails on the word 'boom'."""

    name = "counting"

    @property
    def decode(self) -> Callable[[bytes], InteractionEvent]:
        return decode_event

    def state_keys(self, record: InteractionEvent) -> list[str]:
        return [record.key]

    def decode_state(self, key: str, stored: Any) -> Any:
        return stored

    def process(self, record: InteractionEvent, state: StateStore) -> list[Counted]:
        assert isinstance(record, MessagePosted)
        count = state.get(record.key, {"n": 0})["n"] + 1
        state[record.key] = {"n": count}
        if record.payload.content == "boom":
            raise RuntimeError("boom")  # after writing state: that write must not stick
        return [Counted(scope=record.scope, count=count)]


@pytest.fixture
def log(pg_dsn: str) -> Iterator[PostgresLog]:
    pool: ConnectionPool[Any] = ConnectionPool(pg_dsn, kwargs={"autocommit": True}, open=True)
    log = PostgresLog(pool)
    log.setup()
    yield log
    pool.close()


def message(n: int, text: str, user: str = "u1") -> OutgoingRecord:
    event = MessagePosted.model_validate(
        {
            "id": f"e{n}",
            "time": datetime(2026, 1, 1, tzinfo=UTC),
            "scope": {"tenant": "t", "user": user},
            "payload": {"role": "user", "content": text},
        }
    )
    return OutgoingRecord(INTERACTIONS, event.key, encode(event))


def outputs(log: PostgresLog, topic: str) -> list[dict[str, Any]]:
    with log.pool.connection() as conn:
        return [json.loads(r.value) for r in log.read(conn, topic, 0, 0, 100)]


def test_each_record_is_processed_exactly_once(log: PostgresLog) -> None:
    # Write events for two users.
    log.append([message(1, "a"), message(2, "b", user="u2"), message(3, "c")])
    # Run the stage twice: the second step finds nothing new.
    runner = StageRunner(log, CountingStage(), ROUTE)
    assert runner.step() == 3
    assert runner.step() == 0
    # Outputs reflect the per-user state, once each.
    assert [o["count"] for o in outputs(log, CANDIDATES)] == [1, 1, 2]
    # A new runner (a restarted process) resumes where the first left off.
    log.append([message(4, "d")])
    assert StageRunner(log, CountingStage(), ROUTE).step() == 1
    assert [o["count"] for o in outputs(log, CANDIDATES)][-1] == 3


def test_bad_records_go_to_the_dlq_and_the_partition_carries_on(log: PostgresLog) -> None:
    # A record that is not JSON, one that fails validation, one that makes the stage fail.
    log.append([OutgoingRecord(INTERACTIONS, "t:u1", b"\xff not json")])
    log.append([OutgoingRecord(INTERACTIONS, "t:u1", b'{"type": "message.posted"}')])
    log.append([message(3, "boom"), message(4, "fine")])
    assert StageRunner(log, CountingStage(), ROUTE).step() == 4
    # The valid record after them was processed, and the failed one left no state behind.
    assert [o["count"] for o in outputs(log, CANDIDATES)] == [1]
    # Each bad record is in the DLQ with its original bytes and a reason.
    with log.pool.connection() as conn:
        dead = log.read(conn, DLQ, 0, 0, 10)
    assert [d.headers["original_offset"] for d in dead] == ["0", "1", "2"]
    assert dead[0].value == b"\xff not json"
    assert "not JSON" in dead[0].headers["reason"]
    assert "id: Field required" in dead[1].headers["reason"]
    assert "RuntimeError: boom" in dead[2].headers["reason"]


def test_state_round_trips_with_its_key_order(log: PostgresLog) -> None:
    # Outputs are compared byte for byte across restarts, so a reloaded state must
    # serialize exactly like the one that was saved (jsonb would reorder keys).
    with log.transaction() as conn:
        table = PostgresStateTable(conn, "ordering")
        table["t:u"] = {"polarity": "+", "object": "tea", "form": "x"}
        table.flush()
    with log.transaction() as conn:
        reloaded = PostgresStateTable(conn, "ordering")["t:u"]
    assert list(reloaded) == ["polarity", "object", "form"]


def test_a_failing_record_is_logged_with_its_event_id(log: PostgresLog) -> None:
    log.append([message(7, "boom")])
    with structlog.testing.capture_logs() as logs:
        StageRunner(log, CountingStage(), ROUTE).step()
    failures = [e for e in logs if e["event"] == "stage failed" and e["log_level"] == "error"]
    assert [entry["event_id"] for entry in failures] == ["e7"]
    assert failures[0]["error"] == "RuntimeError" and "boom" not in str(failures[0])
