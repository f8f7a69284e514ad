"""A serving is not what is liked ("a glass of red wine" is red wine, 来一扎冰啤酒 is 冰啤酒),
so a later ending of the drink ends the like (none of these sentences is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories

DAY = date(2026, 4, 6)


def _liked(text: str) -> set[str]:
    parse = en.parse if text.isascii() else zh.parse
    return {f.value for f in parse(text, DAY) if f.slot == "like"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I love a mug of hot cocoa", "hot cocoa"),
        ("I really enjoy a bowl of ramen", "ramen"),
        ("I like Cup Noodles", "Cup Noodles"),
        ("下班后就爱来一杯手冲", "手冲"),
        ("我喜欢喝一碗绿豆汤", "喝绿豆汤"),
        ("我喜欢杯子蛋糕", "杯子蛋糕"),
    ],
)
def test_the_serving_goes(text: str, value: str) -> None:
    assert value in _liked(text)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I love a pint of cider", "I don't drink cider anymore"),
        ("下班后就爱来一杯手冲", "手冲已经不喝了"),
    ],
)
def test_ending_the_drink_ends_the_like(first: str, then: str) -> None:
    found = [m for m in memories(first, then) if m.key.startswith("pref:")]
    assert found and all(m.value != "like" for m in found if m.status is MemoryStatus.ACTIVE)
    assert [m.version for m in found] == [2]  # the like is version 1, in its history
