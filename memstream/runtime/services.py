"""The API's services, composed the same way for both runtimes.

A runtime brings what is its own (its producer, its log history, its read-your-writes,
its health report, its replay control) and the shared stores; everything else (recall,
reads, command status, retention marks, sealing, erasure) comes from the stores and the live
generation's query side, so both runtimes offer the same capabilities.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from memstream.pipeline.history import LiveHistory
from memstream.pipeline.layout import Layout
from memstream.ports import EventProducer, LogHistory, ReplayControl, WaitForPositions
from memstream.query_api.deps import ApiServices
from memstream.runtime.leftovers import leftovers
from memstream.runtime.stores import QuerySide, Stores
from memstream.trust.retention_pg import PostgresRetentionMarks


def compose_api(
    stores: Stores,
    query: QuerySide,
    *,
    producer: EventProducer,
    log: LogHistory,
    layout: Callable[[], Layout],
    wait_for_positions: WaitForPositions,
    health: Callable[[], dict[str, Any]],
    replay: ReplayControl,
) -> ApiServices:
    """Every service the HTTP API uses, over the live generation's `query` side."""
    return ApiServices(
        producer=producer,
        recall=query.recall,
        reader=query.reader,
        commands=query.commands,
        wait_for_positions=wait_for_positions,
        health=health,
        replay=replay,
        history=LiveHistory(log, layout),
        sealer=stores.sealer,
        retention=PostgresRetentionMarks(stores.pool),
        erasures=stores.erasures(wait_for_positions, lambda: leftovers(stores.pool)),
    )


def follow(services: ApiServices, query: QuerySide) -> None:
    """Answer from another generation's query side from now on (after a switch)."""
    services.recall, services.reader, services.commands = query.recall, query.reader, query.commands
