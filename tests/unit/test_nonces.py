"""Sealing's nonces: drawn many at a time, never handed out twice, per thread, per fork."""

from __future__ import annotations

import os
import threading

import pytest

from memstream.producers import EventFactory
from memstream.schemas.base import Scope
from memstream.trust.crypto import NONCE_BYTES, MemoryKeyStore
from memstream.trust.nonces import NoncePool, fresh_nonce
from memstream.trust.sealing import RecordSealer, parse_sealed

ALICE = Scope(tenant="acme", user="alice", session="s1")
TEXTS = ["My doctor is Dr. Weiss and I live in Lisbon.", "我的医生姓魏，我住在杭州。"]


def _counted_draws(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Sizes of the `os.urandom` calls the pools make from now on."""
    draws: list[int] = []
    real = os.urandom

    def urandom(size: int) -> bytes:
        draws.append(size)
        return real(size)

    monkeypatch.setattr(os, "urandom", urandom)
    return draws


def test_nonces_are_distinct_and_of_the_cipher_s_size() -> None:
    pool = NoncePool(per_draw=4)
    taken = [pool.take() for _ in range(50)]
    assert len(set(taken)) == 50
    assert {len(nonce) for nonce in taken} == {NONCE_BYTES}


def test_one_system_call_draws_many_nonces(monkeypatch: pytest.MonkeyPatch) -> None:
    draws = _counted_draws(monkeypatch)
    pool = NoncePool(per_draw=8)
    for _ in range(20):
        pool.take()
    assert draws == [8 * NONCE_BYTES] * 3


def test_each_thread_draws_its_own_nonces() -> None:
    taken: dict[str, list[bytes]] = {}

    def take(name: str) -> None:
        taken[name] = [fresh_nonce() for _ in range(10)]

    threads = [threading.Thread(target=take, args=(name,)) for name in ("a", "b")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(taken["a"]) | set(taken["b"])) == 20


def test_a_forked_child_never_reuses_its_parent_s_nonces() -> None:
    fresh_nonce()  # the pool now holds drawn bytes the child inherits
    read_end, write_end = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (runs in the child)
        os.write(write_end, fresh_nonce())
        os._exit(0)
    os.close(write_end)
    os.waitpid(child, 0)
    in_child = os.read(read_end, NONCE_BYTES)
    os.close(read_end)
    assert len(in_child) == NONCE_BYTES
    assert in_child != fresh_nonce()


@pytest.mark.parametrize("text", TEXTS)
def test_a_record_sealed_twice_has_two_nonces_and_both_open(text: str) -> None:
    sealer = RecordSealer(MemoryKeyStore())
    event = EventFactory(ALICE).remember(text, key="profile.doctor")
    first, second = sealer.encode(event), sealer.encode(event)
    assert parse_sealed(first).envelope.nonce != parse_sealed(second).envelope.nonce
    assert sealer.open(first) == sealer.open(second)
    assert text in sealer.open(first).decode()
