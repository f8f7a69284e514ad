"""Read-your-writes on Kafka: the `Progress` the shared algorithm reads (offsets and positions).

The waiting itself is `memstream.pipeline.freshness`, the same for both runtimes; here
are the cluster's end offsets and consumer groups' committed offsets, and a
projection's tracked position.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Final

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from memstream import telemetry
from memstream.pipeline.description import STAGES
from memstream.pipeline.freshness import PipelineFreshness
from memstream.pipeline.layout import Layout, Route
from memstream.ports import Projection
from memstream.runtime.kafka.topology import processor_group
from memstream.runtime.stores import Stores

POLL_SECONDS: Final = 0.02


class KafkaOffsets:
    """End offsets of topics and committed offsets of consumer groups, from the cluster."""

    def __init__(self, bootstrap: str) -> None:
        self._admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
        self._consumer = AIOKafkaConsumer(bootstrap_servers=bootstrap, group_id=None)
        self._partitions: dict[str, list[int]] = {}

    async def start(self) -> None:
        """Connect to the cluster."""
        await self._admin.start()
        await self._consumer.start()

    async def stop(self) -> None:
        """Disconnect."""
        await self._consumer.stop()
        await self._admin.close()

    async def end_offsets(self, topic: str) -> dict[int, int]:
        """The offset the next record of each partition of `topic` will get."""
        partitions = self._partitions.get(topic) or await self._describe(topic)
        ends = await self._consumer.end_offsets([TopicPartition(topic, p) for p in partitions])
        return {tp.partition: offset for tp, offset in ends.items()}

    async def _describe(self, topic: str) -> list[int]:
        described = await self._admin.describe_topics([topic])
        found = [int(p["partition"]) for t in described for p in t["partitions"]]
        if found:  # a topic's partitions only grow: cache what exists
            self._partitions[topic] = sorted(found)
        return sorted(found)

    async def committed(self, group: str, topic: str) -> dict[int, int]:
        """The next offset `group` will consume, per partition of `topic` it committed."""
        offsets = await self._admin.list_consumer_group_offsets(group)
        return {tp.partition: meta.offset for tp, meta in offsets.items() if tp.topic == topic}


class KafkaProgress:
    """How far one generation's steps got on Kafka: consumer groups and projections' positions.

    A stage's progress is its processor group's committed offset; a projection's, its
    tracked position or its group's offset (past dead letters), whichever is further.
    """

    def __init__(self, offsets: KafkaOffsets, layout: Layout, stores: Stores) -> None:
        self.offsets, self.layout, self.stores = offsets, layout, stores
        self._projections: dict[str, Projection] = {}

    async def ends(self, topic: str) -> dict[int, int]:
        """The offset the next record of each partition of `topic` will get."""
        return await self.offsets.end_offsets(topic)

    async def reached(self, route: Route, partitions: Sequence[int]) -> dict[int, int]:
        """The next offset the step of `route` will read, per partition of its input."""
        if route.part == STAGES:
            return await self.offsets.committed(processor_group(self.layout), route.input)
        committed = await self.offsets.committed(
            self.layout.projection_group(route.part), route.input
        )
        tracked = await asyncio.to_thread(self._tracked, route, partitions)
        return {p: max(tracked[p], committed.get(p, 0)) for p in partitions}

    def _tracked(self, route: Route, partitions: Sequence[int]) -> dict[int, int]:
        if route.part not in self._projections:
            generation = self.layout.generation
            self._projections[route.part] = self.stores.projection(route.part, generation)
        projection = self._projections[route.part]
        return {p: projection.position(route.input, p) or 0 for p in partitions}


def kafka_freshness(
    offsets: KafkaOffsets, layout: Layout, stores: Stores, parts: Sequence[str]
) -> PipelineFreshness:
    """Read-your-writes (and lag) over the awaited steps of `parts` of a generation."""
    return PipelineFreshness(
        layout.awaited(parts), KafkaProgress(offsets, layout, stores), POLL_SECONDS
    )


def export_lag(lags: dict[str, int]) -> None:
    """Set the consumer-lag gauge of each step."""
    for step, lag in lags.items():
        telemetry.CONSUMER_LAG.labels(step).set(lag)
