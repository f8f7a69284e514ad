"""Crypto-shredding building blocks: per-user data keys and AES-GCM envelopes.

Each user has a data key (256-bit AES-GCM, `cryptography`). A user's content is
stored as an `Envelope` (key id, nonce, ciphertext); its associated data binds the
tenant, the user and the event id, so an envelope moved to another event or user
does not decrypt. Erasing a user deletes their keys and leaves a tombstone per key
id: from then on every envelope of theirs fails with `KeyErased`, a distinct error a
pipeline can skip. A user id that comes back later gets a new key.

Key material never appears in a repr, a log or a metric.
"""

from __future__ import annotations

import base64
import json
import os
import uuid
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from memstream.ports import DataKeyStore
from memstream.schemas.base import FrozenModel
from memstream.schemas.ids import id_name

KEY_BYTES: Final = 32
NONCE_BYTES: Final = 12
_AAD_LABEL: Final = "memstream-envelope-v1"


class CryptoError(Exception):
    """A record that cannot be decrypted."""


class KeyErased(CryptoError):
    """The record's user was erased: its data key is gone for good (crypto-shredding)."""


class UnknownKey(CryptoError):
    """The record names a data key this key store never held."""


class EnvelopeInvalid(CryptoError):
    """The envelope was altered, or belongs to another tenant, user or event."""


@dataclass(frozen=True, slots=True)
class DataKey:
    """One user's data key. Its material is hidden from `repr`."""

    key_id: str
    tenant: str
    user: str
    material: bytes = field(repr=False)


def new_data_key(tenant: str, user: str) -> DataKey:
    """A fresh random data key for a user."""
    return DataKey(uuid.uuid4().hex, tenant, user, AESGCM.generate_key(bit_length=256))


class Envelope(FrozenModel):
    """An encrypted payload: which key, the nonce, the ciphertext (base64, JSON-safe)."""

    v: Literal[1] = 1
    kid: str
    nonce: str
    ct: str


def associated_data(tenant: str, user: str, event_id: str) -> bytes:
    """What an envelope is bound to: its tenant, user and event."""
    return id_name(_AAD_LABEL, tenant, user, event_id).encode()


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def seal(key: DataKey, plaintext: bytes, aad: bytes) -> Envelope:
    """Encrypt bytes under a data key with a fresh random nonce."""
    nonce = os.urandom(NONCE_BYTES)
    ciphertext = AESGCM(key.material).encrypt(nonce, plaintext, aad)
    return Envelope(kid=key.key_id, nonce=_b64(nonce), ct=_b64(ciphertext))


def open_envelope(key: DataKey, envelope: Envelope, aad: bytes) -> bytes:
    """Decrypt an envelope; `EnvelopeInvalid` when it was altered or is bound elsewhere."""
    try:
        nonce = base64.b64decode(envelope.nonce, validate=True)
        ciphertext = base64.b64decode(envelope.ct, validate=True)
        return AESGCM(key.material).decrypt(nonce, ciphertext, aad)
    except (InvalidTag, ValueError) as exc:
        raise EnvelopeInvalid(f"envelope of key {envelope.kid} does not decrypt here") from exc


def encrypt_payload(
    store: DataKeyStore, tenant: str, user: str, event_id: str, payload: dict[str, Any]
) -> Envelope:
    """A user's content (a JSON object) as an envelope under their data key."""
    plaintext = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
    key = store.key_for(tenant, user)
    return seal(key, plaintext, associated_data(tenant, user, event_id))


def decrypt_payload(
    store: DataKeyStore, envelope: Envelope, tenant: str, user: str, event_id: str
) -> dict[str, Any]:
    """The content of an envelope; `KeyErased` once the user was erased."""
    key = store.key_by_id(envelope.kid)
    if (key.tenant, key.user) != (tenant, user):
        raise EnvelopeInvalid(f"key {envelope.kid} belongs to another user")
    plaintext = open_envelope(key, envelope, associated_data(tenant, user, event_id))
    payload: dict[str, Any] = json.loads(plaintext)
    return payload


def erase(store: DataKeyStore, tenant: str, user: str) -> int:
    """Shred a user: delete their data keys (their envelopes are unreadable from now on)."""
    return store.erase(tenant, user)


class MemoryKeyStore:
    """A `DataKeyStore` in a dict (tests, one-process tools); nothing survives the process."""

    def __init__(self) -> None:
        self._live: dict[tuple[str, str], DataKey] = {}
        self._by_id: dict[str, DataKey] = {}
        self._erased: set[str] = set()

    def __repr__(self) -> str:
        return f"MemoryKeyStore(keys={len(self._by_id)})"

    def key_for(self, tenant: str, user: str) -> DataKey:
        """The user's live data key, made on first use."""
        key = self._live.get((tenant, user))
        if key is None:
            key = self._live[(tenant, user)] = new_data_key(tenant, user)
            self._by_id[key.key_id] = key
        return key

    def key_by_id(self, key_id: str) -> DataKey:
        """A key by id; `KeyErased` when its user was erased, `UnknownKey` if never held."""
        if key_id in self._erased:
            raise KeyErased(f"data key {key_id} was erased with its user")
        key = self._by_id.get(key_id)
        if key is None:
            raise UnknownKey(f"no data key {key_id}")
        return key

    def erase(self, tenant: str, user: str) -> int:
        """Delete every data key of the user; how many."""
        gone = [k for k in self._by_id.values() if (k.tenant, k.user) == (tenant, user)]
        for key in gone:
            del self._by_id[key.key_id]
            self._erased.add(key.key_id)
        self._live.pop((tenant, user), None)
        return len(gone)
