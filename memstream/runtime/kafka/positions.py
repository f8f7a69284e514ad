"""Where a Faust-hosted stage resumes each input partition: the position saved with its state.

Faust's acknowledgements and committed offsets say what Faust delivered, not what the
stage saved: around a rebalance Faust redelivers, skips records while its flow is
suspended, and acknowledges skipped ones. The host keeps its own position per input
partition, saved in the same journal record as the state (`state_table`), so state and
position always agree: a record below it is a redelivery and is dropped, and a record
above it means Faust skipped some, so the host seeks back and reads them again.
Faust's committed offsets stay what read-your-writes and lag look at.

A record Faust drops is noticed by the next one, which arrives past a gap; when the
dropped record is the partition's last, no next one comes. So `resume_stalled`, run on
a timer, seeks a partition back to its saved position when that position is behind
the partition's end and has not moved since the previous check.
"""

from __future__ import annotations

from collections.abc import Sequence

from faust.types import TP

from memstream import telemetry
from memstream.ports import LogRecord
from memstream.runtime.kafka.faust_app import StageApp
from memstream.runtime.kafka.state_table import (
    PartitionedTable,
    complete_journal,
    saved_position,
)

_log = telemetry.logger(__name__)


class InputPositions:
    """The next input offset of each partition of one stage, and the records to process."""

    def __init__(self, app: StageApp, table: PartitionedTable, topic: str) -> None:
        self.app = app
        self.table = table
        self.topic = topic
        self._next: dict[int, int] = {}
        self._generation: dict[int, int] = {}  # partition -> consumer generation read at
        self._still: dict[int, int] = {}  # partition -> position behind the end at last check
        app.resume_at[topic] = lambda partition: saved_position(table, partition)

    async def expected(self, partition: int) -> int:
        """The next offset to process; read (journal completed) once per assignment."""
        generation = self.app.consumer_generation_id
        if self._generation.get(partition) != generation:
            saved = await complete_journal(self.table, partition)
            self._next[partition] = saved if saved is not None else await self._start(partition)
            self._generation[partition] = generation
        return self._next[partition]

    async def resume_stalled(self) -> None:
        """Seek back every partition whose saved position lags its end and did not move."""
        if self.app.rebalancing or not self.app.flow_control.is_active():
            self._still.clear()
            return
        tps = [tp for tp in self.app.consumer.assignment() if tp.topic == self.topic]
        ends = await self.app.consumer.highwaters(*tps) if tps else {}
        still: dict[int, int] = {}
        for tp, end in ends.items():
            at = await self.expected(tp.partition)
            if at < end:
                still[tp.partition] = at
                if self._still.get(tp.partition) == at:
                    _log.info("seeking back a stalled partition", topic=self.topic, at=at)
                    await self.app.consumer.seek(tp, at)
        self._still = still

    def advance(self, partition: int, next_offset: int) -> None:
        """Record that everything below `next_offset` is saved."""
        self._next[partition] = next_offset

    async def unseen(self, partition: int, records: Sequence[LogRecord]) -> list[LogRecord]:
        """The records not saved yet, in order up to the first gap (then seek back to it)."""
        expected = await self.expected(partition)
        run: list[LogRecord] = []
        for record in records:
            if record.offset == expected + len(run):
                run.append(record)
        after = expected + len(run)
        if any(record.offset > after for record in records):
            _log.info("seeking back over a gap", topic=self.topic, partition=partition, at=after)
            await self.app.consumer.seek(TP(self.topic, partition), after)
        return run

    async def _start(self, partition: int) -> int:
        tp = TP(self.topic, partition)
        earliest = await self.app.consumer.earliest_offsets(tp)
        return int(earliest.get(tp, 0))
