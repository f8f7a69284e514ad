"""A synchronous facade over a running system of either runtime (CLI, demo, eval, bench, tests).

`EngineBase` holds what is the same on both runtimes: recall, reads and replays go
through the system's API services and replay host. `Engine` runs the embedded system
in this process; `memstream.runtime.kafka.engine.KafkaEngine` runs a Kafka system (role
`all`) on an event loop of its own. Suites that must hold on both runtimes take either.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from abc import ABC, abstractmethod
from collections.abc import Coroutine, Sequence
from typing import Any, Self, TypeVar

from memstream.config import Settings
from memstream.log.history import PostgresLogHistory
from memstream.pipeline.generations import Generation
from memstream.pipeline.layout import Layout
from memstream.pipeline.replay import Replayer
from memstream.ports import LogHistory, LogRecord, MemoryHistoryView, Position, ReplayHost
from memstream.producers.records import event_record
from memstream.query_api.deps import ApiServices
from memstream.query_api.models import RecallRequest, RecallResponse
from memstream.runtime.composition import EmbeddedSystem, open_embedded
from memstream.runtime.replay import EmbeddedReplayHost
from memstream.runtime.stores import Stores
from memstream.runtime.thread_loops import ThreadLoops
from memstream.schemas.events import InteractionEvent
from memstream.telemetry import REPLAY_LOG

T = TypeVar("T")


class EngineBase(ABC):
    """Emit, wait, recall, inspect and replay, synchronously, on one running system."""

    @property
    @abstractmethod
    def services(self) -> ApiServices:
        """The services the system gives its HTTP API."""

    @property
    @abstractmethod
    def stores(self) -> Stores:
        """The system's stores."""

    @property
    @abstractmethod
    def generation(self) -> Generation:
        """The live generation."""

    @abstractmethod
    def layout(self, generation: Generation | None = None) -> Layout:
        """A generation's topics and step names (the live one's by default)."""

    @abstractmethod
    def log(self) -> LogHistory:
        """The log read back by real topic names."""

    @abstractmethod
    def run(self, step: Coroutine[Any, Any, T]) -> T:
        """Run async work where the system runs it; return its result."""

    @abstractmethod
    def submit(self, step: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Start async work where the system runs it, without waiting for it."""

    @abstractmethod
    def replay_host(self) -> ReplayHost:
        """How this runtime builds generations."""

    @abstractmethod
    def emit(self, events: Sequence[InteractionEvent]) -> list[Position]:
        """Append events to the interactions topic; return their positions."""

    @abstractmethod
    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every stage and projection has caught up."""

    @abstractmethod
    def close(self) -> None:
        """Stop the pipeline and close the stores."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Answer a recall request in-process."""
        return self.run(self.services.recall.recall(request))

    def memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryHistoryView]:
        """What is remembered about a user, with history."""
        return list(self.services.reader.list_memories(tenant, user, include_inactive))

    def records(self, topic: str, generation: Generation | None = None) -> list[LogRecord]:
        """Every record of a topic of DESIGN.md in a generation, by partition then offset."""
        real, log = self.layout(generation).topic(topic), self.log()
        found: list[LogRecord] = []
        for partition in range(self.stores.settings.partitions):
            start = 0
            while page := log.of_topic(real, partition, start, 1000):
                found += page
                start = page[-1].offset + 1
        return found

    def replayer(self, poll_seconds: float = 0.2) -> Replayer:
        """A replayer of this engine's system (run it with `run` or `submit`)."""
        return Replayer(self.replay_host(), poll_seconds, REPLAY_LOG)

    def replay(self, kind: str, poll_seconds: float = 0.2) -> Generation:
        """Replay `kind` into a new generation and switch to it; return that generation."""
        return self.run(self.replayer(poll_seconds).run(kind))


class Engine(EngineBase):
    """The embedded runtime, in this process."""

    def __init__(self, system: EmbeddedSystem) -> None:
        self.system = system
        self._closed = False
        self._loops = ThreadLoops()

    @classmethod
    def open(cls, settings: Settings) -> Engine:
        """Start the embedded stores and the pipeline."""
        return cls(open_embedded(settings))

    @property
    def services(self) -> ApiServices:
        """The embedded system's API services."""
        return self.system.api_services()

    @property
    def stores(self) -> Stores:
        """The embedded system's stores."""
        return self.system.stores

    @property
    def generation(self) -> Generation:
        """The live generation."""
        return self.system.live.generation

    def run(self, step: Coroutine[Any, Any, T]) -> T:
        """Run async work on an event loop of its own, in this thread."""
        return asyncio.run(step)

    def submit(self, step: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run async work on an event loop of its own, in a thread."""
        done: concurrent.futures.Future[T] = concurrent.futures.Future()

        def work() -> None:
            try:
                done.set_result(asyncio.run(step))
            except BaseException as exc:
                done.set_exception(exc)

        threading.Thread(target=work, name="engine-work", daemon=True).start()
        return done

    def replay_host(self) -> ReplayHost:
        """Generations built by threads of runners beside the live ones."""
        return EmbeddedReplayHost(self.system)

    def layout(self, generation: Generation | None = None) -> Layout:
        """A generation's topics and step names (the live one's by default)."""
        return Layout(generation or self.generation)

    def log(self) -> LogHistory:
        """The PostgreSQL log read back."""
        return PostgresLogHistory(self.system.log)

    def close(self) -> None:
        """Stop the pipeline and close the stores (once)."""
        if not self._closed:
            self._closed = True
            self._loops.close()
            self.system.close()

    def emit(self, events: Sequence[InteractionEvent]) -> list[Position]:
        """Append events to the interactions topic; return their positions."""
        sealer = self.system.stores.sealer
        return self.system.producer.send_sync([event_record(e, None, sealer) for e in events])

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every stage and projection has caught up."""
        if not self.system.runtime.wait_until_idle(timeout):
            raise TimeoutError(
                f"pipeline not idle after {timeout}s: {self.system.runtime.pending()}"
            )

    def recall(self, request: RecallRequest) -> RecallResponse:
        """Answer a recall request in-process."""
        return self._loops.run(self.system.recall.recall(request))

    def memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> list[MemoryHistoryView]:
        """What is remembered about a user, with history."""
        return list(self.system.reader.list_memories(tenant, user, include_inactive))
