"""The composition root of the Kafka runtime: one process in one role, wired here.

Roles: `processor` (a Faust worker hosting extract and consolidate), `projector` (one
consumer group per projection: PostgreSQL read models and vectors), `api` (the query
service, publishing `POST /v1/events` to Kafka) and `all` (the three in one process).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Final, Literal, get_args

from memstream import telemetry
from memstream.config import Settings
from memstream.log.ports import Position
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.stage import Stage
from memstream.projections.postgres import PostgresProjection
from memstream.projections.vector_projection import VectorProjection
from memstream.query_api.deps import ApiServices
from memstream.runtime.composition import build_query_side
from memstream.runtime.embedded import Projection
from memstream.runtime.kafka.freshness import Hop, KafkaOffsets, PipelineFreshness, Progress
from memstream.runtime.kafka.producer import KafkaEventProducer, NamespacedProducer
from memstream.runtime.kafka.projector import Item, KafkaProjector, ProjectorConfig
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.kafka.stores import Stores, open_stores
from memstream.runtime.kafka.topics import ensure_topics
from memstream.runtime.kafka.topology import KafkaEnv, Topology
from memstream.runtime.routing import routed

Role = Literal["processor", "projector", "api", "all"]
ROLES: Final[tuple[str, ...]] = get_args(Role)

_log = telemetry.logger(__name__)


def runs(role: Role, part: Role) -> bool:
    """Whether a process in `role` runs `part` (processor, projector or api)."""
    return role in (part, "all")


@dataclass
class KafkaSystem:
    """Everything one Kafka-runtime process runs, wired together."""

    settings: Settings
    role: Role
    topology: Topology
    producer: KafkaEventProducer
    stores: Stores | None = None
    projectors: list[KafkaProjector] = field(default_factory=list)
    worker: Any = None
    freshness: PipelineFreshness | None = None
    _services: ApiServices | None = None

    def api_services(self) -> ApiServices:
        """The services the HTTP API needs (roles `api` and `all`), built once."""
        if self.stores is None or self.freshness is None:
            raise RuntimeError(f"role {self.role!r} serves no query API")
        if self._services is None:
            self._services = self._build_services(self.stores)
        return self._services

    def _build_services(self, stores: Stores) -> ApiServices:
        reader, recall = build_query_side(
            stores.pool, stores.schema, stores.vectors, stores.embedder
        )
        return ApiServices(
            producer=NamespacedProducer(self.producer, self.topology.namespace),
            recall=recall,
            reader=reader,
            wait_for_positions=self.wait_for_positions,
            health=self.health,
        )

    async def wait_for_positions(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once extract, consolidate and every projection have passed `positions`."""
        if self.freshness is None:
            raise RuntimeError(f"role {self.role!r} cannot wait for positions")
        return await self.freshness.wait_for(positions, timeout)

    def health(self) -> dict[str, Any]:
        """Liveness of the stores and what this process holds of the cluster."""
        if self.worker is not None and self.worker.crash_reason is not None:
            raise RuntimeError(f"processor worker crashed: {self.worker.crash_reason!r}")
        details: dict[str, Any] = {"runtime": "kafka", "role": self.role}
        if self.stores is not None:
            self.stores.ping()
            details |= {
                "generation": self.settings.generation,
                "vectors": self.settings.vectors,
                "embedder": self.stores.embedder.name,
            }
        projected = {p.config.name: p.projected for p in self.projectors}
        return details | {"assignments": self.assignments(), "projected": projected}

    def assignments(self) -> dict[str, list[str]]:
        """The partitions each consumer of this process holds right now."""
        held = {p.config.name: sorted(map(_tp, p.assignment())) for p in self.projectors}
        if self.worker is not None:
            held["processor"] = sorted(map(_tp, self.worker.consumer.assignment()))
        return held


def _tp(tp: Any) -> str:
    return f"{tp.topic}/{tp.partition}"


@asynccontextmanager
async def running_kafka(
    settings: Settings, role: Role, env: KafkaEnv | None = None
) -> AsyncIterator[KafkaSystem]:
    """Start the parts of `role` (topics first); stop them in reverse when the block exits."""
    env = env or KafkaEnv()
    telemetry.configure_tracing(os.environ.get("OTEL_SERVICE_NAME", f"memstream-{role}"))
    topology = Topology(namespace=env.namespace, generation=settings.generation)
    await ensure_topics(settings.kafka_bootstrap, settings.partitions, names=topology.all_topics)
    async with AsyncExitStack() as stack:
        producer = await stack.enter_async_context(KafkaEventProducer(settings.kafka_bootstrap))
        system = KafkaSystem(settings, role, topology, producer)
        if runs(role, "projector") or runs(role, "api"):
            system.stores = await asyncio.to_thread(open_stores, settings, role == "all")
            stack.callback(system.stores.close)
        if runs(role, "processor"):
            config = worker_config(settings, topology, env)
            system.worker = await stack.enter_async_context(
                running_stages(stages(settings, topology), config)
            )
        if runs(role, "projector") and system.stores is not None:
            await _start_projectors(stack, system, system.stores)
        if runs(role, "api") and system.stores is not None:
            system.freshness = await _freshness(stack, system, system.stores)
        _log.info("kafka runtime started", role=role, namespace=env.namespace)
        yield system


def worker_config(settings: Settings, topology: Topology, env: KafkaEnv) -> WorkerConfig:
    """How this process's processor worker joins its group."""
    return WorkerConfig(
        app_id=topology.processor_group,
        bootstrap=settings.kafka_bootstrap,
        partitions=settings.partitions,
        dlq_topic=topology.dlq,
        commit_interval=env.commit_interval_seconds,
        session_timeout=env.session_timeout_seconds,
    )


def stages(settings: Settings, topology: Topology) -> list[Stage[Any, Any]]:
    """Extract and consolidate (the embedded runtime's stage classes) on this topology."""
    inactivity = timedelta(minutes=settings.session_inactivity_minutes)
    return [
        routed(
            ExtractStage(session_inactivity=inactivity), topology.interactions, topology.candidates
        ),
        routed(ConsolidateStage(), topology.candidates, topology.changes),
    ]


def projections(stores: Stores) -> list[Projection]:
    """The projections of a generation, in the order read-your-writes waits for them."""
    return [
        PostgresProjection(stores.schema),
        VectorProjection(stores.vectors, stores.embedder, stores.schema),
    ]


async def _start_projectors(stack: AsyncExitStack, system: KafkaSystem, stores: Stores) -> None:
    stop = asyncio.Event()
    tasks: list[asyncio.Task[None]] = []
    for projection in projections(stores):
        config = ProjectorConfig(
            name=projection.name,
            group_id=system.topology.projector_group(projection.name),
            bootstrap=system.settings.kafka_bootstrap,
            topic=system.topology.changes,
            dlq_topic=system.topology.dlq,
            batch_size=system.settings.batch_size,
        )
        apply, tracked = _bind(stores, projection)
        projector = KafkaProjector(config, apply, system.producer, tracked)
        await projector.start()
        stack.push_async_callback(projector.stop)
        system.projectors.append(projector)
        tasks.append(asyncio.create_task(projector.run(stop), name=f"project.{projection.name}"))

    async def halt() -> None:
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)

    stack.push_async_callback(halt)


def _bind(
    stores: Stores, projection: Projection
) -> tuple[Callable[[Sequence[Item]], int], Callable[[str, int], int | None]]:
    """`apply_batch` and `position` of a projection, each on a pooled connection."""

    def apply(items: Sequence[Item]) -> int:
        with stores.pool.connection() as conn:
            return projection.apply_batch(conn, items)

    def tracked(topic: str, partition: int) -> int | None:
        with stores.pool.connection() as conn:
            return projection.position(conn, topic, partition)

    return apply, tracked


async def _freshness(
    stack: AsyncExitStack, system: KafkaSystem, stores: Stores
) -> PipelineFreshness:
    offsets = KafkaOffsets(system.settings.kafka_bootstrap)
    await offsets.start()
    stack.push_async_callback(offsets.stop)
    hops = processor_hops(system.topology, offsets)
    for projection in projections(stores):
        _, tracked = _bind(stores, projection)
        name = f"project.{projection.name}"
        hops.append(Hop(name, system.topology.changes, None, _tracked(tracked)))
    return PipelineFreshness(offsets, hops)


def processor_hops(topology: Topology, offsets: KafkaOffsets) -> list[Hop]:
    """Extract then consolidate, their progress read from the processors' group offsets."""
    processors = offsets.group_progress(topology.processor_group)
    return [
        Hop("extract", topology.interactions, topology.candidates, processors),
        Hop("consolidate", topology.candidates, topology.changes, processors),
    ]


def _tracked(tracked: Callable[[str, int], int | None]) -> Progress:
    """A hop's progress read from a projection's tracked positions."""

    def read(topic: str, partitions: Sequence[int]) -> dict[int, int]:
        return {p: tracked(topic, p) or 0 for p in partitions}

    async def progress(topic: str, partitions: Sequence[int]) -> dict[int, int]:
        return await asyncio.to_thread(read, topic, partitions)

    return progress
