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
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

from memstream.ports import Embedder, Stage, StateStore
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.query_api.service import RecallService

MAX_PAUSE_SECONDS: Final = 0.1
EMBED_CHUNK: Final = 32
"""Texts a projection embeds between two checkpoints."""


class QueryGate:
    """Counts recalls in flight; pipeline threads wait at checkpoints while there are any."""

    def __init__(self, max_pause: float = MAX_PAUSE_SECONDS) -> None:
        self.max_pause = max_pause
        self._active = 0
        self._idle = threading.Condition()

    @contextmanager
    def serving(self) -> Iterator[None]:
        """Mark a recall in flight for the block."""
        with self._idle:
            self._active += 1
        try:
            yield
        finally:
            with self._idle:
                self._active -= 1
                if not self._active:
                    self._idle.notify_all()

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


class GatedRecall(RecallService):
    """A recall service that marks each recall in flight on the process's gate."""

    async def recall(self, request: RecallRequest) -> RecallResponse:
        """The recall, with the pipeline's threads stepping aside meanwhile."""
        with GATE.serving():
            return await super().recall(request)
