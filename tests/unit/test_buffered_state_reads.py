"""A buffered stage state answers `get` and `in` for absent keys without raising."""

from typing import Any

from memstream.pipeline.state import BufferedState, MappingTable


class CountingTable(MappingTable):
    """A mapping table that counts how often each key is read from it."""

    def __init__(self, mapping: dict[str, Any]) -> None:
        super().__init__(mapping)
        self.reads: dict[str, int] = {}

    def get(self, key: str, default: Any = None) -> Any:
        """The value of `key`, counted."""
        self.reads[key] = self.reads.get(key, 0) + 1
        return super().get(key, default)


def test_get_of_an_absent_english_key_is_the_default() -> None:
    state = BufferedState(MappingTable({"memory:a": {"text": "I live in Leeds"}}))
    assert state.get("memory:b") is None
    assert state.get("memory:b", "none") == "none"
    assert state.get("memory:a") == {"text": "I live in Leeds"}


def test_get_of_an_absent_chinese_key_is_the_default() -> None:
    state = BufferedState(MappingTable({"记忆:甲": {"text": "我住在杭州"}}))
    assert state.get("记忆:乙", 0) == 0
    assert state.get("记忆:甲") == {"text": "我住在杭州"}


def test_contains_follows_writes_and_deletes() -> None:
    state = BufferedState(MappingTable({"memory:a": 1}))
    assert "memory:a" in state
    assert "memory:b" not in state
    state["memory:b"] = 2
    del state["memory:a"]
    assert "memory:b" in state
    assert "memory:a" not in state
    assert state.get("memory:a", "gone") == "gone"
    assert not state.__contains__(3)  # a key that is not text is never held


def test_an_absent_key_is_read_from_the_table_once() -> None:
    table = CountingTable({})
    state = BufferedState(table)
    for _ in range(3):
        assert state.get("记忆:丙") is None
        assert "记忆:丙" not in state
    assert table.reads == {"记忆:丙": 1}


def test_flush_after_a_get_writes_nothing_for_absent_keys() -> None:
    mapping: dict[str, Any] = {"memory:a": 1}
    state = BufferedState(MappingTable(mapping))
    assert state.get("memory:b") is None
    state.flush()
    assert mapping == {"memory:a": 1}
