"""Key-encryption keys (KEKs): the keys that wrap the users' data keys, kept outside PostgreSQL.

Data keys are stored in PostgreSQL only wrapped (AES-GCM) by the current KEK. An
erasure deletes the user's wrapped keys and rotates the KEK: every live data key is
re-wrapped under a new KEK, then the old KEK is destroyed. A wrapped key left behind in
a dead tuple, the WAL or a backup of the database then decrypts nothing.

`memstream.ports.KeyEncryptionKeys` is the port. It never hands out KEK material, only
wrap and unwrap, so a KMS (a key per KEK id, or a key version; destroy = schedule the
version's destruction) is an adapter like the file one (`trust.kek_file.FileKeks`). KEK ids
start with a deployment prefix (`<deployment>-<random>`) so that two databases sharing
one key directory never touch each other's keys.
"""

from __future__ import annotations

import json
import os
import uuid
from typing import Final

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from memstream.trust.crypto import KEY_BYTES, NONCE_BYTES, CryptoError

_AAD_LABEL: Final = "memstream-data-key-v1"


class KekMissing(CryptoError):
    """A KEK this deployment needs is not held (destroyed, or its key directory is absent)."""


def new_kek_id(prefix: str) -> str:
    """A fresh KEK id in a deployment's namespace."""
    return f"{prefix}-{uuid.uuid4().hex}"


def wrapping_aad(key_id: str, tenant: str, user: str) -> bytes:
    """What a wrapped data key is bound to: its id, tenant and user (unambiguous)."""
    return json.dumps([_AAD_LABEL, key_id, tenant, user]).encode()


def wrap_with(material: bytes, plaintext: bytes, aad: bytes) -> bytes:
    """AES-GCM of `plaintext` under a KEK's material: nonce then ciphertext with its tag."""
    nonce = os.urandom(NONCE_BYTES)
    return nonce + AESGCM(material).encrypt(nonce, plaintext, aad)


def unwrap_with(material: bytes, wrapped: bytes, aad: bytes) -> bytes:
    """What `wrap_with` encrypted; `CryptoError` when altered or bound elsewhere."""
    try:
        return AESGCM(material).decrypt(wrapped[:NONCE_BYTES], wrapped[NONCE_BYTES:], aad)
    except (InvalidTag, ValueError) as exc:
        raise CryptoError("a wrapped data key does not unwrap under its KEK") from exc


def new_material() -> bytes:
    """Fresh random KEK material (256 bits)."""
    return os.urandom(KEY_BYTES)


class MemoryKeks:
    """`KeyEncryptionKeys` in a dict (tests, one-process tools); nothing survives the process."""

    def __init__(self) -> None:
        self._keys: dict[str, bytes] = {}

    def __repr__(self) -> str:
        return f"MemoryKeks(held={len(self._keys)})"

    def create(self, prefix: str) -> str:
        """A new KEK in memory."""
        kek_id = new_kek_id(prefix)
        self._keys[kek_id] = new_material()
        return kek_id

    def wrap(self, kek_id: str, plaintext: bytes, aad: bytes) -> bytes:
        """`plaintext` encrypted under the KEK."""
        return wrap_with(self._material(kek_id), plaintext, aad)

    def unwrap(self, kek_id: str, wrapped: bytes, aad: bytes) -> bytes:
        """What `wrap` encrypted."""
        return unwrap_with(self._material(kek_id), wrapped, aad)

    def destroy(self, kek_id: str) -> None:
        """Forget the KEK."""
        self._keys.pop(kek_id, None)

    def held(self, prefix: str) -> list[str]:
        """The KEKs of a deployment."""
        return sorted(k for k in self._keys if k.startswith(f"{prefix}-"))

    def _material(self, kek_id: str) -> bytes:
        material = self._keys.get(kek_id)
        if material is None:
            raise KekMissing(f"no key-encryption key {kek_id}")
        return material
