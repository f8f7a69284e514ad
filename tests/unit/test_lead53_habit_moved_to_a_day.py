"""A habit moved to another day of the week (打网球改成每周六了, 网球改到周六了, "Tennis is on
Saturdays now"): the habit at its new day, the old one ended, no plan of the move and no
trade of the doing for a day (`habit_moved`, `revised.moved`, `follow.traded`)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


@pytest.mark.parametrize(
    ("earlier", "later", "now"),
    [
        ("我每周日打网球。", "打网球改成每周六了", "每周六打网球"),
        ("我每周日打网球。", "网球改到周六了", "每周六打网球"),
        ("我每周一练瑜伽。", "瑜伽改到周三了", "每周三练瑜伽"),
        ("我每天早上跑步。", "跑步改到晚上了", "晚上跑步"),
        ("I play tennis every Sunday.", "Tennis is on Saturdays now", "play tennis every Saturday"),
        ("I swim every Tuesday.", "swimming moved to Thursdays", "swim every Thursday"),
        ("我每周三晚上教小朋友下围棋。", "围棋课我改到周六上午了", "每周六上午教小朋友下围棋"),
    ],
)
def test_the_habit_holds_at_its_new_day_only(earlier: str, later: str, now: str) -> None:
    assert [m.value for m in active_after(earlier, later, "habit")] == [now]
    assert active_after(earlier, later, "plan") == []


def test_a_trade_for_a_thing_is_still_a_trade() -> None:
    habits = active_after(
        "every morning I have a green tea", "I traded the morning green tea for coffee", "habit"
    )
    assert [m.value for m in habits] == ["coffee every morning"]


def test_a_meeting_moved_to_a_day_moves_no_habit() -> None:
    assert [m.value for m in active_after("我每周日打网球。", "会议改到周三了", "habit")] == [
        "每周日打网球"
    ]


@pytest.mark.parametrize(
    "later",
    ["my boss moved the meeting to Thursday", "we moved the dentist appointment to Thursday"],
)
def test_someone_elses_move_or_one_dates_moves_no_habit(later: str) -> None:
    habits = active_after("I swim every Tuesday.", later, "habit")
    assert [m.value for m in habits] == ["swim every Tuesday"]
