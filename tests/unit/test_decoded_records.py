"""Records a process just encoded are read back as their models, never past an erasure."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memstream.config import Settings
from memstream.pipeline import decoded, kernel
from memstream.pipeline.decoded import DECODED, DecodedRecords
from memstream.pipeline.description import PIPELINE, build_consolidate, build_extract
from memstream.pipeline.layout import Layout
from memstream.pipeline.sealed_stage import sealed
from memstream.pipeline.state import BufferedState, MappingTable
from memstream.ports import LogRecord, OutgoingRecord, StateTable
from memstream.producers import EventFactory
from memstream.producers.records import event_record
from memstream.schemas.base import Scope
from memstream.schemas.codec import decode_change
from memstream.trust.crypto import MemoryKeyStore
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.sealing import RecordSealer

ALICE = Scope(tenant="acme", user="alice", session="s1")
TEXTS = ["My doctor is Dr. Weiss and I live in Lisbon.", "我的医生姓魏，我住在杭州。"]


@pytest.fixture(autouse=True)
def _empty() -> Iterator[None]:
    decoded.DECODED.clear()
    decoded.PRODUCED.clear()
    yield
    decoded.DECODED.clear()
    decoded.PRODUCED.clear()


def _table() -> StateTable:
    return BufferedState(MappingTable({}))


def _read_back(out: OutgoingRecord, offset: int) -> LogRecord:
    """The record as a reader gets it from the log: equal bytes, another object."""
    return LogRecord(out.topic, 0, offset, out.key, bytes(bytearray(out.value)), out.headers)


def test_the_oldest_records_go_first_and_equal_bytes_find_their_model() -> None:
    records = DecodedRecords(capacity=2)
    for number in range(3):
        records.remember(f"record {number} 记录".encode(), number, None)
    assert records.recall("record 0 记录".encode()) is None
    assert [records.recall(f"record {n} 记录".encode()) for n in (1, 2)] == [(1, None), (2, None)]


@pytest.mark.parametrize("text", TEXTS)
def test_the_projection_takes_the_change_the_stage_encoded_until_its_user_is_erased(
    text: str,
) -> None:
    sealer = RecordSealer(CachedKeyStore(MemoryKeyStore()))
    layout = Layout()
    extract, consolidate = (layout.stage(spec) for spec in PIPELINE.stages[1:])
    event = EventFactory(ALICE).remember(text, key="profile.doctor")
    events = [_read_back(event_record(event, None, sealer), 0)]
    candidates = kernel.run_stage(
        sealed(build_extract(Settings()), sealer), extract, events, _table
    )
    changes = kernel.run_stage(
        sealed(build_consolidate(Settings()), sealer),
        consolidate,
        [_read_back(out, i) for i, out in enumerate(candidates.outputs)],
        _table,
    )
    records = [_read_back(out, i) for i, out in enumerate(changes.outputs)]
    route = layout.projection(PIPELINE.parts[1])
    items = kernel.decode_changes(route, records, sealer).items
    assert items and all(DECODED.recall(r.value) is not None for r in records)
    for (_, change), record in zip(items, records, strict=True):
        assert change is DECODED.recall(record.value)[0]  # type: ignore[index]
        assert change == decode_change(sealer.open(record.value))
    sealer.erase_user("acme", "alice")
    skipped = kernel.decode_changes(route, records, sealer)
    assert (skipped.items, skipped.erased) == ([], len(records))


@pytest.mark.parametrize("text", TEXTS)
def test_a_reader_without_the_key_store_decodes_as_before(text: str) -> None:
    sealer = RecordSealer(CachedKeyStore(MemoryKeyStore()))
    event = EventFactory(ALICE).message("user", text)
    record = event_record(event, None, sealer)
    assert decoded.recall(record.value) == (event, sealer.keys.key_for("acme", "alice"))  # type: ignore[union-attr]
    stage = sealed(build_extract(Settings()), RecordSealer(None))
    with pytest.raises(Exception, match="no data key store"):
        stage.decode(record.value)
