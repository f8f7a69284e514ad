"""Per-user advisory locks on a real PostgreSQL: writes share, an erase excludes, and a
writer holding the lock drops a cached key another process's erase deleted."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from psycopg_pool import ConnectionPool

from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.crypto_pg import PostgresDataKeyStore
from memstream.trust.kek_file import FileKeks
from memstream.trust.user_locks_pg import PostgresUserLocks, lock_key

USERS = ["acme:alice", "acme:用户甲"]


@pytest.fixture
def pool(pg_dsn: str) -> Iterator[ConnectionPool[Any]]:
    with ConnectionPool(pg_dsn, min_size=1, max_size=6, kwargs={"autocommit": True}) as pool:
        yield pool


def test_lock_keys_are_stable_distinct_and_signed_64_bit() -> None:
    keys = [lock_key(user) for user in [*USERS, "acme:bob", "beta:alice"]]
    assert keys == [lock_key(user) for user in [*USERS, "acme:bob", "beta:alice"]]
    assert len(set(keys)) == len(keys)
    assert all(-(2**63) <= key < 2**63 for key in keys)


@pytest.mark.parametrize("user", USERS)
def test_writes_share_the_lock_and_an_erase_waits_for_them(
    pool: ConnectionPool[Any], user: str
) -> None:
    locks = PostgresUserLocks(pool)
    first, second = locks.hold([user]), locks.hold([user, "acme:bob"])  # shared: no wait
    erased = threading.Event()

    def erase() -> None:
        held = locks.hold([user], exclusive=True)
        erased.set()
        locks.release(held)

    eraser = threading.Thread(target=erase)
    eraser.start()
    assert not erased.wait(0.5)  # two writes hold the user's lock
    locks.release(first)
    assert not erased.wait(0.5)  # one still does
    locks.release(second)
    eraser.join(30)
    assert erased.is_set()


def test_a_write_waits_for_an_erase_in_progress(pool: ConnectionPool[Any]) -> None:
    locks = PostgresUserLocks(pool)
    erasing = locks.hold([USERS[0]], exclusive=True)
    wrote = threading.Event()

    def write() -> None:
        locks.release(locks.hold(USERS))
        wrote.set()

    writer = threading.Thread(target=write)
    writer.start()
    assert not wrote.wait(0.5)
    locks.release(erasing)
    writer.join(30)
    assert wrote.is_set()


def test_a_writer_drops_the_cached_key_another_process_erased(
    pool: ConnectionPool[Any], tmp_path: Path
) -> None:
    keks = FileKeks(tmp_path / "keys")
    store = PostgresDataKeyStore(pool, keks)
    store.setup()
    here = CachedKeyStore(store, ttl_seconds=3600)
    old = {user: here.key_for(*user.split(":")).key_id for user in USERS}
    # Another process erases alice (its own store; this cache still holds her key).
    PostgresDataKeyStore(pool, keks).erase("acme", "alice")
    assert here.cached_key_id("acme", "alice") == old["acme:alice"]
    locks = PostgresUserLocks(pool, here)
    locks.release(locks.hold(USERS))
    assert here.cached_key_id("acme", "alice") is None
    assert here.key_for("acme", "alice").key_id != old["acme:alice"]  # a new, empty user
    assert here.cached_key_id("acme", "用户甲") == old["acme:用户甲"]  # not erased: kept
