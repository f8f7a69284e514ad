"""The engine facade over the Kafka runtime: a role-`all` system on an event loop of its own.

The system runs in a background thread's event loop; every call hands its work to that
loop and waits for it, so a suite written against `EngineBase` runs unchanged on Kafka.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Coroutine, Sequence
from contextlib import AsyncExitStack
from typing import Any, TypeVar

from memstream.config import Settings
from memstream.pipeline.generations import Generation
from memstream.pipeline.layout import Layout
from memstream.ports import LogHistory, OutgoingRecord, Position, ReplayHost
from memstream.producers.records import event_record
from memstream.query_api.deps import ApiServices
from memstream.runtime.engine import EngineBase
from memstream.runtime.kafka.history import KafkaLogHistory
from memstream.runtime.kafka.replay import KafkaReplayHost
from memstream.runtime.kafka.system import KafkaSystem, running_kafka
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.runtime.stores import Stores
from memstream.schemas.events import InteractionEvent

T = TypeVar("T")


class KafkaEngine(EngineBase):
    """A Kafka system of every role in this process, driven synchronously."""

    def __init__(self, settings: Settings, env: KafkaEnv | None = None) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="kafka-engine")
        self._thread.daemon = True
        self._thread.start()
        self._stack = AsyncExitStack()
        try:
            self.system: KafkaSystem = self.run(self._start(settings, env))
        except BaseException:
            self._halt()
            raise

    async def _start(self, settings: Settings, env: KafkaEnv | None) -> KafkaSystem:
        return await self._stack.enter_async_context(running_kafka(settings, "all", env))

    @classmethod
    def open(cls, settings: Settings, env: KafkaEnv | None = None) -> KafkaEngine:
        """Start the Kafka system (every role) on the settings' broker and database."""
        return cls(settings, env)

    @property
    def services(self) -> ApiServices:
        """The system's API services."""
        return self.system.api_services()

    @property
    def stores(self) -> Stores:
        """The system's stores."""
        return self.system.stores

    @property
    def generation(self) -> Generation:
        """The live generation."""
        return self.system.generation

    def run(self, step: Coroutine[Any, Any, T]) -> T:
        """Run async work on the system's loop and wait for it."""
        return self.submit(step).result()

    def submit(self, step: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Start async work on the system's loop."""
        return asyncio.run_coroutine_threadsafe(step, self._loop)

    def layout(self, generation: Generation | None = None) -> Layout:
        """A generation's topics and step names in this system's namespace."""
        return self.system.context.layout(generation or self.generation)

    def log(self) -> LogHistory:
        """The Kafka topics read back."""
        return KafkaLogHistory(self.stores.settings.kafka_bootstrap)

    def replay_host(self) -> ReplayHost:
        """Generations built by workers beside the live ones; this system follows the switch."""
        return KafkaReplayHost(self.system.context, self.system.follow_live)

    def emit(self, events: Sequence[InteractionEvent]) -> list[Position]:
        """Append events to the interactions topic; return their positions."""
        sealer = self.stores.sealer
        records: list[OutgoingRecord] = [event_record(e, None, sealer) for e in events]
        return self.run(self.services.producer.send(records))

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        """Block until every awaited step has caught up with its input."""
        if not self.run(self.system.idle(timeout)):
            raise TimeoutError(f"pipeline not idle after {timeout}s")

    def close(self) -> None:
        """Stop the system and its loop (once)."""
        if self._loop.is_closed():
            return
        try:
            self.run(self._stack.aclose())
        finally:
            self._halt()

    def _halt(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(30)
        self._loop.close()
