"""A stage's changelog state: a batch saves its journal, then its keys; a restore completes it.

`ChangelogState.write_encoded` is the one place that sends to the broker; here a subclass keeps
what it would send, so the journal's content and order are checked without one.
"""

from __future__ import annotations

import asyncio
from typing import Any

from memstream.runtime.kafka.state_table import BatchState, ChangelogState, journal_key


class _Kept(ChangelogState):
    """Applies writes to the partition's data as `write` does; keeps them instead of sending."""

    def __init__(self, data: dict[int, dict[str, Any]]) -> None:
        super().__init__("g-step-state-changelog", producer=None, reader=None)
        self.partitions = data
        self.sent: list[tuple[int, list[tuple[str, Any]]]] = []

    async def write_encoded(self, partition: int, writes: Any) -> None:
        self.sent.append((partition, [(key, value) for key, value, _ in writes]))
        for key, value, _ in writes:
            if value is None:
                self.partitions[partition].pop(key, None)
            else:
                self.partitions[partition][key] = value


def _save(state: _Kept, partition: int, changes: dict[str, Any], next_offset: int) -> None:
    batch = BatchState(state, partition, next_offset)
    for key, value in changes.items():
        if value is None:
            del batch[key]
        else:
            batch[key] = value
    asyncio.run(batch.save())


def test_a_save_writes_its_journal_first_then_its_keys() -> None:
    state = _Kept({1: {"count:acme:al": 1, "count:acme:bo": 4}})
    _save(state, 1, {"count:acme:al": 2, "count:acme:bo": None}, next_offset=7)

    [(partition, writes)] = state.sent
    assert partition == 1
    journal = {"set": {"count:acme:al": 2}, "delete": ["count:acme:bo"], "next": 7}
    assert writes == [(journal_key(1), journal), ("count:acme:al", 2), ("count:acme:bo", None)]
    assert state.partitions[1] == {journal_key(1): journal, "count:acme:al": 2}


def test_chinese_keys_are_journaled_and_written_alike() -> None:
    state = _Kept({0: {}})
    _save(state, 0, {"记忆:租户:用户": {"文本": "喜欢深色模式"}}, next_offset=3)

    [(_, writes)] = state.sent
    assert writes[0][1] == {
        "set": {"记忆:租户:用户": {"文本": "喜欢深色模式"}},
        "delete": [],
        "next": 3,
    }
    assert state.partitions[0]["记忆:租户:用户"] == {"文本": "喜欢深色模式"}


def test_a_restore_completes_a_save_cut_short_after_its_journal() -> None:
    # The worker died after the journal reached the changelog, before the keys did.
    journal = {"set": {"count:acme:al": 3}, "delete": ["count:acme:bo"], "next": 12}
    state = _Kept({0: {journal_key(0): journal, "count:acme:al": 2, "count:acme:bo": 1}})

    assert asyncio.run(state._complete_journal(0)) == 12
    assert state.sent == [(0, [("count:acme:al", 3), ("count:acme:bo", None)])]
    assert state.partitions[0] == {journal_key(0): journal, "count:acme:al": 3}


def test_a_partition_without_a_journal_has_no_saved_position() -> None:
    state = _Kept({0: {"count:acme:al": 2}})
    assert asyncio.run(state._complete_journal(0)) is None
    assert state.sent == []
