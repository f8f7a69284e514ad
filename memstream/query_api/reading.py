"""Reading long queries in a process of its own, so that a burst of costly recalls never
holds the server's interpreter lock.

Reading a query (its terms, names, time and route: jieba's segmenter and part-of-speech
tagger) and embedding it (the embedder's tokenizer) are pure-Python CPU work. On a
thread of the server process they compete with the event loop for the one interpreter
lock, which Python hands over every 5 ms to whichever thread waits: under a burst of the
costliest queries, `/healthz` and ingest waited up to 200-600 ms (docs/benchmarks.md).
`QueryProcess` does that work, for every query longer than `INLINE_CHARS`, in one worker
process (spawned, warmed before the server answers, stopped with it, at a lower CPU
priority: `NICENESS`): the server's threads only wait on a pipe. An ordinary question is
shorter and cheap: it stays on the recall's CPU thread. At most `max_waiting` queries
wait for the worker; one more is refused with `RecallBusy` (503). A worker that dies is
replaced, and the recalls it held answer 503; a worker whose server died (`kill -9`)
ends within a second.

The process is started by the server (`memstream up`, a Kafka `api` or `all` role); in
tests and in an `Engine` every query is read on the recall's CPU thread.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final, TypeVar

from memstream import heap
from memstream.ports import QueryEmbedder
from memstream.query_api.recall.query import QueryInfo, understand
from memstream.query_api.recall.route import Route, route
from memstream.telemetry import logger

T = TypeVar("T")
MAX_WAITING: Final = 64
"""Queries that may wait for the reading process before one more is refused (503)."""
INLINE_CHARS: Final = 128
"""Queries up to this long are read and embedded on the recall's thread, not sent to the
worker: they cost a few ms of CPU (Chinese, 60 characters: ~1-3 ms to read, ~3 ms to
embed; 4,000: ~11 ms and ~90 ms), less than a trip to the worker on a busy machine."""
START_SECONDS: Final = 300.0
PARENT_CHECK_SECONDS: Final = 1.0
NICENESS: Final = 10
"""How much lower the worker's CPU priority is than the server's: when the cores are
busy, the event loop (health, ingest) runs first and reading queries waits."""
WARM_TEXT: Final = "When did Maria move to Berlin? 张伟上个月去北京出差了吗？"
_log = logger(__name__)


class RecallBusy(Exception):
    """Too many queries wait to be read: the recall is refused (503, try again later)."""


@dataclass(frozen=True, slots=True)
class QueryRead:
    """What the reading process read from a query: its terms, names and time, and its route."""

    query: QueryInfo
    route: Route


def read_query(text: str, now: datetime, in_session: bool) -> QueryRead:
    """Read and route a query (what the worker does; pure)."""
    query = understand(text, now)
    return QueryRead(query, route(query.text, in_session))


_WORKER: dict[str, QueryEmbedder] = {}
"""The worker process's embedder (set by its initializer)."""


def warm_reading() -> None:
    """Load what reading a query needs (the segmenter and the part-of-speech tagger)."""
    read_query(WARM_TEXT, datetime.now(UTC), False)


def _start_worker(make_embedder: Callable[[], QueryEmbedder] | None, parent: int) -> None:
    """The worker's initializer: lower its priority, watch its server, then load the
    segmenter, the tagger and the embedding model."""
    os.nice(NICENESS)
    threading.Thread(target=_exit_with, args=(parent,), daemon=True, name="parent").start()
    warm_reading()
    if make_embedder is not None:
        embedder = make_embedder()
        embedder.embed_query(WARM_TEXT)
        _WORKER["embedder"] = embedder
    heap.freeze()  # the loaded models out of the collector's sight


def _exit_with(parent: int) -> None:
    """End the worker once its server is gone (a `kill -9` leaves no one to stop it)."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def _ready() -> bool:
    return True


def _embed(text: str) -> list[float]:
    """The query vector, in the worker."""
    return list(_WORKER["embedder"].embed_query(text))


class QueryProcess:
    """One warmed worker process that reads and embeds queries (see the module docstring)."""

    def __init__(
        self,
        make_embedder: Callable[[], QueryEmbedder] | None,
        max_waiting: int = MAX_WAITING,
        inline_chars: int = INLINE_CHARS,
    ) -> None:
        self._make_embedder, self.max_waiting = make_embedder, max_waiting
        self.inline_chars = inline_chars
        self._pool: ProcessPoolExecutor | None = None
        self._waiting = 0
        self._lock = threading.Lock()

    @property
    def embeds(self) -> bool:
        """Whether the worker embeds queries (it was given an embedder)."""
        return self._make_embedder is not None

    def takes(self, query: str) -> bool:
        """Whether this query is worth the trip to the worker (longer than `INLINE_CHARS`)."""
        return len(query) > self.inline_chars

    def start(self, timeout: float = START_SECONDS) -> None:
        """Spawn the worker and wait until it is warm."""
        with self._lock:
            if self._pool is None:
                self._pool = self._spawn()
            pool = self._pool
        pool.submit(_ready).result(timeout)

    def _spawn(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=1,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(self._make_embedder, os.getpid()),
        )

    def stop(self) -> None:
        """Stop the worker (queries still waiting are cancelled)."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    async def read(self, text: str, now: datetime, in_session: bool) -> QueryRead:
        """The query read and routed by the worker."""
        return await self._run(read_query, text, now, in_session)

    async def embed(self, text: str) -> list[float]:
        """The query's vector, made by the worker."""
        return await self._run(_embed, text)

    async def _run(self, work: Callable[..., T], *args: object) -> T:
        pool = self._admit()
        try:
            return await asyncio.wrap_future(pool.submit(work, *args))
        except BrokenProcessPool as error:
            self._replace(pool)
            raise RecallBusy("the query reader stopped; it is restarting") from error
        finally:
            with self._lock:
                self._waiting -= 1

    def _admit(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                raise RecallBusy("the query reader is not running")
            if self._waiting >= self.max_waiting:
                raise RecallBusy(f"{self._waiting} queries are waiting to be read")
            self._waiting += 1
            return self._pool

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is broken:
                _log.warning("query reader died; starting a new one")
                self._pool = self._spawn()
        broken.shutdown(wait=False, cancel_futures=True)
