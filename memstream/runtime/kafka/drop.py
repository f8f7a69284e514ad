"""`memstream replay --drop-retired --runtime kafka`: remove retired generations' stores on Kafka.

The same plan as on the embedded runtime (`plan_drop`): each projection's builder drops
its store (a PostgreSQL schema, a vector collection); then the retired pipeline's
topics go: its derived topics and every topic of its processor group (the changelogs
that hold its stages' state in plain text). Deleting a
topic removes its segment files from the brokers (a client that still has one in its
metadata may get it recreated, empty, by a broker that auto-creates topics). Committed
offsets of the retired groups stay until the broker expires them
(`offsets.retention.minutes`); they hold no content.
"""

from __future__ import annotations

import asyncio
from typing import Any

from aiokafka.admin import AIOKafkaAdminClient
from psycopg_pool import ConnectionPool

from memstream.config import Settings
from memstream.log.generations import GenerationStore
from memstream.pipeline.generations import DropPlan
from memstream.pipeline.layout import Layout
from memstream.runtime.drop_embedded import drop_retired, dropping_stores
from memstream.runtime.kafka.topology import KafkaEnv, processor_group
from memstream.runtime.stores import Stores
from memstream.telemetry import logger

_log = logger(__name__)


def retired_topics(plan: DropPlan, namespace: str, existing: set[str]) -> list[str]:
    """The topics of `existing` that the plan's pipeline alone used (sorted)."""
    if not plan.stage_stores:  # the pipeline is shared with a generation in use
        return []
    app = processor_group(Layout(plan.generation, namespace))
    wanted = {f"{namespace}{topic}" for topic in plan.derived_topics}
    wanted |= {name for name in existing if name.startswith(f"{app}-")}
    return sorted(wanted & existing)


async def delete_topics(bootstrap: str, plan: DropPlan, namespace: str) -> list[str]:
    """Delete the retired pipeline's topics that still exist; return their names."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        doomed = retired_topics(plan, namespace, set(await admin.list_topics()))
        if doomed:
            await admin.delete_topics(doomed)
            await _until_gone(admin, doomed)
    finally:
        await admin.close()
    return doomed


async def _until_gone(admin: AIOKafkaAdminClient, names: list[str]) -> None:
    """Wait (bounded) until the broker's metadata lists none of the deleted topics.

    One may come back at once, empty: a client that had it in its metadata asks for it
    again and a broker with `auto.create.topics.enable` creates it anew. Its records
    are gone all the same, so this only logs it.
    """
    for _ in range(150):
        left = set(names) & set(await admin.list_topics())
        if not left:
            return
        await asyncio.sleep(0.1)
    _log.warning("dropped topics listed again (recreated empty)", topics=sorted(left))


class KafkaDropper:
    """Drops what a `DropPlan` names on Kafka: projections' stores, then the pipeline's topics."""

    def __init__(self, stores: Stores, bootstrap: str, namespace: str = "") -> None:
        self.stores, self.bootstrap, self.namespace = stores, bootstrap, namespace

    def drop(self, plan: DropPlan) -> None:
        """Remove the plan's projection stores and topics (from a thread with no event loop)."""
        for part, home in plan.projections:
            self.stores.builder(part).drop(home)
        asyncio.run(delete_topics(self.bootstrap, plan, self.namespace))


def drop_retired_kafka(pool: ConnectionPool[Any], settings: Settings, env: KafkaEnv) -> list[int]:
    """Drop every retired generation's unshared stores on Kafka; the numbers of those dropped."""
    dropper = KafkaDropper(dropping_stores(pool, settings), settings.kafka_bootstrap, env.namespace)
    with pool.connection() as conn, conn.transaction():
        return drop_retired(GenerationStore(), conn, dropper)
