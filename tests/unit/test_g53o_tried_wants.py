"""A want to try something is no goal (g53o); a want to reach something is."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

TRIED: list[str] = [
    "I want to try a sweater next",
    "I'd like to try pottery sometime",
    "I want to try the new ramen place",
    "想试试吃素一段时间",
    "想试试攀岩",
    "我想尝尝这家新开的火锅",
]


@pytest.mark.parametrize("text", TRIED)
def test_trying_is_no_goal(text: str) -> None:
    """Nothing is kept as a goal when the user only wants to try something."""
    assert not any(k == "profile.goals" for k, _ in learned_keys(text))


GOALS: list[tuple[str, str]] = [
    ("I want to learn Italian", "learn Italian"),
    ("I want to run a marathon this year", "run a marathon"),
    ("I want to try to run a half marathon this year", "try to run a half marathon"),
    ("想学日语", "学日语"),
    ("今年想考个驾照", "考个驾照"),
]


@pytest.mark.parametrize(("text", "goal"), GOALS)
def test_a_want_to_reach_stays_a_goal(text: str, goal: str) -> None:
    """A want with an end to reach is still a goal."""
    assert ("profile.goals", goal) in learned_keys(text)
