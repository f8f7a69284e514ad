"""The embedded runtime: hosts the pipeline's steps on the PostgreSQL log, in threads.

A runner is a short loop: read a batch → the step kernel → commit through the
checkpoint. A stage's outputs, state and position commit in one transaction
(exactly-once); a projection tracks its own position in its own store. A runner with
nothing to do sleeps until something is appended (no query, no empty transaction), and
every runner keeps the positions it committed in memory for read-your-writes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeVar

from memstream import telemetry
from memstream.log.postgres import Conn, PostgresLog
from memstream.log.state import PostgresStateTable, StateCache
from memstream.pipeline import kernel
from memstream.pipeline.checkpoint import commit_projection, commit_stage, drive
from memstream.pipeline.layout import Route
from memstream.ports import (
    LogRecord,
    OutgoingRecord,
    Positions,
    Projection,
    Stage,
    StateTable,
)
from memstream.runtime.priority import GATE
from memstream.telemetry import log_failure
from memstream.trust.sealing import PLAINTEXT, RecordSealer

T = TypeVar("T")
WAIT_STEP_SECONDS: Final = 0.005
IDLE_CHECK_SECONDS: Final = 30.0
"""A sleeping runner looks at the database this often, for records appended elsewhere."""
_log = telemetry.logger(__name__)
_observer = telemetry.observer(__name__)


class _StageCommit:
    """Commit host of a stage: outputs, state and position in the runner's transaction."""

    def __init__(self, log: PostgresLog, conn: Conn, group: str) -> None:
        self.log, self.conn, self.group = log, conn, group

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Append the outputs (in the transaction)."""
        if records:
            self.log.append(records, self.conn)

    async def save(self, state: StateTable) -> None:
        """Write the state the batch changed (in the transaction)."""
        state.flush()

    async def advance(self, positions: Positions) -> None:
        """Record the group's next offsets (in the transaction)."""
        for (topic, partition), offset in positions.items():
            self.log.commit(self.conn, self.group, topic, partition, offset)

    async def call(self, work: Callable[[], T]) -> T:
        """Run work here, in this thread."""
        return work()


class _ProjectionCommit(_StageCommit):
    """Commit host of a projection: dead letters appended; the projection tracks itself."""

    def __init__(self, log: PostgresLog) -> None:
        super().__init__(log, None, "")  # type: ignore[arg-type]

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Append the dead letters (their own transaction)."""
        if records:
            self.log.append(records)

    async def save(self, state: StateTable) -> None:
        """Nothing: a projection writes with its tracking row."""

    async def advance(self, positions: Positions) -> None:
        """Nothing: the projection's tracking row is its position."""


class Runner:
    """Hosts one step on the log; subclasses say how a batch is read and committed."""

    def __init__(self, log: PostgresLog, route: Route, batch_size: int) -> None:
        self.log = log
        self.route = route
        self.name = route.step
        self.batch_size = batch_size
        self.positions: dict[int, int] = {}

    @property
    def input_topic(self) -> str:
        """The topic this runner consumes."""
        return self.route.input

    @property
    def output_topic(self) -> str | None:
        """The topic this runner appends to (None for a projection)."""
        return self.route.output

    def load_positions(self) -> None:
        """Read the committed positions from the store (at start)."""
        self.positions = {p: self._stored_position(p) for p in range(self.log.partitions)}

    def has_work(self) -> bool:
        """Whether any partition's end (as this process knows it) is past the position."""
        return any(self.log.head(self.route.input, p) > self.position(p) for p in self._parts())

    def position(self, partition: int) -> int:
        """The next offset this runner will consume in a partition."""
        return self.positions.get(partition, 0)

    def step(self) -> int:
        """Process one batch per partition with work; return how many records were consumed."""
        consumed = 0
        for partition in self._parts():
            if self.log.head(self.route.input, partition) > self.position(partition):
                consumed += self._step_partition(partition)
        return consumed

    def pending(self) -> int:
        """Records of the input topic not consumed yet (also the consumer-lag gauge)."""
        ends = self.log.refresh_heads(self.route.input)
        lag = sum(max(0, end - self.position(p)) for p, end in ends.items())
        telemetry.CONSUMER_LAG.labels(self.name).set(lag)
        return lag

    def _parts(self) -> range:
        return range(self.log.partitions)

    def _read(self, conn: Conn, partition: int) -> list[LogRecord]:
        start = self.position(partition)
        return self.log.read(conn, self.route.input, partition, start, self.batch_size)

    def _stored_position(self, partition: int) -> int:
        raise NotImplementedError

    def _step_partition(self, partition: int) -> int:
        raise NotImplementedError


class StageRunner(Runner):
    """Hosts a stage: its consumer group and state store are the route's step name."""

    def __init__(
        self,
        log: PostgresLog,
        stage: Stage[Any, Any],
        route: Route,
        batch_size: int = 200,
        cache_entries: int = 50_000,
    ) -> None:
        super().__init__(log, route, batch_size)
        self.stage = stage
        self.states = StateCache(route.step, cache_entries, stage.decode_state)

    def _stored_position(self, partition: int) -> int:
        with self.log.pool.connection() as conn:
            return self.log.committed(conn, self.name, self.route.input, partition)

    def _step_partition(self, partition: int) -> int:
        with self.log.transaction() as conn:
            start = self.log.committed(conn, self.name, self.route.input, partition, lock=True)
            self.positions[partition] = start
            records = self._read(conn, partition)
            if not records:
                return 0
            batch = kernel.run_stage(
                self.stage, self.route, records, lambda: self.states.table(conn), _observer
            )
            after = {(self.route.input, partition): records[-1].offset + 1}
            drive(commit_stage(_StageCommit(self.log, conn, self.name), batch, after))
        telemetry.count(self.name, batch.counts)
        assert isinstance(batch.state, PostgresStateTable)
        self.states.committed(batch.state)
        self.positions[partition] = records[-1].offset + 1
        return len(records)


class ProjectionRunner(Runner):
    """Feeds the changes of its route's topic to a projection."""

    def __init__(
        self,
        log: PostgresLog,
        projection: Projection,
        route: Route,
        batch_size: int = 200,
        sealer: RecordSealer = PLAINTEXT,
    ) -> None:
        super().__init__(log, route, batch_size)
        self.projection, self.sealer = projection, sealer

    def _stored_position(self, partition: int) -> int:
        return self.projection.position(self.route.input, partition) or 0

    def _step_partition(self, partition: int) -> int:
        with self.log.pool.connection() as conn:
            records = self._read(conn, partition)
        if not records:
            return 0
        batch = kernel.decode_changes(self.route, records, self.sealer)
        GATE.checkpoint()
        with telemetry.record_spans(self.name, records):
            drive(
                commit_projection(
                    _ProjectionCommit(self.log), self.projection, self.route, batch, records
                )
            )
        kernel.report_dead(_observer, self.name, batch.dead)
        telemetry.count(self.name, {"dead": len(batch.dead), "erased": batch.erased})
        self.positions[partition] = records[-1].offset + 1
        return len(records)


class EmbeddedRuntime:
    """Runs every runner in its own thread until stopped."""

    def __init__(self, log: PostgresLog, runners: Sequence[Runner], poll_interval: float) -> None:
        self.log = log
        self.runners = list(runners)
        self.poll_interval = poll_interval
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        """Load every runner's position, then start one daemon thread per runner."""
        self._stop.clear()
        for topic in {runner.input_topic for runner in self.runners}:
            self.log.refresh_heads(topic)
        for runner in self.runners:
            runner.load_positions()
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
        failures, idle_since = 0, time.monotonic()
        while not self._stop.is_set():
            GATE.checkpoint()
            try:
                consumed = runner.step()
                failures = 0
            except Exception as error:
                failures += 1
                log_failure(_log, "runner step failed", error, step=runner.name, failures=failures)
                self._stop.wait(min(30.0, 0.5 * 2**failures))
                continue
            if consumed:
                idle_since = time.monotonic()
            elif not runner.has_work():
                self.log.wait_for_records(self.poll_interval)
                if time.monotonic() - idle_since > IDLE_CHECK_SECONDS:
                    self.log.refresh_heads(runner.input_topic)
                    idle_since = time.monotonic()

    def pending(self) -> dict[str, int]:
        """Unprocessed records per runner (also exported as the consumer-lag gauge)."""
        return {runner.name: runner.pending() for runner in self.runners}

    def wait_until_idle(self, timeout: float = 120.0) -> bool:
        """Block until every runner has consumed everything (runners in pipeline order)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all(runner.pending() == 0 for runner in self.runners):
                return True
            time.sleep(0.02)
        return False


class EmbeddedProgress:
    """How far an embedded runtime's runners got (from memory: no thread, no query).

    A runner's positions are those it committed; a topic's ends are the heads this
    process knows (it appends every derived record itself).
    """

    def __init__(self, runtime: EmbeddedRuntime) -> None:
        self.runtime = runtime
        self._runners = {runner.name: runner for runner in runtime.runners}

    async def ends(self, topic: str) -> dict[int, int]:
        """The next offset of each partition of `topic`."""
        log = self.runtime.log
        return {p: log.head(topic, p) for p in range(log.partitions)}

    async def reached(self, route: Route, partitions: Sequence[int]) -> dict[int, int]:
        """The next offset the route's runner will consume, per partition."""
        runner = self._runners[route.step]
        return {p: runner.position(p) for p in partitions}
