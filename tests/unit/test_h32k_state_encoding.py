"""A stage batch's state is JSON-encoded once: the journal is put together from its values' JSON.

What reaches the changelog must read back exactly as `json.dumps` of the same journal and
values would: a restore (`ChangelogState._read`) decodes both with `json.loads`.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from memstream.runtime.kafka.state_table import (
    BatchState,
    ChangelogState,
    journal_json,
    journal_key,
)


class _Bytes(ChangelogState):
    """Keeps the bytes `write_encoded` would send, applies the writes to memory."""

    def __init__(self, data: dict[int, dict[str, Any]]) -> None:
        super().__init__("g-step-state-changelog", producer=None, reader=None)
        self.partitions = data
        self.sent: list[tuple[str, bytes | None]] = []

    async def write_encoded(self, partition: int, writes: Any) -> None:
        for key, value, raw in writes:
            self.sent.append((key, raw))
            if raw is None:
                self.partitions[partition].pop(key, None)
            else:
                self.partitions[partition][key] = value


def _saved(data: dict[int, dict[str, Any]], changes: dict[str, Any], at: int) -> _Bytes:
    state = _Bytes(data)
    batch = BatchState(state, 0, at)
    for key, value in changes.items():
        if value is None:
            del batch[key]
        else:
            batch[key] = value
    batch.encode()  # in the worker thread, in the Kafka runtime
    asyncio.run(batch.save())
    return state


def test_the_journal_reads_back_as_its_plain_json_english() -> None:
    state = _saved(
        {0: {"memory:acme:al:old": {"text": "likes tea"}}},
        {"memory:acme:al:new": {"text": "prefers dark mode", "n": 2}, "memory:acme:al:old": None},
        at=41,
    )
    (journal_key_sent, raw), *rest = state.sent
    assert journal_key_sent == journal_key(0)
    assert raw is not None
    assert json.loads(raw) == {
        "set": {"memory:acme:al:new": {"text": "prefers dark mode", "n": 2}},
        "delete": ["memory:acme:al:old"],
        "next": 41,
    }
    assert rest == [
        ("memory:acme:al:new", json.dumps({"text": "prefers dark mode", "n": 2}).encode()),
        ("memory:acme:al:old", None),
    ]


def test_the_journal_reads_back_as_its_plain_json_chinese() -> None:
    value = {"文本": "喜欢深色模式", "引号": 'a "quoted" \\ word'}
    state = _saved({0: {}}, {"记忆:租户:用户": value}, at=3)
    (_, raw), (key, key_raw) = state.sent
    assert raw is not None and key_raw is not None
    assert json.loads(raw) == {"set": {"记忆:租户:用户": value}, "delete": [], "next": 3}
    assert key == "记忆:租户:用户"
    assert json.loads(key_raw) == value
    assert state.partitions[0]["记忆:租户:用户"] == value


def test_journal_json_matches_json_dumps_for_null_and_empty_sets() -> None:
    assert json.loads(journal_json({}, [], 0)) == {"set": {}, "delete": [], "next": 0}
    parts = {"a": b"null", "键": json.dumps([1, "二"]).encode(), "b": None}
    expected = {"set": {"a": None, "键": [1, "二"], "b": None}, "delete": ["x"], "next": 9}
    assert json.loads(journal_json(parts, ["x"], 9)) == expected


def test_save_without_encode_first_encodes_itself() -> None:
    state = _Bytes({0: {}})
    batch = BatchState(state, 0, 5)
    batch["count:acme:al"] = 1
    asyncio.run(batch.save())
    assert [key for key, _ in state.sent] == [journal_key(0), "count:acme:al"]
