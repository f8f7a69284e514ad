"""A goal that is a verb alone with no object is no goal (zh `_BARE_GOAL`, en `_NO_GOAL`)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _goals(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.goals"}


@pytest.mark.parametrize(
    ("text", "goals"),
    [
        ("今年最大的目标：考下注册监理工程师，去年差3分，今年一定要拿下", {"考下注册监理工程师"}),
        ("这次考试我一定要过关", set()),
        ("I'm trying to think in metric", set()),
        ("I want to nail it this year", set()),
    ],
)
def test_a_verb_alone_is_no_goal(text: str, goals: set[str]) -> None:
    assert _goals(text) == goals


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("今年想把驾照拿下来", "拿驾照"),
        ("今年一定要上岸", "上岸"),
        ("I want to run a marathon this year", "run a marathon"),
    ],
)
def test_a_goal_with_its_object_stands(text: str, goal: str) -> None:
    assert _goals(text) == {goal}
