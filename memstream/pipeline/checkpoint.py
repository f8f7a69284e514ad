"""The commit order of every step, in one place, for every runtime.

A stage's batch: its outputs (dead letters included) are published and acknowledged,
then its state is saved, then its input position advances. A projection's batch: its
dead letters are published, then its writes and tracking row are made as the
projection's commit order says (one transaction, or idempotent upserts then the row),
then the consumer position advances. A crash anywhere redelivers the batch, and since
outputs are deterministic and writes idempotent, nothing is lost or doubled.

A runtime provides a `CommitHost`: the embedded runtime does all of it in one
PostgreSQL transaction (and is exactly-once); the Kafka runtime publishes with acks=all,
saves to its changelog topic, and commits offsets. Hosts whose steps never suspend are
driven synchronously with `drive`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Coroutine, Sequence
from typing import Any, TypeVar

from memstream.pipeline.kernel import ProjectionBatch, StageBatch, isolate_rejected
from memstream.pipeline.layout import Route
from memstream.ports import CommitHost, LogRecord, Positions, Projection, RecordRejected

T = TypeVar("T")


async def commit_stage(host: CommitHost, batch: StageBatch, positions: Positions) -> None:
    """Outputs, then state, then position."""
    await host.publish(batch.outputs)
    await host.save(batch.state)
    await host.advance(positions)


async def commit_projection(
    host: CommitHost,
    projection: Projection,
    route: Route,
    batch: ProjectionBatch,
    records: Sequence[LogRecord],
) -> int:
    """Dead letters, then the projection's writes with its tracking row, then the position.

    Changes the projection rejected join the batch's dead letters.
    """
    await host.publish(batch.dead)
    try:
        applied = await host.call(lambda: projection.apply(batch.items, batch.through))
    except RecordRejected:
        rejected = await host.call(lambda: isolate_rejected(projection, route, batch, records))
        await host.publish(rejected)
        await host.call(lambda: projection.apply([], batch.through))
        applied = len(batch.items) - len(rejected)
        batch.dead.extend(rejected)
    await host.advance(batch.through)
    return applied


def drive(step: Awaitable[T]) -> T:
    """Run a coroutine that never suspends (a synchronous host's commit) to completion."""
    coroutine: Coroutine[Any, Any, T] = step  # type: ignore[assignment]
    try:
        coroutine.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    coroutine.close()
    raise RuntimeError("a synchronous commit host suspended: use an event loop")
