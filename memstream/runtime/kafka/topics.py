"""Topic administration: create memstream's topics with a chosen partition count."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Final

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import for_code

from memstream.schemas import topics

TOPIC_EXISTS: Final = 36
KEEP_FOREVER: Final = {"retention.ms": "-1", "retention.bytes": "-1"}
"""The log is the source of truth: memstream's topics never expire records."""


def namespaced(name: str, namespace: str = "") -> str:
    """`name` inside `namespace` (a prefix for tests and side-by-side generations)."""
    return f"{namespace}{name}"


async def ensure_topics(
    bootstrap: str,
    partitions: int,
    *,
    names: Sequence[str] = topics.ALL_TOPICS,
    replication_factor: int = 1,
    configs: Mapping[str, str] = KEEP_FOREVER,
) -> list[str]:
    """Create the topics that do not exist yet (with `configs`); return the names it created."""
    admin = AIOKafkaAdminClient(bootstrap_servers=bootstrap)
    await admin.start()
    try:
        wanted = [
            NewTopic(name, partitions, replication_factor, topic_configs=dict(configs))
            for name in names
        ]
        response = await admin.create_topics(wanted)
        created = _created(response.topic_errors)
        await _until_visible(admin, names)
    finally:
        await admin.close()
    return created


async def _until_visible(admin: AIOKafkaAdminClient, names: Sequence[str]) -> None:
    """Wait (bounded) until the broker's metadata lists every topic with its partitions.

    A consumer group assigned before then ignores the missing topic and never reads it.
    """
    for _ in range(150):
        known = set(await admin.list_topics())
        if set(names) <= known:
            return
        await asyncio.sleep(0.1)
    raise TimeoutError(f"topics not visible after 15 s: {sorted(set(names) - known)}")


def _created(topic_errors: Sequence[tuple[str, int, str | None]]) -> list[str]:
    created = []
    for name, code, message in topic_errors:
        if code == 0:
            created.append(name)
        elif code != TOPIC_EXISTS:
            raise for_code(code)(f"cannot create topic {name!r}: {message}")
    return created
