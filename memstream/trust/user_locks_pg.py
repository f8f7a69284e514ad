"""Per-user locks every process on one database shares: an erase against the user's writes.

`query_api.erasure.UserGate` orders an erase and the same user's writes inside one
process; these locks order them across processes (several API edges of the Kafka
runtime, two servers on one database). A batch of writes holds, for each of its users,
a transaction-level advisory lock in shared mode while it seals and appends its events;
an erase holds the user's lock in exclusive mode while it shreds the user's keys and
appends `user.erased`. Writes of one user never wait for each other, and an erase waits
for the batches in flight and holds back new ones until its `user.erased` is on the log.

A process may still hold the user's old key in its cache (`CachedKeyStore`, up to its
TTL). So a writer, once it holds the lock, checks that the key ids it has cached for
its users are still live, and evicts those an erase elsewhere deleted: its events are
then sealed under a key made after the erase (a new, empty user), never under a shredded
one. Locks are taken in one order (sorted), so two batches never wait for each other
in a cycle. Each held lock costs a pooled connection until the batch is appended.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import psycopg
from psycopg_pool import ConnectionPool

from memstream.trust.crypto_cache import CachedKeyStore
from memstream.trust.crypto_pg import SCHEMA

_NAMESPACE: Final = b"memstream-user-lock\x1f"
_LIVE_SQL: Final = f"SELECT key_id FROM {SCHEMA}.data_keys WHERE key_id = ANY(%s)"


def lock_key(user_key: str) -> int:
    """The advisory lock id (a signed 64-bit integer) of a user (`tenant:user`)."""
    digest = hashlib.blake2b(_NAMESPACE + user_key.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)


def _lock_function(exclusive: bool) -> str:
    return "pg_advisory_xact_lock" if exclusive else "pg_advisory_xact_lock_shared"


@dataclass
class Held:
    """Locks held in an open transaction on a pooled connection, until released."""

    conn: psycopg.Connection[Any]


class PostgresUserLocks:
    """Shared locks for a user's writes, an exclusive one for their erase (see above)."""

    def __init__(self, pool: ConnectionPool[Any], keys: CachedKeyStore | None = None) -> None:
        self.pool, self.keys = pool, keys

    def hold(self, users: Sequence[str], exclusive: bool = False) -> Held:
        """Lock these users (`tenant:user`), in sorted order; evict stale cached keys. One
        round trip (a pipeline): begin, the locks, the check of the cached key ids."""
        conn = self.pool.getconn()
        cached = {} if exclusive else self._cached_ids(users)
        try:
            with conn.pipeline():
                conn.execute("BEGIN")
                for key in sorted({lock_key(user) for user in users}):
                    conn.execute(f"SELECT {_lock_function(exclusive)}(%s)", (key,))
                found = conn.execute(_LIVE_SQL, (list(cached.values()),)) if cached else None
            live = {str(row[0]) for row in found.fetchall()} if found is not None else set()
        except BaseException:
            self._give_back(conn, commit=False)
            raise
        self._evict_erased(cached, live)
        return Held(conn)

    def release(self, held: Held) -> None:
        """End the transaction (the locks go with it) and return the connection."""
        self._give_back(held.conn, commit=True)

    def _cached_ids(self, users: Sequence[str]) -> dict[str, str]:
        """The key id this process has cached for each of these users (those it has)."""
        if self.keys is None:
            return {}
        return {user: kid for user in users if (kid := self._cached(user)) is not None}

    def _evict_erased(self, cached: dict[str, str], live: set[str]) -> None:
        """Forget cached keys of these users that an erase (in any process) deleted."""
        if self.keys is None:
            return
        for user, key_id in cached.items():
            if key_id not in live:
                tenant, _, user_id = user.partition(":")
                self.keys.forget(tenant, user_id)

    def _cached(self, user: str) -> str | None:
        assert self.keys is not None
        tenant, _, user_id = user.partition(":")
        return self.keys.cached_key_id(tenant, user_id)

    def _give_back(self, conn: psycopg.Connection[Any], commit: bool) -> None:
        try:
            conn.execute("COMMIT" if commit else "ROLLBACK")
        finally:
            self.pool.putconn(conn)
