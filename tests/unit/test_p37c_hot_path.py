"""p37c: `constructed` is `model_construct`; the sealed-record fast open is `open_keyed`'s."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import BaseModel, Field, model_validator

from memstream.pipeline.decoded import DecodedRecords
from memstream.processors.decisions import memory_change
from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import DecodeError, encode
from memstream.schemas.constructed import constructed
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance
from memstream.trust.crypto import Envelope, KeyErased, MemoryKeyStore
from memstream.trust.sealing import RecordSealer, SealedRecord, parse_sealed

NOW = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)
TEXTS = [("Lives in Oslo", "I live in Oslo."), ("住在上海", "我住在上海。")]


def _values(content: str, quote: str, **extra: Any) -> dict[str, Any]:
    provenance = Provenance(
        event_ids=["e1"], explicit=True, speaker="user", matcher="m", matcher_version="1",
        quote=quote,
    )  # fmt: skip
    values: dict[str, Any] = {
        "id": "m1",
        "version": 1,
        "scope": Scope(tenant="t", user="u"),
        "type": MemoryType.PROFILE,
        "key": "profile.city",
        "value": content,
        "content": content,
        "confidence": 0.8,
        "status": MemoryStatus.ACTIVE,
        "provenance": provenance,
        "first_seen": NOW,
        "last_seen": NOW,
        "valid_from": NOW,
    }
    return values | extra


def _same(a: BaseModel, b: BaseModel) -> None:
    assert type(a) is type(b)
    assert a == b
    assert repr(a) == repr(b)
    assert list(a.__dict__) == list(b.__dict__)
    assert a.model_fields_set == b.model_fields_set
    assert encode(a) == encode(b)
    assert a.model_dump_json(exclude_unset=True) == b.model_dump_json(exclude_unset=True)


@pytest.mark.parametrize(("content", "quote"), TEXTS)
def test_constructed_memory_is_model_construct(content: str, quote: str) -> None:
    values = _values(content, quote)
    _same(constructed(Memory, values), Memory.model_construct(**values))


@pytest.mark.parametrize(("content", "quote"), TEXTS)
def test_constructed_with_defaults_given(content: str, quote: str) -> None:
    values = _values(content, quote, attributes={"slot": "home_city"}, pinned=True, importance=0.9)
    _same(constructed(Memory, values), Memory.model_construct(**values))


def test_constructed_defaults_are_not_shared_between_instances() -> None:
    values = _values(*TEXTS[0])
    first, second = constructed(Memory, values), constructed(Memory, values)
    assert first.attributes == {} and first.attributes is not second.attributes


@pytest.mark.parametrize(("content", "quote"), TEXTS)
def test_constructed_change_is_model_construct(content: str, quote: str) -> None:
    memory = Memory.model_validate(_values(content, quote))
    values: dict[str, Any] = {
        "id": "c1", "kind": ChangeKind.CREATED, "memory_id": "m1", "scope": memory.scope,
        "memory": memory, "cause_id": "cand", "reason": "new", "event_time": NOW,
    }  # fmt: skip
    _same(constructed(MemoryChange, values), MemoryChange.model_construct(**values))


def test_memory_change_validates_as_built() -> None:
    memory = Memory.model_validate(_values(*TEXTS[1]))
    change = memory_change(ChangeKind.UPDATED, memory, "cand", "newer statement", NOW)
    assert MemoryChange.model_validate_json(encode(change)) == change


def test_constructed_envelope_and_sealed_record_keep_fields_set() -> None:
    envelope: dict[str, Any] = {"v": 1, "kid": "k", "nonce": "bm9uY2U=", "ct": "Y3Q="}
    _same(constructed(Envelope, envelope), Envelope.model_construct(**envelope))
    fields: dict[str, Any] = {"type": "memory.change", "id": "c1", "tenant": "t", "user": "u"}
    sealed = constructed(SealedRecord, fields | {"envelope": Envelope.model_construct(**envelope)})
    _same(sealed, SealedRecord.model_construct(**fields, envelope=Envelope(**envelope)))
    assert "sealed" not in sealed.model_fields_set


class _Aliased(FrozenModel):
    name: str = Field(alias="full_name")


class _Checked(BaseModel):
    size: int = 1

    @model_validator(mode="after")
    def _fine(self) -> _Checked:
        return self

    def model_post_init(self, context: object) -> None:
        object.__setattr__(self, "size", self.size)


def test_constructed_leaves_aliases_and_post_init_to_pydantic() -> None:
    assert constructed(_Aliased, {"full_name": "Ann"}).name == "Ann"
    assert constructed(_Checked, {}).size == 1


def _sealer() -> tuple[RecordSealer, MemoryKeyStore]:
    keys = MemoryKeyStore()
    return RecordSealer(keys), keys


@pytest.mark.parametrize(("content", "quote"), TEXTS)
def test_open_keyed_fast_path_gives_the_model_paths_bytes(content: str, quote: str) -> None:
    sealer, _ = _sealer()
    memory = Memory.model_validate(_values(content, quote))
    change = memory_change(ChangeKind.CREATED, memory, "cand", "new", NOW)
    raw, key = sealer.encode_keyed(change)
    opened, opened_key = sealer.open_keyed(raw)
    assert opened == encode(change) and opened_key == key
    assert key is not None and parse_sealed(raw).envelope.kid == key.key_id


def test_open_keyed_rejects_a_tampered_or_misbound_record() -> None:
    sealer, _ = _sealer()
    change = memory_change(
        ChangeKind.CREATED, Memory.model_validate(_values(*TEXTS[0])), "c", "r", NOW
    )
    data = json.loads(sealer.encode(change))
    moved = json.dumps(data | {"id": "other"}, separators=(",", ":")).encode()
    with pytest.raises(DecodeError, match="does not open"):
        sealer.open_keyed(moved)
    other = memory_change(
        ChangeKind.CREATED,
        Memory.model_validate(_values(*TEXTS[1]) | {"scope": Scope(tenant="t", user="v")}),
        "c",
        "r",
        NOW,
    )
    foreign = json.loads(sealer.encode(other))
    swapped = data | {"envelope": foreign["envelope"]}
    with pytest.raises(DecodeError, match="another user"):
        sealer.open_keyed(json.dumps(swapped, separators=(",", ":")).encode())


def test_open_keyed_after_erase_raises_key_erased() -> None:
    sealer, _ = _sealer()
    change = memory_change(
        ChangeKind.CREATED, Memory.model_validate(_values(*TEXTS[1])), "c", "r", NOW
    )
    raw = sealer.encode(change)
    sealer.erase_user("t", "u")
    with pytest.raises(KeyErased):
        sealer.open_keyed(raw)


def test_open_keyed_unusual_record_goes_through_the_model() -> None:
    sealer, _ = _sealer()
    change = memory_change(
        ChangeKind.CREATED, Memory.model_validate(_values(*TEXTS[0])), "c", "r", NOW
    )
    data = json.loads(sealer.encode(change))
    data["extra"] = 1
    with pytest.raises(DecodeError, match="not valid"):
        sealer.open_keyed(json.dumps(data, separators=(",", ":")).encode())


def test_decoded_records_evict_the_oldest_first() -> None:
    kept = DecodedRecords(capacity=3)
    for index in range(6):
        kept.remember(f"record {index} / 记录 {index}".encode(), index, None)
    assert [kept.recall(f"record {i} / 记录 {i}".encode()) for i in range(6)] == [
        None, None, None, (3, None), (4, None), (5, None)
    ]  # fmt: skip
