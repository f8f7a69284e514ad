"""Habits said without a verb, how often first (issue 22, g54t): "Twice a week, yoga.",
"Nightly: 20 min of Spanish on Duolingo", "Breakfast is always porridge". A clause with a
subject of its own, someone else's doing, a resolution or a question is no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("Twice a week, yoga.", "yoga twice a week"),
        ("Every day after lunch, a short walk.", "short walk every day after lunch"),
        ("Nightly: 20 min of Spanish on Duolingo.", "20 min of Spanish on Duolingo nightly"),
        ("Sundays = long run.", "long run Sundays"),
        ("Every Sunday, church.", "church every Sunday"),
        ("Breakfast is always porridge.", "porridge for breakfast"),
        ("It's oatmeal for breakfast every day for me.", "oatmeal for breakfast every day"),
    ],
)
def test_how_often_then_a_thing_is_a_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize(
    "text",
    [
        "Twice a week? No way.",
        "Every morning, the same problem.",
        "Every day, my boss yells.",
        "Every morning, my dog wakes me up",
        "Weekends: nothing planned.",
        "my New Year's resolution: read every night",
        "Every day, it rains.",
    ],
)
def test_a_fragment_of_no_doing_of_the_users_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []
