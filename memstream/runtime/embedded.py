"""The embedded runtime: hosts stages and projections on the PostgreSQL log, in threads.

A runner is a short loop: read a batch → decode → call the stage or projection →
append outputs → commit. No memory logic lives here. A stage's outputs, state and
position commit in one transaction (exactly-once); a projection tracks its own
position in its own store.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from typing import Any, Protocol

from opentelemetry import trace

from memstream import telemetry
from memstream.log.dlq import dead_letter
from memstream.log.ports import LogRecord, OutgoingRecord, Position
from memstream.log.postgres import Conn, PostgresLog
from memstream.log.state import BufferedState, PostgresStateTable
from memstream.processors.stage import Stage
from memstream.schemas.changes import MemoryChange
from memstream.schemas.codec import DecodeError, decode_change, encode
from memstream.schemas.topics import MEMORY_CHANGES

_log = telemetry.logger(__name__)


class Projection(Protocol):
    """What the runtime needs of a projection (PostgreSQL read models, vectors)."""

    name: str

    def apply_batch(self, conn: Conn, items: Sequence[tuple[Position, MemoryChange]]) -> int:
        """Apply the changes and track the position of the last one."""
        ...

    def position(self, conn: Conn, topic: str, partition: int) -> int | None:
        """The next offset this projection wants, or None when it never applied any."""
        ...


class StageRunner:
    """Hosts one stage: its consumer group is the stage's name."""

    def __init__(self, log: PostgresLog, stage: Stage[Any, Any], batch_size: int = 200) -> None:
        self.log = log
        self.stage = stage
        self.name = stage.name
        self.batch_size = batch_size

    def step(self) -> int:
        """Process one batch per partition; return how many records were consumed."""
        return sum(self._step_partition(p) for p in range(self.log.partitions))

    def _step_partition(self, partition: int) -> int:
        topic = self.stage.input_topic
        with self.log.transaction() as conn:
            start = self.log.committed(conn, self.name, topic, partition, lock=True)
            records = self.log.read(conn, topic, partition, start, self.batch_size)
            if not records:
                return 0
            table = PostgresStateTable(conn, self.name)
            outputs = [out for record in records for out in self._process(record, table)]
            table.flush()
            self.log.append(outputs, conn)
            self.log.commit(conn, self.name, topic, partition, records[-1].offset + 1)
        telemetry.EVENTS_PROCESSED.labels(self.name).inc(len(records))
        return len(records)

    def _process(self, record: LogRecord, table: PostgresStateTable) -> list[OutgoingRecord]:
        with telemetry.consuming(self.name, record) as span:
            try:
                model = self.stage.decode(record.value)
            except DecodeError as exc:
                return [dead_letter(record, self.name, f"invalid record: {exc.reason}")]
            record_id = str(getattr(model, "id", ""))
            span.set_attribute("memstream.record_id", record_id)
            outputs = self._run_stage(record, record_id, model, BufferedState(table))
            if isinstance(outputs, Exception):
                reason = f"{type(outputs).__name__}: {outputs}"
                return [dead_letter(record, self.name, reason)]
            span.set_attribute("memstream.outputs", len(outputs))
            headers = telemetry.inject_trace_headers({"source_offset": str(record.offset)})
            return [
                OutgoingRecord(self.stage.output_topic, out.scope.key, encode(out), headers)
                for out in outputs
            ]

    def _run_stage(
        self, record: LogRecord, record_id: str, model: Any, state: BufferedState
    ) -> list[Any] | Exception:
        """The stage's outputs, or its error (then its state writes are dropped)."""
        try:
            outputs = self.stage.process(model, state)
        except Exception as exc:  # one bad record never stops a partition
            _log.exception("stage failed", step=self.name, offset=record.offset, event_id=record_id)
            return exc
        state.flush()
        for out in outputs:
            if isinstance(out, MemoryChange):
                telemetry.DECISIONS.labels(str(out.kind)).inc()
        _log.debug("processed", step=self.name, event_id=record_id, outputs=len(outputs))
        return list(outputs)

    @property
    def input_topic(self) -> str:
        """The topic this runner consumes."""
        return self.stage.input_topic

    @property
    def output_topic(self) -> str | None:
        """The topic this runner appends to."""
        return self.stage.output_topic

    def pending(self) -> int:
        """Records of the input topic this stage has not consumed yet."""
        return _pending(self.log, self.stage.input_topic, self._committed)

    def committed_offset(self, partition: int) -> int:
        """The next offset this stage will consume in a partition."""
        with self.log.pool.connection() as conn:
            return self._committed(conn, partition)

    def _committed(self, conn: Conn, partition: int) -> int:
        return self.log.committed(conn, self.name, self.stage.input_topic, partition)


class ProjectionRunner:
    """Feeds a memory-changes topic (`memstream.memory-changes.v1` by default) to a projection."""

    def __init__(
        self,
        log: PostgresLog,
        projection: Projection,
        batch_size: int = 200,
        topic: str = MEMORY_CHANGES,
    ) -> None:
        self.log = log
        self.projection = projection
        self.name = f"project.{projection.name}"
        self.batch_size = batch_size
        self.input_topic = topic
        self._skipped: set[tuple[int, int]] = set()

    def step(self) -> int:
        """Apply one batch per partition; return how many records were consumed."""
        return sum(self._step_partition(p) for p in range(self.log.partitions))

    def _step_partition(self, partition: int) -> int:
        with self.log.pool.connection() as conn:
            start = self._committed(conn, partition)
            records = self.log.read(conn, self.input_topic, partition, start, self.batch_size)
            items = self._decode(records)
            links = [trace.Link(_span_context(r.headers)) for r in records if r.headers]
            with telemetry.tracer().start_as_current_span(
                f"memstream.{self.name}", links=links, kind=trace.SpanKind.CONSUMER
            ) as span:
                span.set_attribute("memstream.records", len(items))
                applied = self.projection.apply_batch(conn, items) if items else 0
        telemetry.EVENTS_PROCESSED.labels(self.name).inc(applied)
        return len(items)

    def _decode(self, records: list[LogRecord]) -> list[tuple[Position, MemoryChange]]:
        items = []
        for record in records:
            try:
                items.append((record.position, decode_change(record.value)))
            except DecodeError as exc:
                if (record.partition, record.offset) not in self._skipped:
                    self._skipped.add((record.partition, record.offset))
                    self.log.append([dead_letter(record, self.name, exc.reason)])
        return items

    output_topic = None

    def pending(self) -> int:
        """Changes this projection has not applied yet."""
        return _pending(self.log, self.input_topic, self._committed)

    def committed_offset(self, partition: int) -> int:
        """The next offset this projection will apply in a partition."""
        with self.log.pool.connection() as conn:
            return self._committed(conn, partition)

    def _committed(self, conn: Conn, partition: int) -> int:
        position = self.projection.position(conn, self.input_topic, partition)
        return 0 if position is None else position


def _span_context(headers: dict[str, str]) -> trace.SpanContext:
    """The span context a record's headers carry (invalid when they carry none)."""
    context = telemetry.extract_trace_context(headers)
    return trace.get_current_span(context).get_span_context()


def _pending(log: PostgresLog, topic: str, committed: Any) -> int:
    ends = log.end_offsets(topic)
    with log.pool.connection() as conn:
        return sum(max(0, end - committed(conn, p)) for p, end in ends.items())


Runner = StageRunner | ProjectionRunner


class EmbeddedRuntime:
    """Runs every runner in its own thread until stopped."""

    def __init__(self, log: PostgresLog, runners: Sequence[Runner], poll_interval: float) -> None:
        self.log = log
        self.runners = list(runners)
        self.poll_interval = poll_interval
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        """Start one daemon thread per runner."""
        self._stop.clear()
        for runner in self.runners:
            thread = threading.Thread(target=self._loop, args=(runner,), name=runner.name)
            thread.daemon = True
            thread.start()
            self._threads.append(thread)

    def stop(self, timeout: float = 10.0) -> None:
        """Ask every runner to stop after its current batch, and wait for them."""
        self._stop.set()
        self.log.notify()
        for thread in self._threads:
            thread.join(timeout)
        self._threads.clear()

    def _loop(self, runner: Runner) -> None:
        failures = 0
        while not self._stop.is_set():
            try:
                consumed = runner.step()
                failures = 0
            except Exception:
                failures += 1
                _log.exception("runner step failed", step=runner.name, failures=failures)
                self._stop.wait(min(30.0, 0.5 * 2**failures))
                continue
            if consumed:
                self.log.notify()
            else:
                self.log.wait_for_records(self.poll_interval)

    def pending(self) -> dict[str, int]:
        """Unprocessed records per runner (also exported as the consumer-lag gauge)."""
        lag = {runner.name: runner.pending() for runner in self.runners}
        for name, records in lag.items():
            telemetry.CONSUMER_LAG.labels(name).set(records)
        return lag

    def wait_until_idle(self, timeout: float = 120.0) -> bool:
        """Block until every runner has consumed everything (runners in pipeline order)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all(runner.pending() == 0 for runner in self.runners):
                return True
            time.sleep(0.02)
        return False

    def wait_for(self, positions: Sequence[Position], timeout: float) -> bool:
        """Block until everything derived from `positions` is projected (read-your-writes).

        Runners are in pipeline order: once a stage has passed the targets on its
        input, everything it derived from them lies below its output's current end.
        """
        deadline = time.monotonic() + timeout
        targets = {(p.topic, p.partition): p.offset + 1 for p in positions}
        for runner in self.runners:
            need = {
                part: off for (topic, part), off in targets.items() if topic == runner.input_topic
            }
            if not self._wait_runner(runner, need, deadline):
                return False
            if need and runner.output_topic is not None:
                ends = self.log.end_offsets(runner.output_topic)
                targets.update({(runner.output_topic, part): end for part, end in ends.items()})
        return True

    def _wait_runner(self, runner: Runner, need: dict[int, int], deadline: float) -> bool:
        while any(runner.committed_offset(part) < off for part, off in need.items()):
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)
        return True
