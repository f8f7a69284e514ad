"""g50h: how often said in more places: a Chinese time kept fixed (周末早上固定去花鸟市场, 周三
晚上我固定练一小时琴) and English weekdays said short (I swim Mon, Wed and Fri; every Sat);
not a thing fixed (固定资产, 会议时间固定在周一) nor a short word that is no day (I sat on
the bench)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import user_slots


def _habits(text: str) -> list[str]:
    return [value for slot, value in user_slots(text) if slot == "habit"]


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("周末早上固定去花鸟市场转一圈", "周末早上去花鸟市场"),
        ("我周末固定去爬山", "周末爬山"),
        ("周三晚上我固定练一小时琴", "周三晚上练琴"),
        ("晚饭后我们固定出去散步", "晚饭后散步"),
    ],
)
def test_zh_a_time_kept_fixed_is_how_often(text: str, habit: str) -> None:
    assert any(values_match(habit, found) for found in _habits(text))


@pytest.mark.parametrize(
    "text", ["固定资产要折旧", "会议时间固定在周一", "晚上固定是我的游戏时间", "周末固定去吗？"]
)
def test_zh_a_thing_fixed_is_no_habit(text: str) -> None:
    assert _habits(text) == []


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I swim Mon, Wed and Fri.", "swim Mon"),
        ("I lift Mon/Wed/Fri before work.", "lift Mon/Wed/Fri"),
        ("I swim every Sat at the lido.", "swim every Sat"),
        ("i do yoga tues and thurs nights", "yoga tues and thurs nights"),
    ],
)
def test_en_weekdays_said_short_are_how_often(text: str, habit: str) -> None:
    assert any(values_match(habit, found) for found in _habits(text))


def test_en_weekdays_said_short_are_no_employer() -> None:
    assert not any(slot == "employer" for slot, _ in user_slots("I run Tues and Thurs."))


@pytest.mark.parametrize(
    "text", ["I sat on the bench.", "The sun was out on Sat, so we went to the beach."]
)
def test_en_a_word_like_a_short_day_is_no_habit(text: str) -> None:
    assert _habits(text) == []
