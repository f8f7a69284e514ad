"""A `DataKeyStore` cache: live keys for a short time, erased key ids for good.

Ingest seals every event under its user's key, so looking the key up in PostgreSQL
each time would cost a round trip per event. Live keys are cached for `ttl_seconds`
(a key erased by another process is trusted at most that long, and a writer holding the
user's lock checks it first: `user_locks_pg`); erasing through this cache, or `forget`,
evicts the user's keys at once. An erased key id never comes
back, so that answer is cached without expiry (bounded in size).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Final

from memstream.ports import DataKeyStore
from memstream.trust.crypto import DataKey, KeyErased

MAX_ERASED: Final = 100_000
MAX_KEYS: Final = 200_000


class CachedKeyStore:
    """A `DataKeyStore` in front of another, caching lookups (see the module docstring)."""

    def __init__(
        self,
        store: DataKeyStore,
        ttl_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store, self.ttl, self._clock = store, ttl_seconds, clock
        self._live: dict[tuple[str, str], tuple[float, DataKey]] = {}
        self._by_id: dict[str, tuple[float, DataKey]] = {}
        self._erased: set[str] = set()
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"CachedKeyStore({self.store!r}, ttl={self.ttl})"

    def key_for(self, tenant: str, user: str) -> DataKey:
        """The user's live data key, from the cache while it is fresh."""
        hit = self._fresh(self._live.get((tenant, user)))
        if hit is not None:
            return hit
        key = self.store.key_for(tenant, user)
        self._remember(key, live=True)
        return key

    def key_by_id(self, key_id: str) -> DataKey:
        """A key by id; `KeyErased` when its user was erased (remembered for good)."""
        if key_id in self._erased:
            raise KeyErased(f"data key {key_id} was erased with its user")
        hit = self._fresh(self._by_id.get(key_id))
        if hit is not None:
            return hit
        try:
            key = self.store.key_by_id(key_id)
        except KeyErased:
            self._note_erased(key_id)
            raise
        self._remember(key, live=False)
        return key

    def erase(self, tenant: str, user: str) -> int:
        """Delete the user's keys in the store, then evict them here."""
        erased = self.store.erase(tenant, user)
        self.forget(tenant, user)
        return erased

    def cached_key_id(self, tenant: str, user: str) -> str | None:
        """The id of the user's live key this cache would hand out now, if any."""
        hit = self._fresh(self._live.get((tenant, user)))
        return None if hit is None else hit.key_id

    def forget(self, tenant: str, user: str) -> None:
        """Evict every cached key of the user (an erase seen elsewhere)."""
        with self._lock:
            self._live.pop((tenant, user), None)
            gone = [
                kid for kid, (_, k) in self._by_id.items() if k.tenant == tenant and k.user == user
            ]
            for kid in gone:
                del self._by_id[kid]

    def _fresh(self, entry: tuple[float, DataKey] | None) -> DataKey | None:
        if entry is None or self._clock() - entry[0] > self.ttl:
            return None
        return entry[1]

    def _remember(self, key: DataKey, live: bool) -> None:
        entry = (self._clock(), key)
        with self._lock:
            if len(self._by_id) >= MAX_KEYS:  # bounded: start over rather than grow
                self._live.clear()
                self._by_id.clear()
            if live:
                self._live[(key.tenant, key.user)] = entry
            self._by_id[key.key_id] = entry

    def _note_erased(self, key_id: str) -> None:
        with self._lock:
            if len(self._erased) >= MAX_ERASED:
                self._erased.clear()
            self._erased.add(key_id)
            self._by_id.pop(key_id, None)
