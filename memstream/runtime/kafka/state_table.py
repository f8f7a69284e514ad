"""A stage's state: in memory per input partition, kept in a compacted changelog topic.

A batch writes many keys (a stage's state is keyed per memory), and a changelog topic
has no transactions: a worker killed while saving would leave its successor a state
in which some of a record's keys moved on and others did not, and re-processing the
records against it decides differently. So every save first writes one journal record
for the partition: the batch's whole write set and the next input offset; then the
keys themselves, in the same changelog partition (so in that order). Whoever is
assigned the partition next reads the changelog partition back, re-applies the journal
(a save that died half-way is completed; one that never reached the journal never
happened) and resumes at the journal's offset: the state and its position move
together, as they do in the embedded runtime's one transaction.

Changelog partition N holds the state of input partition N. Keys and values are JSON
(a deletion is a null value), the changelog topic is `<group>-<step>-state-changelog`:
the records and names the Faust tables of earlier versions wrote, so their state is
read back as it is.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any, Final

from aiokafka import AIOKafkaConsumer, TopicPartition

from memstream.pipeline.state import BufferedState, MappingTable
from memstream.ports import StateDecoder, as_stored, stored_form
from memstream.runtime.kafka.batches import RawRecord, send_batches

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
    "cleanup.policy": "compact",
    "max.message.bytes": str(MAX_MESSAGE_BYTES),
    "segment.ms": str(ERASED_STATE_MS),
    "max.compaction.lag.ms": str(ERASED_STATE_MS),
}
"""Topic configs of every stage's changelog."""
RESTORE_FETCH_MS: Final = 1000
EncodedWrite = tuple[str, Any, bytes | None]
"""A changelog write: the key, its value, and the value's JSON (None: the key is deleted)."""


def journal_key(partition: int) -> str:
    """The key of a partition's journal."""
    return f"{JOURNAL}{partition}"


def changelog_topic(group: str, step: str) -> str:
    """The changelog topic of a stage's state in a processor group."""
    return f"{group}-{step}-state-changelog"


class ChangelogState:
    """One stage's state, per input partition held, and its changelog topic."""

    def __init__(self, topic: str, producer: Any, reader: AIOKafkaConsumer) -> None:
        self.topic, self.producer, self.reader = topic, producer, reader
        self.partitions: dict[int, dict[str, Any]] = {}

    async def restore(self, partition: int) -> int | None:
        """Read a partition's state back, completing its last save; its next input offset."""
        self.partitions[partition] = await self._read(partition)
        return await self._complete_journal(partition)

    def release(self, partition: int) -> None:
        """Forget a partition this worker no longer holds."""
        self.partitions.pop(partition, None)

    async def _read(self, partition: int) -> dict[str, Any]:
        """Every key's last value in a changelog partition (deleted keys left out)."""
        tp = TopicPartition(self.topic, partition)
        self.reader.assign([tp])
        at = (await self.reader.beginning_offsets([tp]))[tp]
        end = (await self.reader.end_offsets([tp]))[tp]
        self.reader.seek(tp, at)
        data: dict[str, Any] = {}
        while at < end:
            fetched = await self.reader.getmany(tp, timeout_ms=RESTORE_FETCH_MS)
            for message in fetched.get(tp, []):
                key = json.loads(message.key)
                if message.value is None:
                    data.pop(key, None)
                else:
                    data[key] = json.loads(message.value)
                at = message.offset + 1
        return data

    async def _complete_journal(self, partition: int) -> int | None:
        journal = self.partitions[partition].get(journal_key(partition))
        if journal is None:
            return None
        await self.write(partition, _writes(self.partitions[partition], journal))
        return int(journal["next"])

    async def write(self, partition: int, writes: Sequence[tuple[str, Any]]) -> None:
        """Set (None: delete) each key, in order, in changelog `partition`; return once acked."""
        await self.write_encoded(partition, [(k, v, _encoded(v)) for k, v in writes])

    async def write_encoded(self, partition: int, writes: Sequence[EncodedWrite]) -> None:
        """`write` with each value's JSON already encoded (None: a deletion)."""
        data = self.partitions[partition]
        records = []
        for key, value, raw in writes:
            if raw is None:
                data.pop(key, None)
            else:
                data[key] = value
            records.append(RawRecord(self.topic, json.dumps(key).encode(), raw, partition))
        await send_batches(self.producer, records)


class _Recorder(MappingTable):
    """Reads a partition's state; records the writes made to it instead of making them."""

    def __init__(self, data: dict[str, Any], decode: StateDecoder) -> None:
        super().__init__(data, decode)
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
    only the one it returns in `StageBatch.state` is saved. Nothing reaches the state
    before `save`.
    """

    def __init__(
        self,
        state: ChangelogState,
        partition: int,
        next_offset: int,
        decode: StateDecoder = as_stored,
    ) -> None:
        self._recorder = _Recorder(state.partitions[partition], decode)
        super().__init__(self._recorder)
        self.state = state
        self.partition = partition
        self.next_offset = next_offset
        self._encoded: list[EncodedWrite] | None = None

    def encode(self) -> None:
        """Flush the batch's writes and encode them once (JSON), ready for `save`.

        Each value is encoded once: its key's record holds the bytes, and the journal's
        JSON is put together from the same bytes. Runs in the kernel's worker thread.
        """
        self.flush()
        set_, deleted = self._recorder.written, sorted(self._recorder.deleted)
        journal = {"set": set_, "delete": deleted, "next": self.next_offset}
        data = self.state.partitions[self.partition]
        keys = [(key, value, _encoded(value)) for key, value in set_.items()]
        raw = journal_json({key: raw for key, _, raw in keys}, deleted, self.next_offset)
        gone: list[EncodedWrite] = [(key, None, None) for key in deleted if key in data]
        self._encoded = [(journal_key(self.partition), journal, raw), *keys, *gone]

    async def save(self) -> None:
        """Journal the batch's writes and position, then write; return once all are acked."""
        if self._encoded is None:
            self.encode()
        assert self._encoded is not None
        writes, self._encoded = self._encoded, None
        await self.state.write_encoded(self.partition, writes)


def journal_json(
    encoded: dict[str, bytes | None], deleted: Sequence[str], next_offset: int
) -> bytes:
    """A journal's JSON from its values' JSON: what `json.dumps` of the journal reads as."""
    pairs = b",".join(
        json.dumps(key).encode() + b":" + (raw or b"null") for key, raw in encoded.items()
    )
    tail = f'}},"delete":{json.dumps(list(deleted))},"next":{int(next_offset)}}}'
    return b'{"set":{' + pairs + tail.encode()


def _encoded(value: Any) -> bytes | None:
    """A value's JSON (None stays None: a deletion)."""
    return None if value is None else json.dumps(value).encode()


def _writes(data: dict[str, Any], journal: dict[str, Any]) -> list[tuple[str, Any]]:
    """A journal's writes: its keys set, then its stored keys deleted (None)."""
    deleted = [(key, None) for key in journal["delete"] if key in data]
    return [*journal["set"].items(), *deleted]
