"""The step kernel both runtimes run: decode → upcast → process → encode → dead-letter → trace.

A runtime reads a batch of records and hands it here with the step's state (a stage)
or its projection; what comes back — outputs, dead letters, what to apply, and the
batch's counts — it commits through the checkpoint and exports as metrics. No I/O of
its own beyond the state a stage reads and the projection it is given; spans and logs
go through the ports it is given. One bad record never stops a batch, let alone a partition.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from memstream.pipeline.dead_letters import dead_letter
from memstream.pipeline.decoded import DECODED
from memstream.pipeline.layout import Route
from memstream.pipeline.observe import QUIET, Observer, log_failure
from memstream.pipeline.sealed_stage import SealedStage
from memstream.pipeline.state import BufferedState
from memstream.ports import (
    Change,
    LogRecord,
    OutgoingRecord,
    Projection,
    RecordRejected,
    Stage,
    StateTable,
    counts_of,
)
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_change, encode
from memstream.trust.crypto import KeyErased
from memstream.trust.sealing import PLAINTEXT, RecordSealer


class _Erased:
    """A record whose user was erased: skipped (crypto-shredding), never dead-lettered."""


ERASED: Any = _Erased()


@dataclass
class StageBatch:
    """What a stage made of one batch: outputs (dead letters included), in input order.

    `state` is the table holding the batch's state changes, to be saved at commit;
    `counts` what the batch did, by name (`processed`, `dead`, `erased`, `decisions.<kind>`,
    and what the stage counted itself, e.g. `filtered.<reason>`), for the host's metrics.
    """

    state: StateTable
    outputs: list[OutgoingRecord] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)

    @property
    def processed(self) -> int:
        """Records processed (dead-lettered and erased ones included)."""
        return self.counts["processed"]

    @property
    def dead(self) -> int:
        """Records dead-lettered."""
        return self.counts["dead"]


class _RecordFailed(Exception):
    """A record the stage failed on, in a batch run all at once."""


def run_stage(
    stage: Stage[Any, Any],
    route: Route,
    records: Sequence[LogRecord],
    new_table: Callable[[], StateTable],
    observer: Observer = QUIET,
) -> StageBatch:
    """Process a batch; a record's state changes are kept only if it succeeded.

    The records are decoded first and the state keys they name are fetched in one go
    (`Stage.state_keys`). The batch then runs against one table, values shared from
    record to record; only if a record fails is the batch run again from the stored
    state, one record at a time in isolation, and that record dead-lettered. Stages are
    deterministic, so the outputs are the same either way.
    """
    decoded = [_decoded(stage, record) for record in records]
    keys = sorted({k for m in decoded if _is_model(m) for k in stage.state_keys(m)})
    sealer = stage.sealer if isinstance(stage, SealedStage) else PLAINTEXT
    step = _Step(stage, route, observer, sealer)
    try:
        return step.run(records, decoded, _fetched(new_table, keys), isolated=False)
    except _RecordFailed:
        return step.run(records, decoded, _fetched(new_table, keys), isolated=True)


def _fetched(new_table: Callable[[], StateTable], keys: list[str]) -> StateTable:
    table = new_table()
    table.prefetch(keys)
    return table


def _is_model(decoded: Any) -> bool:
    return not isinstance(decoded, str | _Erased)


def _decoded(stage: Stage[Any, Any], record: LogRecord) -> Any:
    """The record's model, `ERASED` when its user's key is gone, or why it does not decode."""
    try:
        return stage.decode(record.value)
    except KeyErased:
        return ERASED
    except DecodeError as exc:
        return f"invalid record: {exc.reason}"


@dataclass(frozen=True)
class _Step:
    """One stage on one route, reporting to one observer."""

    stage: Stage[Any, Any]
    route: Route
    observer: Observer
    sealer: RecordSealer = PLAINTEXT
    """Seals dead letters' reasons as their records are sealed."""

    def run(
        self,
        records: Sequence[LogRecord],
        decoded: Sequence[Any],
        table: StateTable,
        isolated: bool,
    ) -> StageBatch:
        """Every record in order against one table (each in isolation when `isolated`)."""
        batch = StageBatch(table)
        for record, model in zip(records, decoded, strict=True):
            batch.outputs += self._one(record, model, table, isolated, batch.counts)
            batch.counts["processed"] += 1
        return batch

    def _one(
        self,
        record: LogRecord,
        model: Any,
        table: StateTable,
        isolated: bool,
        counts: Counter[str],
    ) -> list[OutgoingRecord]:
        route = self.route
        with self.observer.tracing.consuming(route.step, record) as span:
            if isinstance(model, _Erased):
                counts["erased"] += 1
                return []
            if isinstance(model, str):
                return [self._dead(record, model, counts)]
            state = BufferedState(table, copies=True) if isolated else table
            try:
                outputs = self.stage.process(model, state)
            except Exception as exc:  # one bad record never stops a partition
                if not isolated:
                    raise _RecordFailed from exc
                self._failed(record, model, exc)
                return [self._dead(record, f"{type(exc).__name__}: {exc}", counts)]
            if isinstance(state, BufferedState):
                state.flush()
            span.set_attribute("memstream.outputs", len(outputs))
            counts.update(counts_of(outputs))
            return self._encoded(outputs, record, counts)

    def _dead(self, record: LogRecord, reason: str, counts: Counter[str]) -> OutgoingRecord:
        counts["dead"] += 1
        self.observer.log.warning(
            "dead-lettered", step=self.route.step, offset=record.offset, partition=record.partition
        )
        return dead_letter(record, self.route.step, reason, self.route.dlq, self.sealer)

    def _failed(self, record: LogRecord, model: Any, exc: Exception) -> None:
        log_failure(
            self.observer.log,
            "stage failed",
            exc,
            step=self.route.step,
            offset=record.offset,
            event_id=str(getattr(model, "id", "")),
        )

    def _encoded(
        self, outputs: Sequence[Any], record: LogRecord, counts: Counter[str]
    ) -> list[OutgoingRecord]:
        route = self.route
        assert route.output is not None, "a stage route always has an output topic"
        extra = {"source_offset": str(record.offset)}
        headers = self.observer.tracing.forward_headers(record.headers, extra)
        for out in outputs:
            if isinstance(out, MemoryChange):
                counts[f"decisions.{out.kind}"] += 1
        return [
            OutgoingRecord(route.output, out.scope.key, self._encode(out), headers)
            for out in outputs
        ]

    def _encode(self, out: BaseModel) -> bytes:
        """An output's stored bytes (sealed by a `SealedStage`, else plain JSON), remembered
        with its model for the steps of this process that read it next."""
        if isinstance(self.stage, SealedStage):
            raw, key = self.stage.encode_keyed(out)
        else:
            raw, key = encode(out), None
        DECODED.remember(raw, out, key)
        return raw


@dataclass
class ProjectionBatch:
    """A batch of changes for a projection: what to apply, what to track, what is dead."""

    items: list[Change] = field(default_factory=list)
    through: dict[tuple[str, int], int] = field(default_factory=dict)
    dead: list[OutgoingRecord] = field(default_factory=list)
    erased: int = 0
    sealer: RecordSealer = PLAINTEXT
    """What opened the changes; it seals dead letters' reasons as their records are."""


def decode_changes(
    route: Route, records: Sequence[LogRecord], sealer: RecordSealer = PLAINTEXT
) -> ProjectionBatch:
    """Decode memory changes; undecodable ones become dead letters (and are tracked past).

    A change whose user was erased is skipped (tracked past, counted, not dead).
    """
    batch = ProjectionBatch(sealer=sealer)
    for record in records:
        key = (record.topic, record.partition)
        batch.through[key] = max(batch.through.get(key, 0), record.offset + 1)
        try:
            batch.items.append((record.position, _change(record.value, sealer)))
        except KeyErased:
            batch.erased += 1
        except DecodeError as exc:
            batch.dead.append(dead_letter(record, route.step, exc.reason, route.dlq, sealer))
    return batch


def _change(raw: bytes, sealer: RecordSealer) -> MemoryChange:
    """The change `raw` holds: the model this process encoded it from when it still has
    it (its key checked as opening would), else opened and decoded."""
    known = DECODED.recall(raw)
    if known is not None and isinstance(known[0], MemoryChange) and sealer.still_open(known[1]):
        return known[0]
    return decode_change(sealer.open(raw))


def report_dead(observer: Observer, step: str, dead: Sequence[OutgoingRecord]) -> None:
    """Log each dead letter of a projection's batch (where it came from, never its content)."""
    for record in dead:
        offset, partition = record.headers["original_offset"], record.headers["original_partition"]
        observer.log.warning(
            "dead-lettered", step=step, offset=int(offset), partition=int(partition)
        )


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
            record = by_position[position]
            dead.append(dead_letter(record, route.step, str(exc), route.dlq, batch.sealer))
    return dead
