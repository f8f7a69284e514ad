"""One generation's workers on Kafka: a processor worker hosting its stages, and its projectors.

Both are built from the pipeline description and the shared stores, exactly as the
embedded runtime builds its runners: the description's stages on the generation's
routes in one processor worker, and one `KafkaProjector` per projection part asked for.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from memstream.config import Settings
from memstream.pipeline.description import PIPELINE, STAGES
from memstream.pipeline.generations import Generation
from memstream.pipeline.layout import Layout, Route
from memstream.pipeline.sealed_stage import sealed
from memstream.ports import Stage
from memstream.runtime.kafka.producer import KafkaEventProducer
from memstream.runtime.kafka.projector import KafkaProjector, ProjectorConfig
from memstream.runtime.kafka.stage_host import WorkerConfig, running_stages
from memstream.runtime.kafka.topics import ensure_topics
from memstream.runtime.kafka.topology import KafkaEnv, processor_group, projector_group
from memstream.runtime.priority import YieldingStage
from memstream.runtime.stores import Stores, open_stores
from memstream.trust.sealing import PLAINTEXT, RecordSealer


@dataclass(frozen=True)
class Context:
    """What every generation of one process shares."""

    settings: Settings
    env: KafkaEnv
    producer: KafkaEventProducer
    stores: Stores

    def layout(self, generation: Generation) -> Layout:
        """A generation's topics and step names in this process's namespace."""
        return Layout(generation, self.env.namespace)


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

    layout: Layout
    worker: Any = None
    projectors: list[KafkaProjector] = field(default_factory=list)

    @property
    def generation(self) -> Generation:
        """The generation these workers feed."""
        return self.layout.generation


@asynccontextmanager
async def running_generation(
    context: Context, generation: Generation, parts: Sequence[str], replaying: bool = False
) -> AsyncIterator[GenerationWorkers]:
    """Run `parts` of `generation` until the block exits (a replay runs no live-only stage)."""
    layout, settings = context.layout(generation), context.settings
    await ensure_topics(settings.kafka_bootstrap, settings.partitions, names=layout.topics())
    workers = GenerationWorkers(layout)
    async with AsyncExitStack() as stack:
        if STAGES in parts:
            config = worker_config(settings, layout, context.env)
            workers.worker = await stack.enter_async_context(
                running_stages(stages(settings, layout, replaying, context.stores.sealer), config)
            )
        chosen = [part for part in PIPELINE.parts[1:] if part in parts]
        if chosen:
            workers.projectors = await _start_projectors(stack, context, layout, chosen)
        yield workers


def worker_config(settings: Settings, layout: Layout, env: KafkaEnv) -> WorkerConfig:
    """How a generation's processor worker joins its pipeline's group."""
    return WorkerConfig(
        app_id=processor_group(layout),
        bootstrap=settings.kafka_bootstrap,
        partitions=settings.partitions,
        batch_size=settings.batch_size,
        commit_interval=env.commit_interval_seconds,
        session_timeout=env.session_timeout_seconds,
        fetch_max_wait_ms=env.fetch_max_wait_ms,
    )


def stages(
    settings: Settings,
    layout: Layout,
    replaying: bool = False,
    sealer: RecordSealer = PLAINTEXT,
) -> list[tuple[Stage[Any, Any], Route]]:
    """The description's stages a process hosts, on this layout's routes, on sealed records.

    Each steps aside while a recall of the same process is in flight (`YieldingStage`:
    role `all`); the stage host runs them in worker threads, never on the event loop.
    """
    return [
        (sealed(YieldingStage(spec.stage(settings)), sealer), layout.stage(spec))
        for spec in PIPELINE.hosted(settings, replaying)
    ]


async def _start_projectors(
    stack: AsyncExitStack, context: Context, layout: Layout, parts: Sequence[str]
) -> list[KafkaProjector]:
    stop = asyncio.Event()
    tasks: list[asyncio.Task[None]] = []
    projectors: list[KafkaProjector] = []
    for part in parts:
        config = ProjectorConfig(
            group_id=projector_group(layout, part),
            bootstrap=context.settings.kafka_bootstrap,
            batch_size=context.settings.batch_size,
            fetch_max_wait_ms=context.env.fetch_max_wait_ms,
            fetch_min_bytes=context.env.fetch_min_bytes,
        )
        projection = await asyncio.to_thread(context.stores.projection, part, layout.generation)
        route, sealer = layout.projection(part), context.stores.sealer
        projector = KafkaProjector(config, projection, route, context.producer, sealer)
        await projector.start()
        stack.push_async_callback(projector.stop)
        projectors.append(projector)
        tasks.append(asyncio.create_task(projector.run(stop), name=projector.route.step))

    async def halt() -> None:
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)

    stack.push_async_callback(halt)
    return projectors
