"""A language named only inside the user's goal is not a language they speak (goal_languages)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _languages(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.languages"}


def _goals(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.goals"}


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        (
            "I want to learn to read Akkadian cuneiform before I retire",
            "learn to read Akkadian cuneiform",
        ),
        ("my goal is to speak Italian with my in-laws", "speak Italian with my in-laws"),
        ("目标是年底能用韩语聊天", "能用韩语聊天"),
        ("我想能看懂法语原版小说", "能看懂法语原版小说"),
    ],
)
def test_a_language_inside_a_goal_is_the_goal_only(text: str, goal: str) -> None:
    assert _languages(text) == set()
    assert goal in _goals(text)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I speak Spanish and my goal is to learn Italian this year", "Spanish"),
        ("I speak French fluently. My goal this year is to run a marathon.", "French"),
        ("我会说粤语，今年想学日语", "粤语"),
        ("我会说英语，目标是考上研究生", "英语"),
    ],
)
def test_a_language_said_outside_the_goal_stands(text: str, language: str) -> None:
    assert _languages(text) == {language}
