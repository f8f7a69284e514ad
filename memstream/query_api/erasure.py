"""Erasing a user at the edge: ordered against the user's writes, then followed until done.

`UserGate` orders an erase against the writes of the same user: an erase waits for the
user's batches in flight, and the user's new batches wait for the erase. So every event
of the user before `user.erased` in the log was sealed under a key the erase shreds, and
every event after it under a key made after it (a new, empty user). Writes of other
users never wait. In this process an asyncio condition does it; across processes on one
database (several edges, two servers), with `locks`, PostgreSQL advisory locks held
around the same work (`trust.user_locks_pg`): shared for writes, exclusive for an erase.

`ErasureFollower` says what an erase could not reach (`leftovers`: generations no longer
in use that still hold data; the erase is refused until they are dropped) and follows an
erase after it was accepted: once the pipeline has passed
its `user.erased`, it is applied; then one scrub (`trust.erasure_pg`) covers every
erasure applied so far, and they are done. Unfinished erasures are resumed at start.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from typing import Final

from memstream.ports import Position, WaitForPositions
from memstream.telemetry import log_failure, logger
from memstream.trust.erasure_pg import PostgresErasures, PostgresScrubber, ScrubNotNow
from memstream.trust.user_locks_pg import PostgresUserLocks

WAIT_STEP_SECONDS: Final = 30.0
MAX_HELD: Final = 8
"""Batches of a process that hold users' locks at once (each holds a pooled connection;
the others wait without a thread, and the pool keeps connections for the appends)."""
_log = logger(__name__)


class UserGate:
    """Per-user ordering of writes and erases (see the module docstring)."""

    def __init__(self, locks: PostgresUserLocks | None = None) -> None:
        self.locks = locks
        """The locks shared with other processes on the database (None: this process only)."""
        self._writing: Counter[str] = Counter()
        self._erasing: set[str] = set()
        self._condition: asyncio.Condition | None = None
        self._held: asyncio.Semaphore | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _cond(self) -> asyncio.Condition:
        loop = asyncio.get_running_loop()
        if self._condition is None or self._loop is not loop:  # a new app run, a new loop
            self._condition, self._loop = asyncio.Condition(), loop
            self._held = asyncio.Semaphore(MAX_HELD)
        return self._condition

    @asynccontextmanager
    async def writing(self, users: Iterable[str]) -> AsyncIterator[None]:
        """Hold while sealing and appending a batch of these users' (`tenant:user`) events."""
        chosen, cond = set(users), self._cond()
        async with cond:
            await cond.wait_for(lambda: not chosen & self._erasing)
            self._writing.update(chosen)
        try:
            async with self._across(chosen, exclusive=False):
                yield
        finally:
            async with cond:
                self._writing.subtract(chosen)
                self._writing += Counter()  # drop the zeros
                cond.notify_all()

    @asynccontextmanager
    async def erasing(self, user: str) -> AsyncIterator[None]:
        """Hold while shredding the user's keys and appending their `user.erased`."""
        cond = self._cond()
        async with cond:
            await cond.wait_for(lambda: user not in self._erasing)
            self._erasing.add(user)
            await cond.wait_for(lambda: self._writing[user] == 0)
        try:
            async with self._across({user}, exclusive=True):
                yield
        finally:
            async with cond:
                self._erasing.discard(user)
                cond.notify_all()

    @asynccontextmanager
    async def _across(self, users: set[str], exclusive: bool) -> AsyncIterator[None]:
        """Hold the users' locks shared with other processes, when there are any."""
        if self.locks is None or self._held is None:
            yield
            return
        async with self._held:
            held = await asyncio.to_thread(self.locks.hold, sorted(users), exclusive)
            try:
                yield
            finally:
                await asyncio.to_thread(self.locks.release, held)


def parse_position(token: str) -> Position:
    """A position from its `topic/partition/offset` form."""
    topic, partition, offset = token.rsplit("/", 2)
    return Position(topic, int(partition), int(offset))


class ErasureFollower:
    """Marks erasures applied, then done after one scrub (see the module docstring)."""

    def __init__(
        self,
        erasures: PostgresErasures,
        scrubber: PostgresScrubber,
        wait_for_positions: WaitForPositions,
        retry_seconds: float = 5.0,
        leftovers: Callable[[], list[str]] = list,
        forget_kept: Callable[[], None] | None = None,
    ) -> None:
        self.erasures, self.scrubber, self.leftovers = erasures, scrubber, leftovers
        self.forget_kept = forget_kept
        """Drops what this process keeps in RAM of memories read (caches of decrypted
        memories and narratives), once an erase is applied: an erased user's go with it."""
        self._wait, self._retry = wait_for_positions, retry_seconds
        self._tasks: set[asyncio.Task[None]] = set()
        self._lock: asyncio.Lock | None = None

    def follow(self, command_id: str, position: str) -> None:
        """Follow an accepted erase in the background."""
        task = asyncio.get_running_loop().create_task(self._follow(command_id, position))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def resume(self) -> None:
        """Follow every erasure a stopped process left unfinished."""
        self._lock = None
        for erasure in await asyncio.to_thread(self.erasures.unfinished):
            if erasure.position is not None:
                self.follow(erasure.command_id, erasure.position)

    async def idle(self) -> None:
        """Wait until every erasure followed here is done (tests, orderly stops)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def close(self) -> None:
        """Stop following (unfinished erasures resume at the next start)."""
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _follow(self, command_id: str, position: str) -> None:
        try:
            while not await self._wait([parse_position(position)], WAIT_STEP_SECONDS):
                pass
            if self.forget_kept is not None:  # before `applied` is said: it holds then
                self.forget_kept()
            await asyncio.to_thread(self.erasures.mark_applied, command_id)
            await self._scrub()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # resumed at the next start
            log_failure(_log, "erasure not finished", error, command_id=command_id)

    async def _scrub(self) -> None:
        """One scrub for every erasure applied before it began (retried until it can run)."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            while True:
                applied = await asyncio.to_thread(self.erasures.applied_unscrubbed)
                if not applied:
                    return
                try:
                    report = await asyncio.to_thread(self.scrubber.scrub)
                except ScrubNotNow as reason:
                    _log.info("scrub postponed", reason=str(reason))
                    await asyncio.sleep(self._retry)
                    continue
                await asyncio.to_thread(self.erasures.mark_scrubbed, applied)
                _log.info(
                    "erasures scrubbed",
                    erasures=len(applied),
                    tables=len(report.tables),
                    statistics=report.statistics,
                    wal_flushed=report.wal_flushed,
                    seconds=round(report.seconds, 3),
                )
                return
