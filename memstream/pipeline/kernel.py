"""The step kernel both runtimes run: decode → upcast → process → encode → dead-letter → trace.

A runtime reads a batch of records and hands it here with the step's state (a stage)
or its projection; what comes back — outputs, dead letters, what to apply — it commits
through a `Checkpoint`. No I/O of its own beyond the state a stage reads and the
projection it is given; one bad record never stops a batch, let alone a partition.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from memstream import telemetry
from memstream.log.dlq import dead_letter
from memstream.log.state import BufferedState, StateTable
from memstream.pipeline.layout import Route
from memstream.pipeline.sealed_stage import SealedStage
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
from memstream.trust.crypto import KeyErased
from memstream.trust.sealing import PLAINTEXT, RecordSealer

_log = telemetry.logger(__name__)


class _Erased:
    """A record whose user was erased: skipped (crypto-shredding), never dead-lettered."""


ERASED: Any = _Erased()


@dataclass
class StageBatch:
    """What a stage made of one batch: outputs (dead letters included), in input order.

    `state` is the table holding the batch's state changes, to be saved at commit.
    """

    state: StateTable
    outputs: list[OutgoingRecord] = field(default_factory=list)
    processed: int = 0
    dead: int = 0


class _RecordFailed(Exception):
    """A record the stage failed on, in a batch run all at once."""


def run_stage(
    stage: Stage[Any, Any],
    route: Route,
    records: Sequence[LogRecord],
    new_table: Callable[[], StateTable],
) -> StageBatch:
    """Process a batch; a record's state changes are kept only if it succeeded.

    The records are decoded first and the state keys they name are fetched in one go
    (`Stage.state_keys`). The batch then runs against one table, values shared from
    record to record; only if a record fails is the batch run again from the stored
    state, one record at a time in isolation, and that record dead-lettered. Stages are
    deterministic, so the outputs are the same either way.
    """
    decoded = [_decoded(stage, route, record) for record in records]
    keys = sorted({k for m in decoded if _is_model(m) for k in stage.state_keys(m)})
    try:
        batch = _run(stage, route, records, decoded, _fetched(new_table, keys), isolated=False)
    except _RecordFailed:
        batch = _run(stage, route, records, decoded, _fetched(new_table, keys), isolated=True)
    telemetry.EVENTS_PROCESSED.labels(route.step).inc(batch.processed)
    return batch


def _fetched(new_table: Callable[[], StateTable], keys: list[str]) -> StateTable:
    table = new_table()
    table.prefetch(keys)
    return table


def _run(
    stage: Stage[Any, Any],
    route: Route,
    records: Sequence[LogRecord],
    decoded: Sequence[Any],
    table: StateTable,
    isolated: bool,
) -> StageBatch:
    batch = StageBatch(table)
    for record, model in zip(records, decoded, strict=True):
        outputs = _one(stage, route, record, model, table, isolated)
        batch.outputs += outputs
        batch.processed += 1
        batch.dead += sum(1 for out in outputs if out.topic == route.dlq)
    return batch


def _is_model(decoded: Any) -> bool:
    return not isinstance(decoded, str | _Erased)


def _decoded(stage: Stage[Any, Any], route: Route, record: LogRecord) -> Any:
    """The record's model, `ERASED` when its user's key is gone, or why it does not decode."""
    try:
        return stage.decode(record.value)
    except KeyErased:
        telemetry.RECORDS_ERASED.labels(route.step).inc()
        return ERASED
    except DecodeError as exc:
        return f"invalid record: {exc.reason}"


def _one(
    stage: Stage[Any, Any],
    route: Route,
    record: LogRecord,
    model: Any,
    table: StateTable,
    isolated: bool,
) -> list[OutgoingRecord]:
    with telemetry.consuming(route.step, record) as span:
        if isinstance(model, _Erased):
            return []
        if isinstance(model, str):
            return [dead_letter(record, route.step, model, route.dlq)]
        state = BufferedState(table, copies=True) if isolated else table
        try:
            outputs = stage.process(model, state)
        except Exception as exc:  # one bad record never stops a partition
            if not isolated:
                raise _RecordFailed from exc
            event_id = str(getattr(model, "id", ""))
            log_failure(
                _log, "stage failed", exc, step=route.step, offset=record.offset, event_id=event_id
            )
            return [dead_letter(record, route.step, f"{type(exc).__name__}: {exc}", route.dlq)]
        if isinstance(state, BufferedState):
            state.flush()
        span.set_attribute("memstream.outputs", len(outputs))
        return _encoded(_encoder(stage), outputs, route, record)


def _encoder(stage: Stage[Any, Any]) -> Callable[[BaseModel], bytes]:
    """How a stage's outputs are stored: sealed by a `SealedStage`, else plain JSON."""
    return stage.encode if isinstance(stage, SealedStage) else encode


def _encoded(
    encoder: Callable[[BaseModel], bytes],
    outputs: Sequence[Any],
    route: Route,
    record: LogRecord,
) -> list[OutgoingRecord]:
    assert route.output is not None, "a stage route always has an output topic"
    headers = telemetry.forward_trace_headers(record.headers, {"source_offset": str(record.offset)})
    for out in outputs:
        if isinstance(out, MemoryChange):
            telemetry.DECISIONS.labels(str(out.kind)).inc()
    return [OutgoingRecord(route.output, out.scope.key, encoder(out), headers) for out in outputs]


@dataclass
class ProjectionBatch:
    """A batch of changes for a projection: what to apply, what to track, what is dead."""

    items: list[Change] = field(default_factory=list)
    through: dict[tuple[str, int], int] = field(default_factory=dict)
    dead: list[OutgoingRecord] = field(default_factory=list)


def decode_changes(
    route: Route, records: Sequence[LogRecord], sealer: RecordSealer = PLAINTEXT
) -> ProjectionBatch:
    """Decode memory changes; undecodable ones become dead letters (and are tracked past).

    A change whose user was erased is skipped (tracked past, counted, not dead).
    """
    batch = ProjectionBatch()
    for record in records:
        key = (record.topic, record.partition)
        batch.through[key] = max(batch.through.get(key, 0), record.offset + 1)
        try:
            batch.items.append((record.position, decode_change(sealer.open(record.value))))
        except KeyErased:
            telemetry.RECORDS_ERASED.labels(route.step).inc()
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
