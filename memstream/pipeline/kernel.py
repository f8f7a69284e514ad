"""The step kernel both runtimes run: decode → upcast → process → encode → dead-letter → trace.

A runtime reads a batch of records and hands it here with the step's state (a stage)
or its projection; what comes back — outputs, dead letters, what to apply — it commits
through a `Checkpoint`. No I/O of its own beyond the state a stage reads and the
projection it is given; one bad record never stops a batch, let alone a partition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memstream import telemetry
from memstream.log.dlq import dead_letter
from memstream.log.state import BufferedState, StateTable
from memstream.pipeline.layout import Route
from memstream.ports import (
    Change,
    LogRecord,
    OutgoingRecord,
    Projection,
    RecordRejected,
    Stage,
)
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_change, encode
from memstream.telemetry import log_failure

_log = telemetry.logger(__name__)


@dataclass
class StageBatch:
    """What a stage made of one batch: outputs (dead letters included), in input order."""

    outputs: list[OutgoingRecord] = field(default_factory=list)
    processed: int = 0
    dead: int = 0


def run_stage(
    stage: Stage[Any, Any], route: Route, records: Sequence[LogRecord], state: StateTable
) -> StageBatch:
    """Process a batch; each record's state writes reach `state` only if it succeeded.

    The records are decoded first and the state keys they name are fetched in one go
    (`Stage.state_keys`), so a batch costs one read of the store, not one per key.
    """
    decoded = [_decoded(stage, record) for record in records]
    state.prefetch(
        sorted(
            {
                key
                for model in decoded
                if not isinstance(model, str)
                for key in stage.state_keys(model)
            }
        )
    )
    batch = StageBatch()
    for record, model in zip(records, decoded, strict=True):
        outputs = _one(stage, route, record, model, state)
        batch.outputs += outputs
        batch.processed += 1
        batch.dead += sum(1 for out in outputs if out.topic == route.dlq)
    telemetry.EVENTS_PROCESSED.labels(route.step).inc(batch.processed)
    return batch


def _decoded(stage: Stage[Any, Any], record: LogRecord) -> Any:
    """The record's model, or the reason it does not decode."""
    try:
        return stage.decode(record.value)
    except DecodeError as exc:
        return f"invalid record: {exc.reason}"


def _one(
    stage: Stage[Any, Any], route: Route, record: LogRecord, model: Any, state: StateTable
) -> list[OutgoingRecord]:
    with telemetry.consuming(route.step, record) as span:
        if isinstance(model, str):
            return [dead_letter(record, route.step, model, route.dlq)]
        buffered = BufferedState(state)
        try:
            outputs = stage.process(model, buffered)
        except Exception as exc:  # one bad record never stops a partition
            event_id = str(getattr(model, "id", ""))
            log_failure(
                _log, "stage failed", exc, step=route.step, offset=record.offset, event_id=event_id
            )
            reason = f"{type(exc).__name__}: {exc}"
            return [dead_letter(record, route.step, reason, route.dlq)]
        buffered.flush()
        span.set_attribute("memstream.outputs", len(outputs))
        return _encoded(outputs, route, record)


def _encoded(outputs: Sequence[Any], route: Route, record: LogRecord) -> list[OutgoingRecord]:
    assert route.output is not None, "a stage route always has an output topic"
    headers = telemetry.forward_trace_headers(record.headers, {"source_offset": str(record.offset)})
    for out in outputs:
        if isinstance(out, MemoryChange):
            telemetry.DECISIONS.labels(str(out.kind)).inc()
    return [OutgoingRecord(route.output, out.scope.key, encode(out), headers) for out in outputs]


@dataclass
class ProjectionBatch:
    """A batch of changes for a projection: what to apply, what to track, what is dead."""

    items: list[Change] = field(default_factory=list)
    through: dict[tuple[str, int], int] = field(default_factory=dict)
    dead: list[OutgoingRecord] = field(default_factory=list)


def decode_changes(route: Route, records: Sequence[LogRecord]) -> ProjectionBatch:
    """Decode memory changes; undecodable ones become dead letters (and are tracked past)."""
    batch = ProjectionBatch()
    for record in records:
        key = (record.topic, record.partition)
        batch.through[key] = max(batch.through.get(key, 0), record.offset + 1)
        try:
            batch.items.append((record.position, decode_change(record.value)))
        except DecodeError as exc:
            batch.dead.append(dead_letter(record, route.step, exc.reason, route.dlq))
    return batch


def isolate_rejected(
    projection: Projection, route: Route, batch: ProjectionBatch, records: Sequence[LogRecord]
) -> list[OutgoingRecord]:
    """After a rejected batch: its changes one by one, untracked; the rejected ones dead.

    Changes are idempotent, so those applied here are harmless when applied again; the
    host publishes the dead letters and only then tracks past the batch.
    """
    by_position = {record.position: record for record in records}
    dead: list[OutgoingRecord] = []
    for position, change in batch.items:
        try:
            projection.apply([(position, change)], {})
        except RecordRejected as exc:
            dead.append(dead_letter(by_position[position], route.step, str(exc), route.dlq))
    return dead
