"""API keys, scopes and signed position tokens: the pure part of authentication.

A key is `msk_<tenant hint>_<43 url-safe characters>` (256 random bits). Only its
SHA-256 digest is stored: the token has full entropy, so a slow password hash would
add nothing but latency, and a plain digest is an indexed lookup on every request.
The operator's keys belong to the tenant `*` (no tenant id can be `*`) and act on
every tenant; every other key acts on its own tenant only.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from datetime import datetime
from enum import StrEnum
from typing import Final

from pydantic import Field

from memstream.ports import Position
from memstream.schemas.base import FrozenModel
from memstream.schemas.ids import id_name

OPERATOR_TENANT: Final = "*"
KEY_PREFIX: Final = "msk_"
_HINT_RE: Final = re.compile(r"[^a-z0-9]")
_TOKEN_RE: Final = re.compile(r"^msk_[a-z0-9]{1,8}_[A-Za-z0-9_-]{43}$")
_SIGNATURE_BYTES: Final = 16
_TOKEN_PARTS_RE: Final = re.compile(r"^([^/\s]{1,200})/(\d{1,10})/(\d{1,19})/([A-Za-z0-9_-]{22})$")
MAX_PARTITION: Final = 2**31 - 1
MAX_OFFSET: Final = 2**63 - 1


class KeyScope(StrEnum):
    """What a key may do."""

    INGEST = "ingest"
    RECALL = "recall"
    READ = "read"
    ADMIN = "admin"
    METRICS = "metrics"  # GET /metrics only (Prometheus's key): nothing of any tenant


ALL_SCOPES: Final = frozenset(KeyScope)


class ApiKey(FrozenModel):
    """A stored key, without its secret: who it belongs to and what it may do."""

    key_id: str
    tenant: str
    scopes: list[KeyScope]
    name: str = ""
    created_at: datetime
    revoked_at: datetime | None = None
    prefix: str = Field(description="The key's first characters, to recognise it.")


class NewKey(FrozenModel):
    """A freshly created key: the secret token is shown once and never stored."""

    key: ApiKey
    token: str = Field(repr=False)


def new_token(tenant: str) -> str:
    """A fresh key token with a readable hint of its tenant."""
    hint = _HINT_RE.sub("", tenant.lower())[:8] or "x"
    if tenant == OPERATOR_TENANT:
        hint = "operator"
    return f"{KEY_PREFIX}{hint}_{secrets.token_urlsafe(32)}"


def looks_like_key(token: str) -> bool:
    """Whether `token` has the shape of a memstream key (checked before any lookup)."""
    return bool(_TOKEN_RE.match(token))


def digest(token: str) -> str:
    """The stored form of a key token: its SHA-256, hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_prefix(token: str) -> str:
    """The part of a token that may be shown in listings (hint and 4 characters)."""
    brand, hint, secret = token.split("_", 2)  # the secret itself may contain "_"
    return f"{brand}_{hint}_{secret[:4]}…"


class Principal(FrozenModel):
    """Who is calling: a key's tenant and scopes (any tenant and scope when auth is off)."""

    tenant: str | None
    scopes: frozenset[KeyScope]
    key_id: str | None = None

    @property
    def is_operator(self) -> bool:
        """True for the operator's keys and when auth is off."""
        return self.tenant in (None, OPERATOR_TENANT)

    def can(self, scope: KeyScope) -> bool:
        """Whether the key carries `scope`."""
        return scope in self.scopes

    def may_access(self, tenant: str) -> bool:
        """Whether the key may act on `tenant`."""
        return self.is_operator or self.tenant == tenant


OPEN: Final = Principal(tenant=None, scopes=ALL_SCOPES)
"""The caller when auth is off: everything is allowed."""

ANONYMOUS: Final = Principal(tenant="", scopes=frozenset())
"""The caller of a public route when auth is on: nothing is allowed."""


class PositionTokenError(ValueError):
    """A `wait_for` token that is malformed, forged, or signed for another tenant."""


class PositionSigner:
    """Signs log positions for a tenant (HMAC-SHA256), so a token only works for it."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("a position secret needs at least 16 bytes")
        self._secret = secret

    def __repr__(self) -> str:
        return "PositionSigner(secret=<hidden>)"

    def _mac(self, tenant: str, topic: str, partition: int, offset: int) -> str:
        message = id_name("position", tenant, topic, partition, offset).encode()
        mac = hmac.digest(self._secret, message, "sha256")[:_SIGNATURE_BYTES]
        return base64.urlsafe_b64encode(mac).decode().rstrip("=")

    def sign(self, tenant: str, position: Position) -> str:
        """`topic/partition/offset/signature`, valid for `tenant` only."""
        mac = self._mac(tenant, position.topic, position.partition, position.offset)
        return f"{position.as_token()}/{mac}"

    def verify(self, tenant: str, token: str) -> Position:
        """The position of a token signed for `tenant`, else `PositionTokenError`."""
        match = _TOKEN_PARTS_RE.match(token)
        if match is None:
            raise PositionTokenError("not a position token (topic/partition/offset/signature)")
        topic, partition, offset, mac = match.groups()
        if int(partition) > MAX_PARTITION or int(offset) > MAX_OFFSET:
            raise PositionTokenError("partition or offset out of range")
        expected = self._mac(tenant, topic, int(partition), int(offset))
        if not hmac.compare_digest(expected, mac):
            raise PositionTokenError("position token not issued for this tenant")
        return Position(topic, int(partition), int(offset))
