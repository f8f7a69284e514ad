"""Queries first: the pipeline's threads step aside while a recall runs in the same process.

A process that answers recall and runs pipeline steps (the embedded runtime, the Kafka
runtime's `all` role) has one interpreter lock. Python hands it over every 5 ms to
whichever thread waits, so a recall competing with four busy pipeline threads waits at
every hand-over it makes (its reads on worker threads, its scoring on the event loop):
a recall of 15 ms took 200-600 ms. So a recall marks itself in flight
(`QueryGate.serving`), and every pipeline thread, at each checkpoint — before each
record a stage decodes or processes, before each projection batch, between the chunks
a projection embeds — waits while a recall is in flight, at most `max_pause` at a time,
so ingest still moves under a steady stream of recalls. Threads rather than processes:
one embedded process owns the log, its read-your-writes positions and its vector index;
a gate costs nothing while no recall runs.

Over HTTP a recall is in flight from its request's first byte to its response's last
(`RecallFirst`, an ASGI middleware): parsing and validating the request and serializing
the response also compete for the interpreter lock, and under ingest they took longer
than the recall itself. A recall that first waits for the pipeline (`wait_for`) steps
aside for the wait (`QueryGate.aside`), or it would hold back what it waits for. And a
recall that came over HTTP runs on an event loop of its own (`RecallLoop`), not on the
server's: each of its hops (its reads and its embedding finish on executor threads) would
otherwise wait behind whatever the server's loop does then, such as decoding and
validating a batch of ingested events.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Final, TypeVar

from starlette.types import ASGIApp, Receive, Scope, Send

from memstream.ports import Embedder, Stage, StateStore
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.query_api.service import RecallService

T = TypeVar("T")
MAX_PAUSE_SECONDS: Final = 0.1
EMBED_CHUNK: Final = 32
"""Texts a projection embeds between two checkpoints."""
RECALL_PATHS: Final = frozenset({"/v1/recall"})
"""The HTTP paths whose requests are recalls (`RecallFirst`)."""
_HELD: ContextVar[int] = ContextVar("memstream_recalls_held", default=0)
"""How many marks the current context holds on the gate (`QueryGate.aside` drops them)."""
_APART: ContextVar[bool] = ContextVar("memstream_recall_apart", default=False)
"""Whether this context's recalls run on the recall loop (set by `RecallFirst` for HTTP)."""


class QueryGate:
    """Counts recalls in flight; pipeline threads wait at checkpoints while there are any."""

    def __init__(self, max_pause: float = MAX_PAUSE_SECONDS) -> None:
        self.max_pause = max_pause
        self._active = 0
        self._idle = threading.Condition()

    @contextmanager
    def serving(self) -> Iterator[None]:
        """Mark a recall in flight for the block."""
        self._add(1)
        held = _HELD.set(_HELD.get() + 1)
        try:
            yield
        finally:
            _HELD.reset(held)
            self._add(-1)

    @contextmanager
    def aside(self) -> Iterator[None]:
        """Drop the current context's marks for the block (a recall waiting for the pipeline)."""
        count = _HELD.get()
        self._add(-count)
        held = _HELD.set(0)
        try:
            yield
        finally:
            _HELD.reset(held)
            self._add(count)

    def _add(self, count: int) -> None:
        with self._idle:
            self._active += count
            if not self._active:
                self._idle.notify_all()

    @property
    def in_flight(self) -> int:
        """Recalls marked in flight now."""
        return self._active

    def checkpoint(self) -> None:
        """Wait (at most `max_pause`) until no recall is in flight; return at once if none is."""
        if not self._active:  # read without the lock: a stale answer costs one checkpoint
            return
        with self._idle:
            self._idle.wait_for(lambda: not self._active, self.max_pause)


GATE: Final = QueryGate()
"""The process's gate (one interpreter lock per process, so one gate)."""


class YieldingStage:
    """A `Stage` that passes the gate's checkpoint before each record it decodes or processes."""

    def __init__(self, inner: Stage[Any, Any], gate: QueryGate = GATE) -> None:
        self.inner, self.gate, self.name = inner, gate, inner.name

    @property
    def decode(self) -> Callable[[bytes], Any]:
        """The inner stage's decoder, after a checkpoint."""
        inner_decode = self.inner.decode

        def decode(raw: bytes) -> Any:
            self.gate.checkpoint()
            return inner_decode(raw)

        return decode

    def process(self, record: Any, state: StateStore) -> list[Any]:
        """The inner stage's outputs, after a checkpoint."""
        self.gate.checkpoint()
        return self.inner.process(record, state)

    def state_keys(self, record: Any) -> list[str]:
        """The inner stage's state keys."""
        return self.inner.state_keys(record)

    def decode_state(self, key: str, stored: Any) -> Any:
        """The inner stage's reading of a stored state value."""
        return self.inner.decode_state(key, stored)


class YieldingEmbedder:
    """An `Embedder` for projections: passages embedded in chunks, a checkpoint before each."""

    def __init__(self, inner: Embedder, gate: QueryGate = GATE) -> None:
        self.inner, self.gate = inner, gate
        self.name, self.dim = inner.name, inner.dim

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """The inner embedder's vectors, `EMBED_CHUNK` texts at a time."""
        vectors: list[list[float]] = []
        for start in range(0, len(texts), EMBED_CHUNK):
            self.gate.checkpoint()
            vectors += self.inner.embed_passages(texts[start : start + EMBED_CHUNK])
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """The inner embedder's query vector."""
        return self.inner.embed_query(text)


class RecallLoop:
    """An event loop in a daemon thread of its own, started on first use, for recalls."""

    def __init__(self) -> None:
        self._loop: asyncio.AbstractEventLoop | None = None
        self._lock = threading.Lock()

    def _running(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(target=loop.run_forever, name="recall-loop", daemon=True)
                thread.start()
                self._loop = loop
            return self._loop

    async def run(self, work: Coroutine[Any, Any, T]) -> T:
        """Await `work` run on this loop (in the caller's context: spans and marks go along)."""
        future = asyncio.run_coroutine_threadsafe(work, self._running())
        return await asyncio.wrap_future(future)


RECALL_LOOP: Final = RecallLoop()
"""The process's recall loop."""


async def apart(work: Coroutine[Any, Any, T]) -> T:
    """Await `work` on the recall loop when this context came over HTTP, else right here."""
    if _APART.get():
        return await RECALL_LOOP.run(work)
    return await work


class GatedRecall(RecallService):
    """A recall service that marks each recall in flight on the process's gate, and runs
    a recall that came over HTTP on the recall loop."""

    async def recall(self, request: RecallRequest) -> RecallResponse:
        """The recall, with the pipeline's threads stepping aside meanwhile."""
        with GATE.serving():
            return await apart(super().recall(request))


class RecallFirst:
    """ASGI middleware: a recall request is in flight on the gate for the whole request."""

    def __init__(self, app: ASGIApp, gate: QueryGate = GATE) -> None:
        self.app, self.gate = app, gate

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, marked in flight when it is a recall."""
        if scope["type"] != "http" or scope["path"] not in RECALL_PATHS:
            await self.app(scope, receive, send)
            return
        apart = _APART.set(True)
        try:
            with self.gate.serving():
                await self.app(scope, receive, send)
        finally:
            _APART.reset(apart)
