"""Read-your-writes on Kafka: wait until everything derived from some positions is projected.

The pipeline is a chain of hops in order (extract, consolidate, then each projection).
A hop has passed a target once its progress on its input partition (a consumer
group's committed offset, or a projection's tracked position) is past it. Once a
processor hop has passed its targets, everything it derived from them lies below its
output topic's current end offsets, which become the targets of the next hop.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Final

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from memstream import telemetry
from memstream.ports import Position, UnknownPosition

Progress = Callable[[str, Sequence[int]], Awaitable[dict[int, int]]]
"""A hop's next offset in (at least) the given partitions of a topic."""

POLL_SECONDS: Final = 0.02


@dataclass(frozen=True)
class Hop:
    """One step of the pipeline: what it consumes, what it produces, how far it got."""

    name: str
    input_topic: str
    output_topic: str | None
    progress: Progress


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

    def group_progress(self, group: str) -> Progress:
        """A hop's progress read from a consumer group's committed offsets."""

        async def progress(topic: str, partitions: Sequence[int]) -> dict[int, int]:
            return await self.committed(group, topic)

        return progress


class PipelineFreshness:
    """Waits (bounded) until every hop has passed what given positions led to."""

    def __init__(self, offsets: KafkaOffsets, hops: Sequence[Hop]) -> None:
        self.offsets = offsets
        self.hops = list(hops)

    async def wait_for(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every hop, in pipeline order, has passed the targets; False on timeout."""
        deadline = time.monotonic() + timeout
        await self._check(positions)
        targets = {(p.topic, p.partition): p.offset + 1 for p in positions}
        for hop in self.hops:
            need = {part: off for (topic, part), off in targets.items() if topic == hop.input_topic}
            if not await self._wait_hop(hop, need, deadline):
                return False
            if need and hop.output_topic is not None:
                ends = await self.offsets.end_offsets(hop.output_topic)
                targets.update({(hop.output_topic, part): end for part, end in ends.items()})
        return True

    async def _check(self, positions: Sequence[Position]) -> None:
        """Refuse positions no hop reads (an unknown topic or partition)."""
        inputs = {hop.input_topic for hop in self.hops}
        for position in positions:
            known = (
                await self.offsets.end_offsets(position.topic) if position.topic in inputs else {}
            )
            if position.partition not in known:
                raise UnknownPosition(f"no such log position: {position.as_token()}")

    async def _wait_hop(self, hop: Hop, need: dict[int, int], deadline: float) -> bool:
        while need:
            progress = await hop.progress(hop.input_topic, sorted(need))
            if all(progress.get(part, 0) >= off for part, off in need.items()):
                return True
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(POLL_SECONDS)
        return True

    async def lag(self) -> dict[str, int]:
        """Records each hop has not passed yet (also the consumer-lag gauge)."""
        lags: dict[str, int] = {}
        for hop in self.hops:
            ends = await self.offsets.end_offsets(hop.input_topic)
            progress = await hop.progress(hop.input_topic, sorted(ends))
            lags[hop.name] = sum(max(0, end - progress.get(p, 0)) for p, end in ends.items())
            telemetry.CONSUMER_LAG.labels(hop.name).set(lags[hop.name])
        return lags
