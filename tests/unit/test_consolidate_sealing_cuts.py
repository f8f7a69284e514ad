"""The consolidate and sealing shortcuts of p44c give exactly what the longer code gave: a
sealed record's frame (constant bytes and AAD made once per type and key, nonce and
ciphertext base64'd in one pass), `sealed_head` by class, a memory entry built without a
second validation, a version's texts compared instead of hashed, and the narrative's
per-memory key (English and Chinese)."""

from __future__ import annotations

import base64

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from memstream.processors.decisions import memory_change, new_version
from memstream.processors.memory_state import MemoryEntry, texts_of
from memstream.processors.narrative_text import _Said, render_text
from memstream.producers import EventFactory
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.codec import CHANGE_RECORD_TYPE
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryType
from memstream.trust import sealing
from memstream.trust.crypto import NONCE_BYTES, new_data_key
from memstream.trust.sealing import (
    SealedRecord,
    open_bytes,
    record_aad,
    sealed_head,
    sealed_json,
)
from tests.fixtures.consolidating import SESSION, T0, candidate

USERS = [
    ("message.posted", "acme", "alice"),
    ("memory.change", "租户", "用户张三"),
    ("x", "t\u2028", 'quote " backslash \\ \x00'),
]
"""(record type, tenant, user): plain English ids, Chinese ids, ids JSON must escape."""
SAID = [
    ("pref:jazz", "jazz", "Likes jazz", "I really like jazz"),
    ("pref:古典音乐", "古典音乐", "喜欢古典音乐", "我很喜欢古典音乐"),
]


def reference_sealed_json(
    head: tuple[str, str, str, str], nonce: bytes, material: bytes, text: bytes
) -> bytes:
    """What `sealed_json` wrote before (every part quoted and base64'd per record)."""
    kind, record_id, tenant, user = head
    aad = record_aad(kind, record_id, tenant, user)
    ciphertext = AESGCM(material).encrypt(nonce, text, aad)
    quote = sealing._json_utf8
    nonce_b64, ct_b64 = base64.b64encode(nonce).decode(), base64.b64encode(ciphertext).decode()
    return (
        f'{{"sealed":1,"type":{quote(kind)},"id":{quote(record_id)},"tenant":{quote(tenant)},'
        f'"user":{quote(user)},"envelope":{{"v":1,"kid":{quote("KID")},"nonce":"{nonce_b64}",'
        f'"ct":"{ct_b64}"}}}}'
    ).encode()


@pytest.mark.parametrize(("kind", "tenant", "user"), USERS)
def test_a_sealed_record_is_byte_for_byte_what_it_was(
    kind: str, tenant: str, user: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = new_data_key(tenant, user)
    nonces = [bytes([n]) * NONCE_BYTES for n in range(1, 4)]
    monkeypatch.setattr(sealing, "fresh_nonce", iter(nonces).__next__)
    texts = [b'{"content":"I live in Lisbon"}', '{"content":"我住在杭州"}'.encode(), b""]
    for n, (nonce, text) in enumerate(zip(nonces, texts, strict=True)):
        record_id = f"记录-{n}" if n % 2 else f"record-{n}"  # the frame is shared, the id not
        raw = sealed_json(kind, record_id, tenant, user, key, text)
        made = reference_sealed_json((kind, record_id, tenant, user), nonce, key.material, text)
        assert raw == made.replace(b'"KID"', sealing._json_utf8(key.key_id).encode())
        envelope = SealedRecord.model_validate_json(raw).envelope
        assert open_bytes(key, envelope, record_aad(kind, record_id, tenant, user)) == text


def test_the_nonce_ends_on_a_base64_group_boundary() -> None:
    nonce = bytes(range(NONCE_BYTES))
    for after in (b"\xff\xfe\x00 ciphertext", "密文".encode(), b"", b"x"):
        joined = base64.b64encode(nonce + after)
        assert joined[: sealing._NONCE_CHARS] == base64.b64encode(nonce)
        assert joined[sealing._NONCE_CHARS :] == base64.b64encode(after)


def version(n: int, said: tuple[str, str, str, str], quote: str | None = "") -> Memory:
    """Version 1 of a memory made from a candidate (`quote` "" takes the said quote)."""
    key, value, content, words = said
    made = candidate(n, key, value, content, words if quote == "" else quote)
    return new_version(derive_id("m", key), 1, made)


@pytest.mark.parametrize("said", SAID)
def test_sealed_head_by_class_is_what_the_isinstance_chain_said(
    said: tuple[str, str, str, str],
) -> None:
    memory = version(1, said)
    change = memory_change(ChangeKind.CREATED, memory, "cause", "why", T0)
    deleted = MemoryChange(
        id="d1",
        kind=ChangeKind.DELETED,
        memory_id=memory.id,
        scope=memory.scope,
        memory=None,
        cause_id="cause",
        reason="forgotten",
        event_time=T0,
    )
    factory = EventFactory(SESSION)
    event = factory.message("user", said[3])
    made = candidate(2, *said)
    assert sealed_head(change) == (CHANGE_RECORD_TYPE, change.id, memory.scope)
    assert sealed_head(deleted) is None
    assert sealed_head(event) == ("message.posted", event.id, SESSION)
    assert sealed_head(made) == (made.kind, made.id, SESSION)
    assert sealed_head(factory.erase("asked")) is None


@pytest.mark.parametrize("said", SAID)
def test_an_entry_with_a_new_version_equals_the_validated_one(
    said: tuple[str, str, str, str],
) -> None:
    first, second = version(1, said), version(2, said, quote="换了说法 / said otherwise")
    entry = MemoryEntry().with_memory(first, ["e1"]).with_memory(second, ["e1", "e2"])
    validated = MemoryEntry(
        memory=second,
        seen_event_ids=["e1", "e2"],
        evidence_confidence=second.confidence,
        past=[said[3]],
    )
    assert entry == validated
    assert entry.model_fields_set == validated.model_fields_set
    assert entry.model_dump_json(exclude_defaults=True) == validated.model_dump_json(
        exclude_defaults=True
    )
    assert type(entry.evidence_confidence) is float


@pytest.mark.parametrize("said", SAID)
def test_a_versions_texts_keep_the_first_of_equal_ones_in_order(
    said: tuple[str, str, str, str],
) -> None:
    key, value, content, words = said
    assert texts_of(version(1, said)) == [content, value, words]
    assert texts_of(version(2, (key, value, content, content))) == [content, value]
    assert texts_of(version(3, (key, content, content, content))) == [content]
    assert texts_of(version(4, said, quote=None)) == [content, value]


def test_the_narratives_key_of_a_memory_is_equal_for_equal_reads() -> None:
    reads = [_Said(MemoryType.PREFERENCE, k, v, c, "taste.likes") for k, v, c, _ in SAID]
    again = [_Said(MemoryType.PREFERENCE, k, v, c, "taste.likes") for k, v, c, _ in SAID]
    assert reads == again and list(map(hash, reads)) == list(map(hash, again))
    assert reads[0] != reads[1]
    assert render_text(reads, "en") == render_text(again, "en") != ""
    assert render_text(reads, "zh") == render_text(again, "zh") != ""
