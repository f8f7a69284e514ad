"""A weekday said to be the user's day for a doing is a habit (issue 22, g52t), in English and
Chinese ("Sunday is my long run day", 周五晚上是我的游戏时间), not a plan for the next such day
nor a time zone; a day that is no doing (a birthday, a day off, 休息日), a question, someone
else's day or a day gone by teaches no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _habits(text: str) -> set[str]:
    """The habits one message teaches about the user."""
    return {v for k, v in learned_keys(text) if k == "fact:habit"}


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("Sunday is my long run day.", "long run day every Sunday"),
        ("Monday is leg day, always.", "leg day every Monday"),
        ("Saturday mornings are my parkrun time.", "parkrun time every Saturday morning"),
        ("Thursday nights are quiz night at the local.", "quiz night every Thursday night"),
        ("周五晚上是我的游戏时间。", "周五晚上游戏"),
        ("周日是我的长跑日。", "周日长跑"),
        ("每周六是我们家的火锅日。", "每周六火锅"),
    ],
)
def test_a_weekday_kept_for_a_doing_is_a_habit(text: str, habit: str) -> None:
    keys = learned_keys(text)
    assert habit in _habits(text)
    assert not any(k.startswith("fact:plan") or k == "profile.timezone" for k, _ in keys)


@pytest.mark.parametrize(
    "text",
    [
        "Sunday is my birthday.",
        "Thursday is bin day.",
        "Saturday is my day off.",
        "Is Sunday your long run day?",
        "Friday was date night.",
        "周日是我的休息日。",
        "周五是我生日。",
        "他周五晚上是他的游戏时间。",
        "以前周五晚上是我的游戏时间。",
    ],
)
def test_a_day_that_is_no_doing_of_the_user_is_no_habit(text: str) -> None:
    assert _habits(text) == set()
