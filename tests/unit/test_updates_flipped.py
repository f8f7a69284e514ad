"""A like turns a dislike of the same thing around, and a dislike a like, even when the
second wording differs a little from the first ("rain", "rainy days"; 下雨, 下雨天), through
the real extract and consolidate stages (none of these sentences is a corpus line)."""

from __future__ import annotations

import pytest

from memstream.processors.negation import same_thing
from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories


def _prefs(found: list[Memory], status: MemoryStatus) -> set[str]:
    return {m.key for m in found if m.status is status and m.key.startswith("pref:")}


@pytest.mark.parametrize(
    ("first", "then", "old", "new"),
    [
        ("I hate snow", "I love snowy mornings", "pref:snow", "pref:snowy mornings"),
        ("I really like dogs", "honestly I can't stand dog now", "pref:dogs", "pref:dog"),
        ("我讨厌刮风", "现在挺喜欢刮风天的", "pref:刮风", "pref:刮风天"),
        ("我喜欢狗", "我现在讨厌狗狗", "pref:狗", "pref:狗狗"),
    ],
)
def test_the_opposite_feeling_ends_the_first(first: str, then: str, old: str, new: str) -> None:
    found = memories(first, then)
    assert old in _prefs(found, MemoryStatus.SUPERSEDED)
    assert old not in _prefs(found, MemoryStatus.ACTIVE)
    assert new in _prefs(found, MemoryStatus.ACTIVE)


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        ("I love cats", "I hate cat videos", "pref:cats"),
        ("I hate spicy food", "I love spicy curry", "pref:spicy food"),
        ("我喜欢猫", "我讨厌狗", "pref:猫"),
        ("我讨厌下雨", "我讨厌下雨天", "pref:下雨"),
    ],
)
def test_another_thing_or_the_same_feeling_ends_nothing(first: str, then: str, kept: str) -> None:
    assert kept in _prefs(memories(first, then), MemoryStatus.ACTIVE)


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("rain", "rainy days", True),
        ("sun", "sunny weekends", True),
        ("cats", "cat", True),
        ("cats", "cat videos", False),
        ("下雨", "下雨天", True),
        ("猫", "猫咪", True),
        ("猫", "狗", False),
        ("咖啡", "咖啡因饮料", False),
    ],
)
def test_two_wordings_of_one_thing(one: str, other: str, same: bool) -> None:
    assert same_thing(one, other) is same
