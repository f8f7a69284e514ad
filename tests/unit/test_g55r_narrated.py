"""The narrative told again from the very same memories is the one told before."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from memstream.processors import narrative as narrative_module
from memstream.query_api import narrated
from memstream.query_api.narrated import TellingMemo, same_objects, told_narrative
from memstream.schemas.memory import Memory, MemoryType
from tests.unit.test_recall_score import make_memory

LISBON = make_memory("Lives in Lisbon", MemoryType.PROFILE, key="profile.location")
TEA = make_memory("喜欢喝绿茶", MemoryType.PREFERENCE, key="pref:绿茶")


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the narratives rendered."""
    count = [0]

    def counted(tenant: str, user: str, memories: Any) -> Memory | None:
        count[0] += 1
        return narrative_module.narrative(tenant, user, memories)

    monkeypatch.setattr(narrated, "narrative", counted)
    return count


def test_the_same_objects_tell_the_same_narrative_once(renders: list[int]) -> None:
    memo = TellingMemo()
    first = memo.told("t", "u", [LISBON, TEA])
    assert first is not None and first == narrative_module.narrative("t", "u", [LISBON, TEA])
    assert memo.told("t", "u", (LISBON, TEA)) is first
    assert renders[0] == 1


def test_equal_but_other_objects_are_told_again(renders: list[int]) -> None:
    memo = TellingMemo()
    first = memo.told("t", "u", [LISBON])
    copy = LISBON.model_copy()
    again = memo.told("t", "u", [copy])
    assert renders[0] == 2 and again == first


def test_other_memories_or_another_user_tell_their_own(renders: list[int]) -> None:
    memo = TellingMemo()
    both = memo.told("t", "u", [LISBON, TEA])
    one = memo.told("t", "u", [LISBON])
    other = memo.told("t", "v", [LISBON])
    assert one == narrative_module.narrative("t", "u", [LISBON]) and one != both
    assert other is not None and other.scope.user == "v"
    assert memo.told("t", "u", [TEA, LISBON]) == narrative_module.narrative("t", "u", [TEA, LISBON])
    assert renders[0] == 4
    assert memo.told("t", "u", []) is None


def test_the_memo_keeps_at_most_capacity_users(renders: list[int]) -> None:
    memo = TellingMemo(capacity=1)
    memo.told("t", "u", [LISBON])
    memo.told("t", "v", [LISBON])
    memo.told("t", "u", [LISBON])
    assert renders[0] == 3
    memo.told("t", "u", [LISBON])
    assert renders[0] == 3


def test_same_objects_means_identity_and_order() -> None:
    copy = LISBON.model_copy()
    assert same_objects([LISBON, TEA], (LISBON, TEA))
    assert not same_objects([LISBON], [copy])
    assert not same_objects([LISBON, TEA], [TEA, LISBON])
    assert not same_objects([LISBON], [LISBON, TEA])


class _Reader:
    def __init__(self, memories: Sequence[Memory]) -> None:
        self.memories = list(memories)

    def narrated(self, tenant: str, user: str) -> list[Memory]:
        return self.memories


def test_told_narrative_reads_through_the_memo(renders: list[int]) -> None:
    memo = TellingMemo()
    reader = _Reader([LISBON])
    first = told_narrative(reader, "t", "u", memo)  # type: ignore[arg-type]
    assert told_narrative(reader, "t", "u", memo) == first and len(first) == 1  # type: ignore[arg-type]
    assert renders[0] == 1
    assert told_narrative(_Reader([]), "t", "u", memo) == []  # type: ignore[arg-type]


def test_a_cleared_memo_tells_again(renders: list[int]) -> None:
    memo = TellingMemo()
    memo.told("t", "u", [LISBON, TEA])
    assert len(memo) == 1
    memo.clear()
    assert len(memo) == 0
    memo.told("t", "u", [LISBON, TEA])
    assert renders[0] == 2
