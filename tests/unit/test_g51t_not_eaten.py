"""A food not eaten by taste is a dislike (issue 22, g51t; docs/slots.md: avoided by taste, a
dislike; as a rule, a diet): said of one's meals (我平时不吃香菜, 我吃饭不吃辣的) or with a reason
of taste beside it ("i dont drink coffee at all (tastes burnt to me)", "I never eat mushrooms,
too slimy"). A meat or a drink stays a diet, a meal or a day is no taste, someone else's is
theirs, and without a reason an English "I don't eat X" reads nothing here."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _disliked(text: str) -> set[str]:
    """The dislikes one message teaches about the user."""
    return {
        k.removeprefix("pref:")
        for k, v in learned_keys(text)
        if k.startswith("pref:") and v == "dislike"
    }


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("我平时不吃香菜", "香菜"),
        ("平时不吃辣，鼻炎也老犯", "辣"),
        ("我吃饭不吃辣的", "辣"),
        ("i dont drink coffee at all (tastes burnt to me), i do yoga every morning", "coffee"),
        ("I don't eat okra, the texture is awful.", "okra"),
        ("I never eat mushrooms, too slimy.", "mushrooms"),
    ],
)
def test_a_food_not_eaten_by_taste_is_a_dislike(text: str, thing: str) -> None:
    assert thing in _disliked(text)


@pytest.mark.parametrize(
    "text",
    [
        "平时不吃猪肉",
        "平时不喝酒",
        "今天不吃香菜",
        "我儿子平时不吃香菜",
        "I don't eat pork, it tastes off to me.",
        "Do you eat okra? The texture is weird.",
        "My son doesn't eat okra, too slimy.",
    ],
)
def test_a_diet_a_day_a_question_or_someone_else_is_no_dislike_of_the_user(text: str) -> None:
    assert _disliked(text) == set()


def test_a_meal_skipped_is_no_taste() -> None:
    assert "breakfast" not in _disliked("I don't eat breakfast, I hate mornings.")
