"""Sealed records: what is clear, what is not, and how erasure and the key cache behave."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from memstream.config import Settings
from memstream.pipeline import kernel
from memstream.pipeline.description import PIPELINE, build_consolidate, build_extract
from memstream.pipeline.layout import Layout
from memstream.pipeline.sealed_stage import SealedStage, sealed
from memstream.pipeline.state import BufferedState, MappingTable
from memstream.ports import LogRecord, OutgoingRecord, StateTable
from memstream.producers import EventFactory
from memstream.producers.records import event_record
from memstream.schemas.base import Scope
from memstream.schemas.codec import DecodeError, decode_event, encode
from memstream.trust.crypto import KeyErased, MemoryKeyStore, new_data_key
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.sealing import (
    ERASED_NOTE,
    PLAINTEXT,
    RecordSealer,
    SealedRecord,
    is_sealed,
    parse_sealed,
    record_aad,
    sealed_json,
)

ALICE = Scope(tenant="acme", user="alice", session="s1")
TEXTS = ["My doctor is Dr. Weiss and I live in Lisbon.", "我的医生姓魏，我住在杭州。"]


def _sealer() -> RecordSealer:
    return RecordSealer(CachedKeyStore(MemoryKeyStore()))


def _log_record(out: OutgoingRecord, offset: int = 0) -> LogRecord:
    return LogRecord(out.topic, 0, offset, out.key, out.value, dict(out.headers))


@pytest.mark.parametrize("text", TEXTS)
def test_an_event_is_sealed_and_opens_again(text: str) -> None:
    sealer = _sealer()
    event = EventFactory(ALICE).message("user", text)
    raw = sealer.encode(event)
    assert is_sealed(raw) and text.encode() not in raw
    clear = SealedRecord.model_validate_json(raw)
    assert (clear.type, clear.id, clear.tenant, clear.user) == (
        "message.posted",
        event.id,
        "acme",
        "alice",
    )
    assert decode_event(sealer.open(raw)) == event


def test_plaintext_records_still_open_and_sealing_can_be_turned_off() -> None:
    keys = CachedKeyStore(MemoryKeyStore())
    event = EventFactory(ALICE).message("user", TEXTS[0])
    sealed_raw = RecordSealer(keys).encode(event)
    off = RecordSealer(keys, enabled=False)
    assert not is_sealed(off.encode(event))
    assert decode_event(off.open(off.encode(event))) == event
    assert decode_event(off.open(sealed_raw)) == event  # turned off, still reads old ones
    with pytest.raises(DecodeError, match="no data key store"):
        PLAINTEXT.open(sealed_raw)


def test_the_erasure_itself_stays_clear() -> None:
    sealer = _sealer()
    raw = sealer.encode(EventFactory(ALICE).erase("asked"))
    assert not is_sealed(raw)


def test_after_erasure_the_users_records_do_not_open_and_a_return_gets_a_new_key() -> None:
    sealer = _sealer()
    factory = EventFactory(ALICE)
    old = sealer.encode(factory.message("user", TEXTS[1]))
    bob = sealer.encode(EventFactory(Scope(tenant="acme", user="bob")).message("user", "hi"))
    assert sealer.erase_user("acme", "alice") == 1
    with pytest.raises(KeyErased):
        sealer.open(old)
    assert decode_event(sealer.open(bob)).scope.user == "bob"
    again = factory.message("user", TEXTS[0])
    assert decode_event(sealer.open(sealer.encode(again))) == again


def test_an_envelope_moved_to_another_record_does_not_open() -> None:
    sealer = _sealer()
    first = SealedRecord.model_validate_json(
        sealer.encode(EventFactory(ALICE).message("user", "a"))
    )
    second = EventFactory(ALICE).message("user", "b")
    moved = SealedRecord.model_validate_json(sealer.encode(second)).model_copy(
        update={"envelope": first.envelope}
    )
    with pytest.raises(DecodeError, match="does not open"):
        sealer.open(moved.model_dump_json().encode())


def test_no_key_material_in_reprs() -> None:
    store = MemoryKeyStore()
    sealer = RecordSealer(CachedKeyStore(store))
    key = store.key_for("acme", "alice")
    text = repr(sealer) + repr(key) + repr(sealer.keys)
    assert key.material.hex() not in text and str(key.material) not in text


class _CountingStore(MemoryKeyStore):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def key_for(self, tenant: str, user: str) -> Any:
        self.calls += 1
        return super().key_for(tenant, user)

    def key_by_id(self, key_id: str) -> Any:
        self.calls += 1
        return super().key_by_id(key_id)


def test_the_cache_keeps_keys_for_its_ttl_and_forgets_them_on_erase() -> None:
    now = [0.0]
    store = _CountingStore()
    cache = CachedKeyStore(store, ttl_seconds=10, clock=lambda: now[0])
    key = cache.key_for("acme", "alice")
    assert cache.key_for("acme", "alice") == key and cache.key_by_id(key.key_id) == key
    assert store.calls == 1
    now[0] = 11.0
    cache.key_for("acme", "alice")
    assert store.calls == 2
    cache.erase("acme", "alice")
    with pytest.raises(KeyErased):
        cache.key_by_id(key.key_id)
    with pytest.raises(KeyErased):  # remembered: no second lookup
        cache.key_by_id(key.key_id)
    assert store.calls == 3


def test_forget_evicts_a_key_another_process_erased() -> None:
    store = MemoryKeyStore()
    cache = CachedKeyStore(store, ttl_seconds=3600)
    key = cache.key_for("acme", "alice")
    store.erase("acme", "alice")  # elsewhere: this cache still trusts the key
    assert cache.key_by_id(key.key_id) == key
    cache.forget("acme", "alice")
    with pytest.raises(KeyErased):
        cache.key_by_id(key.key_id)
    assert cache.key_for("acme", "alice").key_id != key.key_id


def _table() -> StateTable:
    return BufferedState(MappingTable({}))


@pytest.mark.parametrize("text", TEXTS)
def test_the_kernel_seals_outputs_and_skips_erased_records(text: str) -> None:
    sealer = _sealer()
    layout = Layout()
    extract, consolidate = (layout.stage(spec) for spec in PIPELINE.stages[1:])
    event = EventFactory(ALICE).remember(text, key="profile.doctor")
    records = [_log_record(event_record(event, None, sealer))]
    stage = sealed(build_extract(Settings()), sealer)
    batch = kernel.run_stage(stage, extract, records, _table)
    assert batch.outputs and batch.dead == 0
    assert all(is_sealed(o.value) and text.encode() not in o.value for o in batch.outputs)
    changes = kernel.run_stage(
        sealed(build_consolidate(Settings()), sealer),
        consolidate,
        [_log_record(o, i) for i, o in enumerate(batch.outputs)],
        _table,
    )
    assert changes.outputs and all(text.encode() not in o.value for o in changes.outputs)
    projection = layout.projection(PIPELINE.parts[1])
    change_records = [_log_record(o, i) for i, o in enumerate(changes.outputs)]
    assert len(kernel.decode_changes(projection, change_records, sealer).items) == len(
        change_records
    )
    sealer.erase_user("acme", "alice")
    again = kernel.run_stage(stage, extract, records, _table)
    assert (again.outputs, again.dead, again.processed) == ([], 0, 1)
    assert again.counts["erased"] == 1
    skipped = kernel.decode_changes(projection, change_records, sealer)
    assert (skipped.items, skipped.dead, skipped.erased) == ([], [], len(change_records))
    assert skipped.through == {(change_records[0].topic, 0): len(change_records)}


@pytest.mark.parametrize("text", TEXTS)
def test_what_a_record_leads_to_is_sealed_under_its_key_even_when_erased_meanwhile(
    text: str,
) -> None:
    sealer = _sealer()
    stage = SealedStage(build_extract(Settings()), sealer)
    raw = event_record(EventFactory(ALICE).remember(text, key="profile.doctor"), None, sealer)
    # The stage has opened the record when the erase happens.
    opened = stage.decode(raw.value)
    sealer.erase_user("acme", "alice")
    outputs = [stage.encode(out) for out in stage.process(opened, _table())]
    assert outputs
    for value in outputs:
        with pytest.raises(KeyErased):
            sealer.open(value)


@pytest.mark.parametrize(
    ("kind", "record_id", "tenant", "user"),
    [
        ("message.posted", "31b0e881-e0d5-5281-9c65-214c86abcf8f", "acme", "alice"),
        ("memory.change", "变更-1", "租户", "用户张三"),
        ("x", 'quote " backslash \\ newline \n nul \x00', "t\u2028", "\U0001f600"),
        ("", "", "", ""),
    ],
)
def test_the_associated_data_is_the_json_list_sealed_records_were_bound_to(
    kind: str, record_id: str, tenant: str, user: str
) -> None:
    # Records sealed before stay readable: the bytes never change with the encoder.
    expected = json.dumps(["memstream-record-v1", tenant, user, kind, record_id]).encode()
    assert record_aad(kind, record_id, tenant, user) == expected


class _Quoting:
    """A stage that fails quoting what it was given (as a library's error may)."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.name = inner, inner.name
        self.decode, self.decode_state = inner.decode, inner.decode_state
        self.state_keys = inner.state_keys

    def process(self, record: Any, state: Any) -> list[Any]:
        raise ValueError(f"cannot handle {record.payload.content!r}")


@pytest.mark.parametrize("text", TEXTS)
def test_a_dead_letters_reason_is_sealed_as_its_record_and_shredded_with_it(text: str) -> None:
    sealer = _sealer()
    extract = Layout().stage(PIPELINE.stages[1])
    event = EventFactory(ALICE).message("user", text)
    records = [_log_record(event_record(event, None, sealer))]
    stage = sealed(_Quoting(build_extract(Settings())), sealer)
    [dead] = kernel.run_stage(stage, extract, records, _table).outputs
    # The reason quotes the words, sealed under the user's key: the DLQ shows no text.
    assert dead.topic == extract.dlq and text.encode() not in dead.value
    reason = dead.headers["reason"]
    assert text not in reason and text in sealer.open_note(reason)
    # Erased: the reason opens no more; a clear record's reason stays as it was.
    sealer.erase_user("acme", "alice")
    assert sealer.open_note(reason) == ERASED_NOTE
    assert sealer.seal_note(b'{"id": "clear"}', "why") == "why" == sealer.open_note("why")


@pytest.mark.parametrize(
    ("kind", "record_id", "tenant", "user"),
    [
        ("message.posted", "31b0e881-e0d5-5281-9c65-214c86abcf8f", "acme", "alice"),
        ("memory.change", "变更-1", "租户", "用户张三"),
        ("x", 'quote " backslash \\ newline \n tab \t nul \x00', "t\u2028", "\U0001f600"),
    ],
)
def test_a_sealed_record_is_assembled_as_the_model_writes_it(
    kind: str, record_id: str, tenant: str, user: str
) -> None:
    raw = sealed_json(kind, record_id, tenant, user, new_data_key(tenant, user), b"{}")
    model = SealedRecord.model_validate_json(raw)
    assert encode(model) == raw
    assert (model.type, model.id, model.tenant, model.user) == (kind, record_id, tenant, user)
    assert parse_sealed(raw) == model


def _parsed(parse: Any, raw: bytes) -> Any:
    try:
        return parse(raw)
    except DecodeError:
        return "DecodeError"


def _through_the_model(raw: bytes) -> SealedRecord:
    try:
        return SealedRecord.model_validate_json(raw)
    except ValidationError as exc:
        raise DecodeError(str(exc)) from exc


@pytest.mark.parametrize(
    "change",
    [
        {},
        {"extra": "field"},
        {"sealed": True},
        {"sealed": 2},
        {"envelope": {"v": "1", "kid": "k", "nonce": "n", "ct": "c"}},
        {"envelope": {"v": 1, "kid": "k", "nonce": "n"}},
        {"user": 7},
        {"tenant": None},
    ],
)
def test_a_sealed_record_parses_as_the_model_validates_it(change: dict[str, Any]) -> None:
    fields = {
        "sealed": 1, "type": "message.posted", "id": "事件-1", "tenant": "acme", "user": "alice",
        "envelope": {"v": 1, "kid": "k1", "nonce": "bm9uY2U=", "ct": "Y3Q="},
    }  # fmt: skip
    raw = json.dumps(fields | change, ensure_ascii=False).encode()
    assert _parsed(parse_sealed, raw) == _parsed(_through_the_model, raw)
    assert _parsed(parse_sealed, b'{"sealed":1, not json') == "DecodeError"
