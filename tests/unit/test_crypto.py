"""Crypto-shredding: envelopes bound to their user and event; erasure makes them unreadable."""

from __future__ import annotations

import pytest

from memstream.trust.crypto import (
    Envelope,
    EnvelopeInvalid,
    KeyErased,
    MemoryKeyStore,
    UnknownKey,
    decrypt_payload,
    encrypt_payload,
    erase,
)

CONTENT = {"role": "user", "content": "I live in Berlin and my PIN is 4711"}
CONTENT_ZH = {"role": "user", "content": "我住在上海，我对花生过敏"}


@pytest.mark.parametrize("payload", [CONTENT, CONTENT_ZH])
def test_a_payload_round_trips_and_the_envelope_holds_no_plaintext(
    payload: dict[str, str],
) -> None:
    store = MemoryKeyStore()
    envelope = encrypt_payload(store, "acme", "alice", "e1", payload)
    assert payload["content"] not in envelope.model_dump_json()
    assert "Berlin" not in envelope.ct and "上海" not in envelope.model_dump_json()
    assert decrypt_payload(store, envelope, "acme", "alice", "e1") == payload


def test_two_encryptions_of_one_payload_differ() -> None:
    store = MemoryKeyStore()
    first = encrypt_payload(store, "acme", "alice", "e1", CONTENT)
    second = encrypt_payload(store, "acme", "alice", "e1", CONTENT)
    assert first.kid == second.kid and first.nonce != second.nonce


@pytest.mark.parametrize(
    ("tenant", "user", "event_id"),
    [("acme", "alice", "e2"), ("acme", "bob", "e1"), ("other", "alice", "e1")],
)
def test_an_envelope_moved_to_another_event_user_or_tenant_does_not_open(
    tenant: str, user: str, event_id: str
) -> None:
    store = MemoryKeyStore()
    envelope = encrypt_payload(store, "acme", "alice", "e1", CONTENT)
    with pytest.raises(EnvelopeInvalid):
        decrypt_payload(store, envelope, tenant, user, event_id)


def test_a_tampered_envelope_does_not_open() -> None:
    store = MemoryKeyStore()
    envelope = encrypt_payload(store, "acme", "alice", "e1", CONTENT)
    flipped = envelope.ct[:-4] + ("AAAA" if envelope.ct[-4:] != "AAAA" else "BBBB")
    with pytest.raises(EnvelopeInvalid):
        decrypt_payload(store, envelope.model_copy(update={"ct": flipped}), "acme", "alice", "e1")


def test_after_erasure_the_users_records_fail_with_a_distinct_error() -> None:
    store = MemoryKeyStore()
    envelope = encrypt_payload(store, "acme", "alice", "e1", CONTENT)
    kept = encrypt_payload(store, "acme", "bob", "e2", CONTENT_ZH)
    assert erase(store, "acme", "alice") == 1
    with pytest.raises(KeyErased, match="erased"):
        decrypt_payload(store, envelope, "acme", "alice", "e1")
    # Other users are untouched.
    assert decrypt_payload(store, kept, "acme", "bob", "e2") == CONTENT_ZH
    # The same user id coming back starts with a new key; the old records stay shredded.
    again = encrypt_payload(store, "acme", "alice", "e9", CONTENT)
    assert again.kid != envelope.kid
    assert decrypt_payload(store, again, "acme", "alice", "e9") == CONTENT
    with pytest.raises(KeyErased):
        decrypt_payload(store, envelope, "acme", "alice", "e1")


def test_an_unknown_key_is_not_mistaken_for_an_erased_one() -> None:
    store = MemoryKeyStore()
    stray = Envelope(kid="feedbeef", nonce="AAAAAAAAAAAAAAAA", ct="AAAA")
    with pytest.raises(UnknownKey):
        decrypt_payload(store, stray, "acme", "alice", "e1")


def test_key_material_stays_out_of_reprs() -> None:
    store = MemoryKeyStore()
    key = store.key_for("acme", "alice")
    assert key.material.hex() not in repr(key) and str(key.material) not in repr(key)
    assert "material" not in repr(key)
    assert key.material.hex() not in repr(store)
