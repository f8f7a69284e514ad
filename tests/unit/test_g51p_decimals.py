"""A decimal point inside a Chinese sentence stays in the value read (grammar/decimals.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _values(text: str, key: str) -> set[str]:
    return {value for k, value in learned_keys(text) if k == key}


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("今年想把美团评分做到4.9，再开个分店", "把美团评分做到4.9"),
        ("今年想把体重减到62.5公斤", "把体重减到62.5公斤"),
        ("今年给自己定的目标是把雅思考到6.5", "把雅思考到6.5"),
        ("我今年的目標是把GPA拉到3.8", "把GPA拉到3.8"),
    ],
)
def test_a_goal_keeps_its_decimal(text: str, goal: str) -> None:
    assert _values(text, "profile.goals") == {goal}


def test_a_month_and_day_stays_a_date() -> None:
    assert ("fact:trip:上海", "2026-03-08") in learned_keys("我3.8号去上海出差")


def test_a_decimal_elsewhere_leaves_the_sentence_read() -> None:
    assert _values("我身高1.75米，住在杭州", "profile.location") == {"杭州"}


def test_english_keeps_its_decimal_too() -> None:
    assert _values("I want to get my GPA to 3.8 by June", "profile.goals") == {"get my GPA to 3.8"}
