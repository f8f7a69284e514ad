"""Habits listed under a named routine (issue 22, g54t): "My morning routine: coffee, a walk,
then emails", 我的睡前习惯是泡脚加看书. Someone else's routine, a wish, a question or a routine
gone by is none of the user's habits; "get" of a doing is a habit's verb ("I get up at 6 on
weekdays")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    ("text", "habits"),
    [
        (
            "My morning routine: coffee, a walk, then emails.",
            {"coffee every morning", "walk every morning", "emails every morning"},
        ),
        (
            "My bedtime routine is a hot shower and a book.",
            {"hot shower at bedtime", "book at bedtime"},
        ),
        (
            "Our Sunday routine is a long run and a roast.",
            {"long run on Sundays", "roast on Sundays"},
        ),
        (
            "my bedtime ritual: chamomile, no phone after 10, and 10 minutes of Duolingo Welsh",
            {"chamomile at bedtime", "10 minutes of Duolingo Welsh at bedtime"},
        ),
        ("我的睡前习惯是泡脚加看书", {"睡前泡脚", "睡前看书"}),
        ("我每天早上的流程是喝水、拉伸、冲澡", {"每天早上喝水", "每天早上拉伸", "每天早上冲澡"}),
        ("我的周末日常就是睡懒觉然后打游戏", {"周末睡懒觉", "周末打游戏"}),
    ],
)
def test_each_item_of_a_named_routine_is_a_habit(text: str, habits: set[str]) -> None:
    assert set(habits_learned(text)) == habits


@pytest.mark.parametrize(
    "text",
    [
        "My old routine was gym at 6.",
        "Her morning routine is yoga.",
        "What's your morning routine?",
        "我以前的睡前习惯是刷手机",
        "你的睡前习惯是什么？",
    ],
)
def test_a_routine_not_the_users_now_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I get my hair cut every other week.", "get hair cut every other week"),
        ("I get up at 6 on weekdays.", "get up at 6 on weekdays"),
        ("I get the bus to work every day.", "get the bus to work every day"),
    ],
)
def test_a_get_of_a_doing_is_a_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize("text", ["I get tired every afternoon.", "I get paid every two weeks."])
def test_a_get_of_a_state_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []
