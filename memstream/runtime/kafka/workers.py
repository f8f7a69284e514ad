"""One generation's workers: a Faust app hosting its stages, and its projectors.

A process runs the live generation's workers (those of its role); a replay runs a
new generation's workers beside them. Both are built here, from the same pieces: the
embedded runtime's stage classes routed to the generation's topics, and one
`KafkaProjector` per projection, its group named after the generation.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from memstream.config import Settings
from memstream.processors.consolidate import ConsolidateStage
from memstream.processors.extract import ExtractStage
from memstream.processors.stage import Stage
from memstream.projections.postgres import PostgresProjection
from memstream.projections.vector_projection import VectorProjection
from memstream.runtime.embedded import Projection
from memstream.runtime.generations import Generation
from memstream.runtime.kafka.freshness import Hop, KafkaOffsets, Progress
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.projector import Item, KafkaProjector, ProjectorConfig
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.kafka.stores import Stores, open_stores
from memstream.runtime.kafka.topics import ensure_topics
from memstream.runtime.kafka.topology import KafkaEnv, Topology
from memstream.runtime.routing import routed

STAGES, POSTGRES, VECTORS = "stages", "postgres", "vectors"


@dataclass(frozen=True)
class Context:
    """What every generation of one process shares."""

    settings: Settings
    env: KafkaEnv
    producer: KafkaEventProducer
    stores: Stores

    def topology(self, generation: Generation) -> Topology:
        """A generation's topics and groups in this process's namespace."""
        return Topology(namespace=self.env.namespace, generation=generation)


@asynccontextmanager
async def opened_context(
    settings: Settings, env: KafkaEnv, vectors_here: bool
) -> AsyncIterator[Context]:
    """The producer and stores every generation of a process shares, closed on exit."""
    async with AsyncExitStack() as stack:
        producer = await stack.enter_async_context(KafkaEventProducer(settings.kafka_bootstrap))
        stores = await asyncio.to_thread(open_stores, settings, vectors_here)
        stack.callback(stores.close)
        yield Context(settings, env, producer, stores)


@dataclass
class GenerationWorkers:
    """The running workers of one generation."""

    topology: Topology
    worker: Any = None
    projectors: list[KafkaProjector] = field(default_factory=list)

    @property
    def generation(self) -> Generation:
        """The generation these workers feed."""
        return self.topology.generation


@asynccontextmanager
async def running_generation(
    context: Context, generation: Generation, parts: Sequence[str]
) -> AsyncIterator[GenerationWorkers]:
    """Run `parts` (stages, postgres, vectors) of `generation` until the block exits."""
    topology = context.topology(generation)
    settings = context.settings
    await ensure_topics(settings.kafka_bootstrap, settings.partitions, names=topology.all_topics)
    await asyncio.to_thread(context.stores.prepare, generation)
    workers = GenerationWorkers(topology)
    async with AsyncExitStack() as stack:
        if STAGES in parts:
            config = worker_config(settings, topology, context.env)
            workers.worker = await stack.enter_async_context(
                running_stages(stages(settings, topology), config)
            )
        built = projections(context.stores, generation)
        wanted = [(part, built[part]) for part in (POSTGRES, VECTORS) if part in parts]
        if wanted:
            workers.projectors = await _start_projectors(stack, context, topology, wanted)
        yield workers


def worker_config(settings: Settings, topology: Topology, env: KafkaEnv) -> WorkerConfig:
    """How a generation's processor worker joins its pipeline's group."""
    return WorkerConfig(
        app_id=topology.processor_group,
        bootstrap=settings.kafka_bootstrap,
        partitions=settings.partitions,
        dlq_topic=topology.dlq,
        commit_interval=env.commit_interval_seconds,
        session_timeout=env.session_timeout_seconds,
        datadir=settings.data_dir / "faust",
    )


def stages(settings: Settings, topology: Topology) -> list[Stage[Any, Any]]:
    """Extract and consolidate (the embedded runtime's stage classes) on this topology."""
    inactivity = timedelta(minutes=settings.session_inactivity_minutes)
    name = topology.generation.stage_name
    return [
        routed(
            ExtractStage(session_inactivity=inactivity),
            topology.interactions,
            topology.candidates,
            name("extract"),
        ),
        routed(ConsolidateStage(), topology.candidates, topology.changes, name("consolidate")),
    ]


def projections(stores: Stores, generation: Generation) -> dict[str, Projection]:
    """A generation's projections by part, in the order read-your-writes waits for them."""
    vectors = VectorProjection(
        stores.vectors(generation),
        stores.embedder,
        generation.read_schema,
        name=generation.vector_tracking,
    )
    return {POSTGRES: PostgresProjection(generation.read_schema), VECTORS: vectors}


async def _start_projectors(
    stack: AsyncExitStack,
    context: Context,
    topology: Topology,
    chosen: Sequence[tuple[str, Projection]],
) -> list[KafkaProjector]:
    stop = asyncio.Event()
    tasks: list[asyncio.Task[None]] = []
    projectors: list[KafkaProjector] = []
    for part, projection in chosen:
        config = ProjectorConfig(
            name=projection.name,
            group_id=topology.projector_group(part),
            bootstrap=context.settings.kafka_bootstrap,
            topic=topology.changes,
            dlq_topic=topology.dlq,
            batch_size=context.settings.batch_size,
        )
        apply, tracked = bind(context.stores, projection)
        projector = KafkaProjector(config, apply, context.producer, tracked)
        await projector.start()
        stack.push_async_callback(projector.stop)
        projectors.append(projector)
        tasks.append(asyncio.create_task(projector.run(stop), name=f"project.{projection.name}"))

    async def halt() -> None:
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)

    stack.push_async_callback(halt)
    return projectors


def bind(
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


def hops(
    context: Context, generation: Generation, offsets: KafkaOffsets, parts: Sequence[str]
) -> list[Hop]:
    """The steps of `parts` of a generation, in pipeline order, with their progress."""
    topology = context.topology(generation)
    chosen: list[Hop] = processor_hops(topology, offsets) if STAGES in parts else []
    for part, projection in projections(context.stores, generation).items():
        if part in parts:
            group = offsets.group_progress(topology.projector_group(part))
            progress = _projected(bind(context.stores, projection)[1], group)
            chosen.append(Hop(f"project.{projection.name}", topology.changes, None, progress))
    return chosen


def processor_hops(topology: Topology, offsets: KafkaOffsets) -> list[Hop]:
    """Extract then consolidate, their progress read from the processors' group offsets."""
    processors = offsets.group_progress(topology.processor_group)
    return [
        Hop("extract", topology.interactions, topology.candidates, processors),
        Hop("consolidate", topology.candidates, topology.changes, processors),
    ]


def _projected(tracked: Callable[[str, int], int | None], committed: Progress) -> Progress:
    """A projection's progress: its tracked position, or its group's offset past dead letters."""

    def read(topic: str, partitions: Sequence[int]) -> dict[int, int]:
        return {p: tracked(topic, p) or 0 for p in partitions}

    async def progress(topic: str, partitions: Sequence[int]) -> dict[int, int]:
        positions = await asyncio.to_thread(read, topic, partitions)
        offsets = await committed(topic, partitions)
        return {p: max(positions[p], offsets.get(p, 0)) for p in partitions}

    return progress
