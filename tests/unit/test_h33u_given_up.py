"""A food or drink given up is a way of eating (`grammar/given_up.py`), English and Chinese,
through the real extract and consolidate stages: the diet it makes holds, and a like of the
same food ends. My own sentences, none a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

DIETS = [
    ("I cut out dairy last month.", "dairy-free"),
    ("Gave up meat two years ago and never looked back.", "vegetarian"),
    ("I've ditched gluten entirely.", "gluten-free"),
    ("I quit drinking in 2024.", "no alcohol"),
    ("我不吃肉了。", "vegetarian"),
    ("我已经不喝酒了。", "no alcohol"),
]


@pytest.mark.parametrize(("said", "diet"), DIETS)
def test_a_food_given_up_is_a_diet(said: str, diet: str) -> None:
    assert _holds(_now(said), f"diet {diet}")


ENDED = [
    ("I love a cold beer after work.", "I quit drinking.", "beer", "no alcohol"),
    ("I love steak.", "I gave up meat.", "steak", "vegetarian"),
    ("我喜欢喝啤酒。", "我已经不喝酒了。", "啤酒", "no alcohol"),
]


@pytest.mark.parametrize(("first", "then", "old", "diet"), ENDED)
def test_the_like_of_the_food_ends_and_the_diet_holds(
    first: str, then: str, old: str, diet: str
) -> None:
    now = _now(first, then)
    assert _holds(now, diet) and not _holds(now, old)


NOT_A_DIET = [
    "I gave up sugar for Lent.",
    "I want to cut out dairy.",
    "Should I quit drinking?",
    "我今天不吃肉了。",
    "我打算不喝酒了。",
    "I'm fine with gluten now.",
]


@pytest.mark.parametrize("said", NOT_A_DIET)
def test_a_food_given_up_for_a_while_or_only_willed_is_no_diet(said: str) -> None:
    assert not any(text.startswith("fact:diet") for text in _now(said))
