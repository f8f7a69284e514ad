"""A want something causes is a feeling, not a goal (grammar/caused_wants.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _goals(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.goals"}


@pytest.mark.parametrize(
    "text",
    [
        "That song made me want to move to Texas",
        "this weather makes me wanna quit my job",
        "country music makes me want to leave the arena",
        "这首歌让我好想去西藏",
        "那个视频让我想学吉他",
        "看得我都想辞职了",
    ],
)
def test_a_caused_want_is_no_goal(text: str) -> None:
    assert _goals(text) == set()


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("I want to move to Texas", "move to Texas"),
        (
            "this song makes me want to dance, and my goal is to learn salsa this year",
            "learn salsa",
        ),
        ("我想去西藏", "去西藏"),
        ("这首歌真好听，我今年想学吉他", "学吉他"),
    ],
)
def test_a_goal_of_ones_own_stands(text: str, goal: str) -> None:
    assert _goals(text) == {goal}
