"""A feeling said as one that came about ("I've come to love X", "I've grown tired of X",
我喜欢上了X, 我慢慢开始讨厌X) is a like or a dislike, and it turns around the opposite
feeling said before (none of these sentences is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories

DAY = date(2026, 4, 6)


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I've come to love sourdough", "like", "sourdough"),
        ("honestly I've grown to like opera", "like", "opera"),
        ("I started to enjoy chess", "like", "chess"),
        ("I've started liking olives", "like", "olives"),
        ("I fell in love with salsa dancing", "like", "salsa dancing"),
        ("I've come to hate crowds", "dislike", "crowds"),
        ("I've grown tired of podcasts", "dislike", "podcasts"),
    ],
)
def test_english_feeling_that_came_about(text: str, slot: str, value: str) -> None:
    found = {(f.slot, f.value) for f in en.parse(text, DAY) if f.subject == "user"}
    assert (slot, value) in found


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我最近喜欢上了围棋", "like", "围棋"),
        ("我爱上了徒步", "like", "徒步"),
        ("我渐渐喜欢上了橄榄", "like", "橄榄"),
        ("我越来越喜欢晴天了", "like", "晴天"),
        ("我慢慢开始讨厌人多的地方了", "dislike", "人多的地方"),
    ],
)
def test_chinese_feeling_that_came_about(text: str, slot: str, value: str) -> None:
    found = {(f.slot, f.value) for f in zh.parse(text, DAY) if f.subject == "user"}
    assert (slot, value) in found
    assert all(f.value not in ("上", "开始", "渐渐", "越来越") for f in zh.parse(text, DAY))


@pytest.mark.parametrize("text", ["我喜欢上海", "我爱上海", "I came to Leeds to study"])
def test_a_place_or_a_trip_is_not_a_feeling_that_came_about(text: str) -> None:
    parse = zh.parse if text.isascii() is False else en.parse
    values = {f.value for f in parse(text, DAY) if f.slot in ("like", "dislike")}
    assert values <= {"上海"}


@pytest.mark.parametrize(
    ("first", "then", "old"),
    [
        ("I hate olives", "I've come to love olives", "pref:olives"),
        ("我讨厌晴天", "我最近喜欢上了晴天", "pref:晴天"),
    ],
)
def test_it_turns_the_opposite_feeling_around(first: str, then: str, old: str) -> None:
    found = [m for m in memories(first, then) if m.key == old]
    assert [m.value for m in found if m.status is MemoryStatus.ACTIVE] == ["like"]
