"""Fresh AES-GCM nonces, many drawn from the operating system in one call.

Sealing runs on every record of every stage. `os.urandom` is a system call that lets go
of the GIL, so calling it once per record also hands the GIL to another thread once per
record (the stage threads of the embedded runtime then queue for it). A `NoncePool`
draws `NONCES_PER_DRAW` nonces' worth of random bytes in one call and hands them out in
order: each nonce is as random as its own `os.urandom` call would be, and none is
handed out twice. Each thread has its own pool, and a forked child never reuses the
bytes its parent drew (a fork empties the pool).
"""

from __future__ import annotations

import os
import threading
from typing import Final

from memstream.trust.crypto import NONCE_BYTES

NONCES_PER_DRAW: Final = 256


class NoncePool(threading.local):
    """Random bytes drawn for one thread, handed out as nonces, never twice."""

    def __init__(self, size: int = NONCE_BYTES, per_draw: int = NONCES_PER_DRAW) -> None:
        self.size, self.per_draw = size, per_draw
        self.drawn = b""
        self.taken = 0
        self.forks = _FORKS.count

    def take(self) -> bytes:
        """The next unused nonce (a new draw when the pool is empty or the process forked)."""
        if self.taken >= len(self.drawn) or self.forks != _FORKS.count:
            self.drawn, self.taken = os.urandom(self.size * self.per_draw), 0
            self.forks = _FORKS.count
        start = self.taken
        self.taken = start + self.size
        return self.drawn[start : self.taken]


class _ForkCount:
    """How many times this process is a forked child (a pool drawn before is discarded)."""

    count = 0

    @classmethod
    def forked(cls) -> None:
        """Called in the child after a fork."""
        cls.count += 1


_FORKS: Final = _ForkCount
os.register_at_fork(after_in_child=_ForkCount.forked)

_POOL: Final = NoncePool()


def fresh_nonce() -> bytes:
    """A fresh random AES-GCM nonce (from this thread's pool)."""
    return _POOL.take()
