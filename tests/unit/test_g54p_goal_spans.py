"""g54p: a goal said as two doings joined by "and" is two goals, each a value of its own; one
doing with two objects stays one goal. Chinese goals are not parted."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.goal_spans import kept
from tests.fixtures.grammar import learned_keys


def _goals(text: str) -> set[str]:
    """The user's goals learned from one message."""
    return {value for key, value in learned_keys(text) if key == "profile.goals"}


@pytest.mark.parametrize(
    ("text", "goals"),
    [
        (
            "goal for 2026: get my commercial drone licence and start doing roof inspections",
            {"get my commercial drone licence", "start doing roof inspections"},
        ),
        (
            "My goal is to get my pilot's licence and fly my dad to Skye",
            {"get my pilot's licence", "fly my dad to Skye"},
        ),
        ("My aim is to save up and buy a flat in Leeds", {"save up", "buy a flat in Leeds"}),
    ],
)
def test_two_joined_doings_are_two_goals(text: str, goals: set[str]) -> None:
    assert _goals(text) == goals


@pytest.mark.parametrize(
    "value",
    ["learn Spanish and French", "get a dog and a cat", "learn to swim and dive", "考驾照和买车"],
)
def test_one_doing_with_two_objects_stays_one_goal(value: str) -> None:
    assert kept([Fill("goal", value)]) == [Fill("goal", value)]


def test_someone_elses_goal_is_not_parted() -> None:
    theirs = Fill("goal", "learn Spanish and move to Madrid", subject="sister")
    assert kept([theirs]) == [theirs]


def test_chinese_label_goal_is_kept_whole() -> None:
    assert _goals("今年目标：瘦到120斤") == {"瘦到120斤"}


def test_fills_of_other_slots_and_people_are_all_kept() -> None:
    cat_likes = Fill("like", "民谣", subject="猫:咪咪")
    mine = Fill("like", "民谣")
    assert kept([cat_likes, mine]) == [cat_likes, mine]
