"""A stage's state in a Faust table, saved one batch at a time with its input position.

A batch writes many keys (a stage's state is keyed per memory), and a changelog topic
has no transactions: a worker killed while saving would leave its successor a state
in which some of a record's keys moved on and others did not, and re-processing the
records against it decides differently. So every save first writes one journal record
for the partition: the batch's whole write set and the next input offset; then the
keys themselves, in the same changelog partition (so in that order). Whoever is
assigned the partition next re-applies the journal before its first batch (a save that
died half-way is completed; one that never reached the journal never happened) and
resumes at the journal's offset: the state and its position move together, as they do
in the embedded runtime's one transaction.

Faust sends a table write to the changelog partition of the *current event*, which a
batch host does not have: the host names the partition (`writing`), the input
partition of the records, so that whoever takes that partition recovers its state.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Final

import faust

from memstream.pipeline.state import BufferedState, MappingTable
from memstream.ports import StateDecoder, as_stored, stored_form
from memstream.runtime.kafka.batches import RawRecord, app_producer, send_batches

JOURNAL: Final = "\x00journal:"
"""Prefix of the journal keys (one per partition); no stage key starts with NUL."""
MAX_MESSAGE_BYTES: Final = 16 * 1024 * 1024
"""A journal holds a batch's writes: its changelog takes messages up to 16 MiB."""
PRODUCE_BATCH_BYTES: Final = 512 * 1024
"""How many bytes of one partition a producer sends in one request (aiokafka's default is
16 KiB). A producer has one request in flight per broker, so a stage batch's outputs
(about 2 KiB each, sealed) went out in dozens of round trips, one after the other; under
the broker's default `message.max.bytes` (1 MiB), which holds for every topic."""
ERASED_STATE_MS: Final = 60 * 60 * 1000
"""How soon a changelog segment rolls and may be compacted: a deleted key's old values
(an erased user's state) leave the changelog within about twice this, not the broker's
default week (`segment.ms`) during which the active segment is never compacted."""
CHANGELOG_CONFIGS: Final = {
    "max.message.bytes": str(MAX_MESSAGE_BYTES),
    "segment.ms": str(ERASED_STATE_MS),
    "max.compaction.lag.ms": str(ERASED_STATE_MS),
}
"""Topic configs of every stage's changelog (applied when Faust creates it)."""


def journal_key(partition: int) -> str:
    """The key of a partition's journal."""
    return f"{JOURNAL}{partition}"


class PartitionedTable(faust.Table[str, Any]):
    """A Faust table written partition by partition, outside of Faust's event context.

    `write` sets the keys in the store and sends their changelog records straight to the
    app's producer, all at once, in order: not through `Table.__setitem__`, whose
    `send_changelog` queues each record in Faust's producer buffer, sent one at a time
    by a background task (a batch of some 300 keys took 100-400 ms to save that way).
    The records are those Faust would send (the changelog topic's serializers, a
    deletion a null value), so Faust restores them as its own.
    """

    async def write(self, partition: int, writes: Sequence[tuple[str, Any]]) -> None:
        """Set (None: delete) each key, in order, in changelog `partition`; return once acked."""
        topic = self.changelog_topic
        name = topic.get_topic_name()
        records = []
        for key, value in writes:
            raw_key, _ = topic.prepare_key(key, self.key_serializer)
            raw_value = None
            if value is None:
                self.data.pop(key, None)
            else:
                self.data[key] = value
                raw_value, _ = topic.prepare_value(value, self.value_serializer)
            records.append(RawRecord(name, raw_key, raw_value, partition))
        await send_batches(app_producer(self.app), records)

    def partition_for_key(self, key: Any) -> int | None:
        """Never chosen here: every write names its changelog partition (`write`)."""
        raise TypeError(f"{self.name}: write state with `write(partition, writes)`")


class _Recorder(MappingTable):
    """Reads a table; records the writes made to it instead of making them."""

    def __init__(self, table: PartitionedTable, decode: StateDecoder) -> None:
        super().__init__(table, decode)
        self.written: dict[str, Any] = {}
        self.deleted: set[str] = set()

    def __setitem__(self, key: str, value: Any) -> None:
        self.written[key] = stored_form(value)
        self.deleted.discard(key)

    def __delitem__(self, key: str) -> None:
        self.written.pop(key, None)
        self.deleted.add(key)

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every stored (key, value) under `prefix`, journals excluded."""
        for key, value in super().scan(prefix):
            if not key.startswith(JOURNAL):
                yield key, value


class BatchState(BufferedState):
    """One partition's state for one batch: what the stage sees, and how it is saved.

    The kernel may build several for one batch (a fast run, then an isolated re-run);
    only the one it returns in `StageBatch.state` is saved. Nothing reaches the table
    before `save`.
    """

    def __init__(
        self,
        table: PartitionedTable,
        partition: int,
        next_offset: int,
        decode: StateDecoder = as_stored,
    ) -> None:
        self._recorder = _Recorder(table, decode)
        super().__init__(self._recorder)
        self.table = table
        self.partition = partition
        self.next_offset = next_offset

    async def save(self) -> None:
        """Journal the batch's writes and position, then write; return once all are acked."""
        self.flush()
        journal = {
            "set": self._recorder.written,
            "delete": sorted(self._recorder.deleted),
            "next": self.next_offset,
        }
        writes = _writes(self.table, journal)
        await self.table.write(self.partition, [(journal_key(self.partition), journal), *writes])


def saved_position(table: PartitionedTable, partition: int) -> int | None:
    """The next input offset of a partition, as its last journal says (None: no journal)."""
    journal = table.get(journal_key(partition))
    return None if journal is None else int(journal["next"])


async def complete_journal(table: PartitionedTable, partition: int) -> int | None:
    """Re-apply a partition's last journal (completing a save a crash cut short).

    Returns the next input offset it records (None when the partition has no journal).
    """
    journal = table.get(journal_key(partition))
    if journal is None:
        return None
    await table.write(partition, _writes(table, journal))
    return int(journal["next"])


def _writes(table: PartitionedTable, journal: dict[str, Any]) -> list[tuple[str, Any]]:
    """A journal's writes: its keys set, then its stored keys deleted (None)."""
    deleted = [(key, None) for key in journal["delete"] if key in table]
    return [*journal["set"].items(), *deleted]
