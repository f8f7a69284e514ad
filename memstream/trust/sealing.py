"""Sealed records: a user's content on the log, encrypted under their data key.

A record of a user (an interaction event, a candidate, a memory change) is written as
a `SealedRecord`: its type, id, tenant and user stay clear (routing, tracing and
retention need them), its content is an AES-GCM `Envelope` of the record's usual JSON
(bound to the tenant, user, type and id). Erasing the user deletes the key, so every
copy on the log becomes unreadable. A plaintext record (written before sealing, or
with sealing turned off) still opens as it is: no stored schema changed.

The `user.erased` event and its erase command carry no content and stay clear: they
must still be read after the key they announce is gone. So do `deleted` changes (ids
and a reason, never content): an erase's own changes need no key of the user.
"""

from __future__ import annotations

import base64
import enum
import hashlib
import hmac
import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Final, Literal, cast

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from pydantic import BaseModel, ValidationError

from memstream.ports import DataKeyStore, LogRecord
from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.candidates import EraseCommand, MemoryCandidate, MemoryCommand
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import CHANGE_RECORD_TYPE, DecodeError, encode
from memstream.schemas.constructed import constructed
from memstream.schemas.events import EventBase, UserErased
from memstream.trust.crypto import (
    NONCE_BYTES,
    CryptoError,
    DataKey,
    Envelope,
    EnvelopeInvalid,
    KeyErased,
    UnknownKey,
)
from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.nonces import fresh_nonce

_json_string: Final = json.encoder.encode_basestring_ascii
_json_utf8: Final = json.encoder.encode_basestring
_SEALED_FIELDS: Final = frozenset({"sealed", "type", "id", "tenant", "user", "envelope"})
_ENVELOPE_FIELDS: Final = frozenset({"v", "kid", "nonce", "ct"})
SEALED_PREFIX: Final = b'{"sealed":1,'
_AAD_LABEL: Final = "memstream-record-v1"
NOTE_TYPE: Final = "dlq.reason"
ERASED_NOTE: Final = "(sealed; its user was erased)"


class SealedRecord(FrozenModel):
    """A record whose content is an envelope; what routing needs stays clear."""

    sealed: Literal[1] = 1
    type: str
    id: str
    tenant: str
    user: str
    envelope: Envelope

    def aad(self) -> bytes:
        """What the envelope is bound to: tenant, user, record type and id."""
        return record_aad(self.type, self.id, self.tenant, self.user)


def record_aad(kind: str, record_id: str, tenant: str, user: str) -> bytes:
    """The associated data of a sealed record: its tenant, user, type and id (unambiguous).

    The bytes of `json.dumps([label, tenant, user, kind, id])`, each string quoted by the
    same C function `json` uses (about five times faster than `json.dumps`).
    """
    parts = (_AAD_LABEL, tenant, user, kind, record_id)
    return ("[" + ", ".join(map(_json_string, parts)) + "]").encode()


@lru_cache(maxsize=4096)
def _cipher(key: DataKey) -> AESGCM:
    """The AES-GCM cipher of a data key (its key schedule made once)."""
    return AESGCM(key.material)


def seal_bytes(key: DataKey, plaintext: bytes, aad: bytes) -> Envelope:
    """Encrypt bytes under a data key with a fresh random nonce."""
    nonce, ciphertext = _encrypted(key, plaintext, aad)
    return Envelope(kid=key.key_id, nonce=nonce, ct=ciphertext)


def _encrypted(key: DataKey, plaintext: bytes, aad: bytes) -> tuple[str, str]:
    """A fresh nonce (from the thread's pool: no system call per record) and the
    ciphertext, both base64."""
    nonce = fresh_nonce()
    return _b64(nonce), _b64(_cipher(key).encrypt(nonce, plaintext, aad))


def sealed_json(
    kind: str, record_id: str, tenant: str, user: str, key: DataKey, plaintext: bytes
) -> bytes:
    """The stored bytes of a sealed record: what `encode(SealedRecord(...))` writes, byte for
    byte, assembled directly (no model is built or validated: sealing runs on every record).

    Strings are quoted by `json`'s C encoder, which escapes as pydantic does (`"`, `\\` and
    control characters) and leaves other characters as UTF-8. What is the same for every
    record of one type sealed under one key comes from `_sealed_frame`; the nonce and the
    ciphertext are base64-encoded in one pass (`_NONCE_CHARS`).
    """
    head, middle, aad_head = _sealed_frame(kind, tenant, user, key.key_id)
    aad = (aad_head + _json_string(record_id) + "]").encode()
    nonce = fresh_nonce()
    sealed = base64.b64encode(nonce + _cipher(key).encrypt(nonce, plaintext, aad))
    quoted_id = _json_utf8(record_id).encode()
    nonce_b64, ct_b64 = sealed[:_NONCE_CHARS], sealed[_NONCE_CHARS:]
    return b"".join((head, quoted_id, middle, nonce_b64, b'","ct":"', ct_b64, b'"}}'))


_NONCE_CHARS: Final = NONCE_BYTES // 3 * 4
"""The base64 length of a nonce. A nonce is a whole number of 3-byte groups, so the base64 of
nonce + ciphertext is the nonce's base64 followed by the ciphertext's, with no padding
between."""
assert NONCE_BYTES % 3 == 0, "a nonce's base64 must end on a group boundary"


@lru_cache(maxsize=4096)
def _sealed_frame(kind: str, tenant: str, user: str, kid: str) -> tuple[bytes, bytes, str]:
    """What a sealed record of type `kind` under key `kid` shares with every other one: its
    bytes before the id, its bytes from the id to the nonce, and its AAD before the id."""
    kind_, tenant_, user_, kid_ = map(_json_utf8, (kind, tenant, user, kid))
    head = f'{{"sealed":1,"type":{kind_},"id":'.encode()
    middle = (
        f',"tenant":{tenant_},"user":{user_},"envelope":{{"v":1,"kid":{kid_},"nonce":"'
    ).encode()
    aad_head = "[" + ", ".join(map(_json_string, (_AAD_LABEL, tenant, user, kind))) + ", "
    return head, middle, aad_head


def open_bytes(key: DataKey, envelope: Envelope, aad: bytes) -> bytes:
    """Decrypt an envelope; `EnvelopeInvalid` when it was altered or is bound elsewhere."""
    return _decrypted(key, envelope.kid, envelope.nonce, envelope.ct, aad)


def _decrypted(key: DataKey, kid: str, nonce: str, ct: str, aad: bytes) -> bytes:
    """`open_bytes` of an envelope's fields."""
    try:
        nonce_bytes = base64.b64decode(nonce, validate=True)
        ciphertext = base64.b64decode(ct, validate=True)
        return _cipher(key).decrypt(nonce_bytes, ciphertext, aad)
    except (InvalidTag, ValueError) as exc:
        raise EnvelopeInvalid(f"envelope of key {kid} does not decrypt here") from exc


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def sealed_head(model: BaseModel) -> tuple[str, str, Scope] | None:
    """A record's (type, id, scope) if its content is sealed; None for clear records (the
    erasure and its command, and `deleted` changes: ids and a reason, no content)."""
    kind = _head_kind(type(model))
    if kind is _Head.EVENT:
        event = cast(EventBase, model)
        return str(getattr(event, "type")), event.id, event.scope  # noqa: B009
    if kind is _Head.CANDIDATE:
        said = cast(MemoryCandidate | MemoryCommand, model)
        return str(getattr(said, "kind")), said.id, said.scope  # noqa: B009
    change = cast(MemoryChange, model)
    if kind is _Head.CHANGE and change.memory is not None:
        return CHANGE_RECORD_TYPE, change.id, change.scope
    return None


class _Head(enum.Enum):
    """Which part of `sealed_head` a record class takes."""

    CLEAR = enum.auto()
    EVENT = enum.auto()
    CANDIDATE = enum.auto()
    CHANGE = enum.auto()


@lru_cache(maxsize=256)
def _head_kind(cls: type) -> _Head:
    """How `sealed_head` reads a record of class `cls` (worked out once per class, in the
    order of its cases: an erasure and its command before events and commands)."""
    if issubclass(cls, UserErased | EraseCommand):
        return _Head.CLEAR
    if issubclass(cls, EventBase):
        return _Head.EVENT
    if issubclass(cls, MemoryCandidate | MemoryCommand):
        return _Head.CANDIDATE
    return _Head.CHANGE if issubclass(cls, MemoryChange) else _Head.CLEAR


def erased_scope(model: BaseModel) -> Scope | None:
    """The scope a record erases (a `user.erased` event or its command), else None."""
    return model.scope if isinstance(model, UserErased | EraseCommand) else None


def parse_sealed(raw: bytes) -> SealedRecord:
    """A sealed record's fields; `DecodeError` when it is not one.

    The usual record (exactly the fields `sealed_json` writes, each a string) is taken
    from `json.loads` as it is, about three times faster than validating the model;
    anything else goes through the model, whose errors say what is wrong.
    """
    data = _plain_fields(raw)
    if data is not None:
        fields = {name: data[name] for name in ("type", "id", "tenant", "user")}
        fields["envelope"] = constructed(Envelope, data["envelope"])
        return constructed(SealedRecord, fields)
    try:
        return SealedRecord.model_validate_json(raw)
    except ValidationError as exc:
        raise DecodeError(f"sealed record not valid: {exc.error_count()} error(s)") from exc


def _plain_fields(raw: bytes) -> dict[str, Any] | None:
    """The parsed JSON of the usual sealed record (`_plain_sealed`), else None."""
    try:
        data = json.loads(raw)
    except ValueError:
        return None
    return data if _plain_sealed(data) else None


def _plain_sealed(data: Any) -> bool:
    """Whether parsed JSON is a sealed record with nothing to validate beyond its types."""
    if type(data) is not dict or data.keys() != _SEALED_FIELDS or not _one(data["sealed"]):
        return False
    envelope = data["envelope"]
    if type(envelope) is not dict or envelope.keys() != _ENVELOPE_FIELDS or not _one(envelope["v"]):
        return False
    texts = (data["type"], data["id"], data["tenant"], data["user"])
    return all(
        type(text) is str for text in (*texts, envelope["kid"], envelope["nonce"], envelope["ct"])
    )


def _one(value: Any) -> bool:
    return type(value) is int and value == 1


def is_sealed(raw: bytes) -> bool:
    """Whether stored bytes are a sealed record (plaintext records are never)."""
    return raw.startswith(SEALED_PREFIX)


@dataclass(frozen=True)
class RecordSealer:
    """Seals records under their user's data key and opens them again.

    With `enabled` off, records are written clear, but sealed ones still open (and
    erasure still deletes keys) as long as there is a key store.
    """

    keys: DataKeyStore | None = None
    enabled: bool = True

    def encode(self, model: BaseModel, key: DataKey | None = None) -> bytes:
        """A model's stored bytes: sealed when it belongs to a user, else its JSON.

        `key`, when it is the user's, seals it (a record derived from a sealed one is
        sealed under its source's key, so an erase shreds both); else the user's live key.
        """
        return self.encode_keyed(model, key)[0]

    def encode_keyed(
        self, model: BaseModel, key: DataKey | None = None, content: bytes | None = None
    ) -> tuple[bytes, DataKey | None]:
        """`encode`, and the key the bytes were sealed under (None when they are clear).

        `content`, when given, is `encode(model)` already made (it is not made again).
        """
        content = encode(model) if content is None else content
        head = sealed_head(model) if self.enabled and self.keys is not None else None
        if head is None or self.keys is None:
            return content, None
        kind, record_id, scope = head
        if key is None or (key.tenant, key.user) != (scope.tenant, scope.user):
            key = self.keys.key_for(scope.tenant, scope.user)
        return sealed_json(kind, record_id, scope.tenant, scope.user, key, content), key

    def still_open(self, key: DataKey | None) -> bool:
        """Whether a record sealed under `key` (None: clear) opens here: `KeyErased` once
        its user was erased, as `open` raises; False when there is no key store to ask."""
        if key is None:
            return True
        if self.keys is None:
            return False
        self.keys.key_by_id(key.key_id)
        return True

    def open(self, raw: bytes) -> bytes:
        """The record's JSON: plaintext as it is; `KeyErased` once its user was erased."""
        return self.open_keyed(raw)[0]

    def open_keyed(self, raw: bytes) -> tuple[bytes, DataKey | None]:
        """The record's JSON and the key it was sealed under (None for a plaintext record)."""
        if not is_sealed(raw):
            return raw, None
        data = _plain_fields(raw) if self.keys is not None else None
        if data is not None and self.keys is not None:  # the usual record: no model built
            return self._opened(data)
        record = parse_sealed(raw)
        if self.keys is None:
            raise DecodeError("a sealed record, and no data key store to open it")
        try:
            key = self.keys.key_by_id(record.envelope.kid)
            if (key.tenant, key.user) != (record.tenant, record.user):
                raise EnvelopeInvalid(f"key {record.envelope.kid} belongs to another user")
            return open_bytes(key, record.envelope, record.aad()), key
        except (UnknownKey, EnvelopeInvalid) as exc:
            raise DecodeError(f"sealed record does not open: {exc}") from exc

    def _opened(self, data: dict[str, Any]) -> tuple[bytes, DataKey]:
        """`open_keyed` of a usual sealed record's parsed fields (what `parse_sealed` would
        put in a model), checked and decrypted the same way, with the same errors."""
        assert self.keys is not None
        envelope, tenant, user = data["envelope"], data["tenant"], data["user"]
        kid = envelope["kid"]
        try:
            key = self.keys.key_by_id(kid)
            if (key.tenant, key.user) != (tenant, user):
                raise EnvelopeInvalid(f"key {kid} belongs to another user")
            aad = record_aad(data["type"], data["id"], tenant, user)
            return _decrypted(key, kid, envelope["nonce"], envelope["ct"], aad), key
        except (UnknownKey, EnvelopeInvalid) as exc:
            raise DecodeError(f"sealed record does not open: {exc}") from exc

    def seal_note(self, raw: bytes, note: str) -> str:
        """`note` (a dead letter's reason, which may quote the record) sealed under the key
        the record `raw` was sealed under, so an erase shreds it with the record; as it is
        when `raw` is clear or its key is unknown here."""
        if not is_sealed(raw) or self.keys is None:
            return note
        try:
            record = SealedRecord.model_validate_json(raw)
            key = self.keys.key_by_id(record.envelope.kid)
        except (ValidationError, CryptoError):
            return note
        note_id = f"{record.type}:{record.id}"
        aad = record_aad(NOTE_TYPE, note_id, record.tenant, record.user)
        sealed = SealedRecord(
            type=NOTE_TYPE,
            id=note_id,
            tenant=record.tenant,
            user=record.user,
            envelope=seal_bytes(key, note.encode(), aad),
        )
        return encode(sealed).decode()

    def open_note(self, note: str) -> str:
        """A note as `seal_note` was given it; `ERASED_NOTE` once its user was erased."""
        if not is_sealed(note.encode()):
            return note
        try:
            return self.open(note.encode()).decode()
        except (KeyErased, DecodeError):
            return ERASED_NOTE

    def fingerprint(self, model: BaseModel, content: bytes | None = None) -> str:
        """A digest of a record's content, keyed by its user's data key when there is one
        (`<key id>:<hex>`; an erase shreds the key and with it the means to test a guess),
        else a plain SHA-256 (`sha256:<hex>`). `content` is `encode(model)` if already made."""
        content = encode(model) if content is None else content
        head = sealed_head(model) if self.keys is not None else None
        if head is None or self.keys is None:
            return f"sha256:{hashlib.sha256(content).hexdigest()[:32]}"
        scope = head[2]
        key = self.keys.key_for(scope.tenant, scope.user)
        return f"{key.key_id}:{hmac.new(key.material, content, 'sha256').hexdigest()[:32]}"

    def erase_user(self, tenant: str, user: str) -> int:
        """Delete the user's data keys (their sealed records are unreadable from now on)."""
        return 0 if self.keys is None else self.keys.erase(tenant, user)

    def observe(self, model: BaseModel) -> None:
        """Evict a user's cached keys when their erasure passes by (another process erased)."""
        scope = erased_scope(model)
        if scope is not None and isinstance(self.keys, CachedKeyStore):
            self.keys.forget(scope.tenant, scope.user)


PLAINTEXT: Final = RecordSealer(None, enabled=False)
"""Writes clear records, opens only clear ones (tools and tests without a key store)."""


def opened_records(records: Iterable[LogRecord], sealer: RecordSealer) -> list[LogRecord]:
    """Records with their values opened for reading (operators' views: stats, trace).

    Records of erased users are left out; ones that do not open are kept as they are
    (their decoders count them as unreadable). Never send these back to the log.
    """
    chosen: list[LogRecord] = []
    for record in records:
        try:
            chosen.append(replace(record, value=sealer.open(record.value)))
        except KeyErased:
            continue
        except DecodeError:
            chosen.append(record)
    return chosen
