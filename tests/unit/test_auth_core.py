"""API keys, principals, signed positions and when auth is required."""

from __future__ import annotations

import pytest

from memstream.config import Settings
from memstream.ports import Position
from memstream.query_api.edge import InsecureBindError, auth_required, is_loopback
from memstream.trust.auth import (
    ALL_SCOPES,
    ANONYMOUS,
    OPEN,
    KeyScope,
    PositionSigner,
    PositionTokenError,
    Principal,
    digest,
    looks_like_key,
    new_token,
    token_prefix,
)

SIGNER = PositionSigner(b"0123456789abcdef0123456789abcdef")
POSITION = Position("memstream.interactions.v1", 0, 41)


def test_a_token_has_256_random_bits_a_tenant_hint_and_is_stored_as_a_digest() -> None:
    token = new_token("Acme-Corp")
    assert token.startswith("msk_acmecorp_") and looks_like_key(token)
    assert new_token("Acme-Corp") != token
    assert digest(token) != token and len(digest(token)) == 64
    assert token_prefix(token).startswith("msk_acmecorp_") and token not in token_prefix(token)
    assert new_token("*").startswith("msk_operator_")
    assert new_token("用户").startswith("msk_x_")


def test_a_listed_prefix_shows_four_secret_characters_though_the_secret_has_underscores() -> None:
    secret = "ab_c" + "_" * 20 + "d" * 19
    token = f"msk_acme_{secret}"
    assert looks_like_key(token)
    assert token_prefix(token) == "msk_acme_ab_c…"


@pytest.mark.parametrize("token", ["", "msk_", "Bearer x", "msk_a_short", "x" * 5000])
def test_malformed_tokens_are_not_keys(token: str) -> None:
    assert not looks_like_key(token)


def test_a_tenant_key_reaches_its_tenant_only_and_the_operator_every_tenant() -> None:
    alice = Principal(tenant="a", scopes=frozenset({KeyScope.READ}))
    assert alice.may_access("a") and not alice.may_access("b")
    assert alice.can(KeyScope.READ) and not alice.can(KeyScope.ADMIN)
    assert not alice.is_operator
    operator = Principal(tenant="*", scopes=frozenset({KeyScope.ADMIN}))
    assert operator.is_operator and operator.may_access("b")
    assert OPEN.is_operator and OPEN.scopes == ALL_SCOPES
    assert not ANONYMOUS.may_access("a") and not ANONYMOUS.scopes


def test_a_signed_position_works_for_its_tenant_only() -> None:
    token = SIGNER.sign("a", POSITION)
    assert token.startswith("memstream.interactions.v1/0/41/")
    assert SIGNER.verify("a", token) == POSITION
    with pytest.raises(PositionTokenError, match="not issued for this tenant"):
        SIGNER.verify("b", token)
    with pytest.raises(PositionTokenError):
        PositionSigner(b"another-secret-of-sixteen+").verify("a", token)


@pytest.mark.parametrize(
    "forged",
    [
        "memstream.interactions.v1/0/41",
        "memstream.interactions.v1/7/41/AAAAAAAAAAAAAAAAAAAAAA",
        "memstream.interactions.v1/99999999999/41/AAAAAAAAAAAAAAAAAAAAAA",
        "memstream.interactions.v1/0/99999999999999999999/AAAAAAAAAAAAAAAAAAAAAA",
        "not a position",
    ],
)
def test_forged_or_malformed_positions_are_refused(forged: str) -> None:
    with pytest.raises(PositionTokenError):
        SIGNER.verify("a", forged)


def test_secrets_stay_out_of_reprs() -> None:
    assert "0123" not in repr(SIGNER)
    with pytest.raises(ValueError):
        PositionSigner(b"short")


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("10.0.0.2", False),
    ],
)
def test_loopback_addresses(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def test_keys_are_required_off_loopback_and_no_auth_there_needs_an_explicit_yes() -> None:
    assert auth_required(Settings(host="127.0.0.1")) is False
    assert auth_required(Settings(host="0.0.0.0")) is True
    assert auth_required(Settings(host="127.0.0.1", auth=True)) is True
    with pytest.raises(InsecureBindError, match="--allow-no-auth"):
        auth_required(Settings(host="0.0.0.0", auth=False))
    assert auth_required(Settings(host="0.0.0.0", auth=False, allow_no_auth=True)) is False
    assert auth_required(Settings(host="0.0.0.0", allow_no_auth=True)) is False
