"""The composition root of the Kafka runtime: one process in one role, wired here.

Roles: `processor` (a worker hosting extract and consolidate), `projector` (one
consumer group per projection: PostgreSQL read models and vectors), `api` (the query
service, publishing `POST /v1/events` to Kafka) and `all` (the three in one process).

Every process runs the generation that `memstream_log.generations` (in the shared
PostgreSQL) says is live, and follows it: when a replay switches generations, the
API answers from the new one and the workers restart on its topics and groups, where
the replay's workers left off.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Final, Literal, get_args

from memstream import heap, telemetry
from memstream.config import Settings
from memstream.log import idempotency
from memstream.log.generations import GenerationStore
from memstream.pipeline.description import PIPELINE, STAGES
from memstream.pipeline.freshness import PipelineFreshness
from memstream.pipeline.generations import Generation, describe
from memstream.pipeline.layout import Layout
from memstream.pipeline.replay import BackgroundReplay, Replayer
from memstream.ports import OutgoingRecord, Position
from memstream.query_api.deps import ApiServices
from memstream.runtime.kafka.freshness import KafkaOffsets, export_lag, kafka_freshness
from memstream.runtime.kafka.history import KafkaLogHistory
from memstream.runtime.kafka.producer import (
    IdempotentProducer,
    KafkaEventProducer,
    Landed,
    NamespacedProducer,
)
from memstream.runtime.kafka.projector import KafkaProjector
from memstream.runtime.kafka.replay import KafkaReplayHost
from memstream.runtime.kafka.topology import KafkaEnv
from memstream.runtime.kafka.workers import (
    Context,
    GenerationWorkers,
    opened_context,
    running_generation,
)
from memstream.runtime.services import compose_api, follow
from memstream.runtime.stores import Stores
from memstream.telemetry import REPLAY_LOG, log_failure

Role = Literal["processor", "projector", "api", "all"]
ROLES: Final[tuple[str, ...]] = get_args(Role)
PARTS: Final[dict[str, tuple[str, ...]]] = {
    "processor": (STAGES,),
    "projector": PIPELINE.parts[1:],
    "api": (),
    "all": PIPELINE.parts,
}
FOLLOW_SECONDS: Final = 1.0
LAG_SECONDS: Final = 5.0
IDLE_POLL_SECONDS: Final = 0.05

__all__ = ["ROLES", "KafkaSystem", "Role", "running_kafka", "runs"]
_log = telemetry.logger(__name__)


def runs(role: Role, part: Role) -> bool:
    """Whether a process in `role` runs `part` (processor, projector or api)."""
    return role in (part, "all")


@dataclass
class KafkaSystem:
    """Everything one Kafka-runtime process runs, wired together."""

    context: Context
    role: Role
    live: GenerationWorkers
    generations: GenerationStore = field(default_factory=GenerationStore)
    _generations_ready: bool = field(default=False, init=False)
    offsets: KafkaOffsets | None = None
    lag: dict[str, int] = field(default_factory=dict)
    """Records each step this process runs has not passed, as last measured."""
    _loop: asyncio.AbstractEventLoop | None = None
    freshness: PipelineFreshness | None = None
    replay: BackgroundReplay | None = None
    _services: ApiServices | None = None
    _live_stack: AsyncExitStack = field(default_factory=AsyncExitStack)
    _switch_lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def settings(self) -> Settings:
        """The settings this process was started with."""
        return self.context.settings

    @property
    def producer(self) -> KafkaEventProducer:
        """The producer of `POST /v1/events` and dead letters."""
        return self.context.producer

    @property
    def stores(self) -> Stores:
        """PostgreSQL, the vector indexes and the embedder."""
        return self.context.stores

    @property
    def generation(self) -> Generation:
        """The live generation this process runs."""
        return self.live.generation

    @property
    def layout(self) -> Layout:
        """The live generation's topics and step names."""
        return self.live.layout

    @property
    def projectors(self) -> list[KafkaProjector]:
        """The live generation's projectors in this process."""
        return self.live.projectors

    @property
    def worker(self) -> Any:
        """The live generation's processor worker in this process, if any."""
        return self.live.worker

    def api_services(self) -> ApiServices:
        """The services the HTTP API needs (roles `api` and `all`), built once."""
        if self.freshness is None:
            raise RuntimeError(f"role {self.role!r} serves no query API")
        if self._services is None:
            assert self.replay is not None, "a process serving the API controls replays"
            producer = NamespacedProducer(self.producer, self.context.env.namespace)
            history = KafkaLogHistory(self.settings.kafka_bootstrap)
            landed = _looked_up_in(history, producer)
            self._services = compose_api(
                self.stores,
                self.stores.query_side(self.generation),
                producer=IdempotentProducer(producer, self.stores.pool, landed=landed),
                log=history,
                layout=lambda: self.layout,
                wait_for_positions=self.wait_for_positions,
                health=self.health,
                replay=self.replay,
            )
        return self._services

    async def wait_for_positions(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once extract, consolidate and every projection have passed `positions`."""
        if self.freshness is None:
            raise RuntimeError(f"role {self.role!r} cannot wait for positions")
        return await self.freshness.wait_for(positions, timeout)

    def health(self) -> dict[str, Any]:
        """Liveness of the stores and what this process holds of the cluster."""
        if self.worker is not None and self.worker.crash_reason is not None:
            raise RuntimeError(f"processor worker crashed: {self.worker.crash_reason!r}")
        self.stores.ping()
        details: dict[str, Any] = {
            "runtime": "kafka",
            "role": self.role,
            "generation": describe(self.generation),
            "vectors": self.settings.vectors,
        }
        if self.role != "processor":
            details["embedder"] = self.stores.embedder.name
        projected = {p.route.step: p.projected for p in self.projectors}
        lag = self._lag()
        return details | {"assignments": self.assignments(), "projected": projected, "lag": lag}

    def _lag(self) -> dict[str, int]:
        """Every awaited step's lag, measured now (from another thread) or as last measured."""
        loop = self._loop
        if self.freshness is None or loop is None or _on(loop):
            return self.lag
        return asyncio.run_coroutine_threadsafe(self.freshness.lag(), loop).result(LAG_SECONDS)

    def assignments(self) -> dict[str, list[str]]:
        """The partitions each consumer of this process holds right now."""
        held = {p.route.step: sorted(map(_tp, p.assignment())) for p in self.projectors}
        if self.worker is not None:
            held["processor"] = sorted(map(_tp, self.worker.assignment()))
        return held

    async def follow_live(self) -> Generation:
        """Move to the generation recorded live, if it changed; return the one now run."""
        async with self._switch_lock:
            live = await asyncio.to_thread(self._read_live)
            if live.number != self.generation.number:
                _log.info("following the switch", old=self.generation.number, new=live.number)
                await self._live_stack.aclose()
                await self._run(live)
        return self.generation

    def _read_live(self) -> Generation:
        """The live generation: the table set up on the first read, then one plain read
        (the watcher reads every second; DDL, a lock and a catalog look each time cost
        PostgreSQL more than the read)."""
        with self.stores.pool.connection() as conn:
            live = self.generations.live(conn) if self._generations_ready else None
            if live is None:
                live = self.generations.setup(conn)
                self._generations_ready = True
            return live

    async def _run(self, generation: Generation) -> None:
        """Start this role's workers of `generation`; answer recall from it."""
        stack = AsyncExitStack()
        parts = PARTS[self.role]
        self.live = await stack.enter_async_context(
            running_generation(self.context, generation, parts)
        )
        self._live_stack = stack
        self._loop = asyncio.get_running_loop()
        if self.offsets is not None:
            layout = self.context.layout(generation)
            self.freshness = kafka_freshness(self.offsets, layout, self.stores, PIPELINE.parts)
        if self._services is not None:
            follow(self._services, self.stores.query_side(generation))

    async def idle(self, timeout: float) -> bool:
        """Wait (bounded) until every awaited step of the live generation has no lag."""
        if self.offsets is None:
            raise RuntimeError(f"role {self.role!r} cannot watch the pipeline")
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            freshness = kafka_freshness(self.offsets, self.layout, self.stores, PARTS[self.role])
            if not any((await freshness.lag()).values()):
                return True
            if asyncio.get_running_loop().time() >= deadline:
                return False
            await asyncio.sleep(IDLE_POLL_SECONDS)

    async def stop(self) -> None:
        """Stop the live generation's workers."""
        await self._live_stack.aclose()

    async def watch(self, stop: asyncio.Event) -> None:
        """Follow the live generation until `stop` is set (a failed attempt is retried)."""
        while not await _stopped(stop, FOLLOW_SECONDS):
            try:
                await self.follow_live()
            except Exception as error:
                log_failure(_log, "following the live generation failed", error)

    async def report_lag(self, stop: asyncio.Event) -> None:
        """Export the lag of the hops this process runs, as the embedded runtime does."""
        offsets = KafkaOffsets(self.settings.kafka_bootstrap)
        await offsets.start()
        try:
            while not await _stopped(stop, LAG_SECONDS):
                parts = PARTS[self.role]
                layout = self.context.layout(self.generation)
                own = kafka_freshness(offsets, layout, self.stores, parts)
                with contextlib.suppress(Exception):  # a missing topic or group: next time
                    self.lag = await own.lag()
                    export_lag(self.lag)
        finally:
            await offsets.stop()


def _on(loop: asyncio.AbstractEventLoop) -> bool:
    """Whether this thread is running `loop`."""
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False


def _tp(tp: Any) -> str:
    return f"{tp.topic}/{tp.partition}"


async def _stopped(stop: asyncio.Event, seconds: float) -> bool:
    try:
        await asyncio.wait_for(stop.wait(), timeout=seconds)
    except TimeoutError:
        return False
    return True


@asynccontextmanager
async def running_kafka(
    settings: Settings, role: Role, env: KafkaEnv | None = None
) -> AsyncIterator[KafkaSystem]:
    """Start the parts of `role` on the live generation; follow it until the block exits."""
    env = env or KafkaEnv()
    telemetry.configure_tracing(os.environ.get("OTEL_SERVICE_NAME", f"memstream-{role}"))
    async with AsyncExitStack() as stack:
        # A processor opens no vector index, so Qdrant Edge does not concern it.
        context = await stack.enter_async_context(
            opened_context(settings, env, vectors_here=role in ("all", "processor"))
        )
        system = KafkaSystem(context, role, GenerationWorkers(Layout(namespace=env.namespace)))
        if runs(role, "api"):
            await asyncio.to_thread(_setup_event_ids, context.stores)
            system.offsets = KafkaOffsets(settings.kafka_bootstrap)
            await system.offsets.start()
            stack.push_async_callback(system.offsets.stop)
            replayer = Replayer(KafkaReplayHost(context, system.follow_live), 0.5, REPLAY_LOG)
            system.replay = control = BackgroundReplay(replayer, asyncio.get_running_loop())
            stack.push_async_callback(control.aclose)
        await system._run(await asyncio.to_thread(system._read_live))
        stack.push_async_callback(system.stop)
        stop = asyncio.Event()
        watcher = asyncio.create_task(system.watch(stop), name="follow-live-generation")
        stack.push_async_callback(_halt, stop, watcher)
        reporter = asyncio.create_task(system.report_lag(stop), name="report-lag")
        stack.push_async_callback(_halt, stop, reporter)
        if settings.settle_heap:
            heap.settle()
        _log.info("kafka runtime started", role=role, namespace=env.namespace)
        yield system


def _setup_event_ids(stores: Stores) -> None:
    with stores.pool.connection() as conn:
        idempotency.setup(conn)


async def _halt(stop: asyncio.Event, task: asyncio.Task[None]) -> None:
    stop.set()
    await task


def _looked_up_in(history: KafkaLogHistory, producer: NamespacedProducer) -> Landed:
    """Where the API's events landed, looked for in the namespace's topics."""

    def landed(records: Sequence[OutgoingRecord], since: datetime) -> dict[str, Position]:
        moved = [replace(r, topic=producer.topic_of(r.topic)) for r in records]
        return history.landed(moved, since)

    return landed
