"""Tastes said by what a thing does to the user (issue 22, g53t), EN and ZH: "Small talk
exhausts me", "Astronomy fascinates me", 开会让我很烦, 画画让我很开心. A thing at hand, a
person, a past or a question teaches no taste."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing", "polarity"),
    [
        ("Small talk exhausts me.", "small talk", "dislike"),
        ("Crowds drain me.", "crowds", "dislike"),
        ("Astronomy fascinates me.", "astronomy", "like"),
        ("Horror films creep me out.", "horror films", "dislike"),
        ("Cooking for big groups energizes me.", "cooking for big groups", "like"),
        ("Spicy food has never agreed with me.", "spicy food", "dislike"),
        ("开会让我很烦。", "开会", "dislike"),
        ("逛街总是让我很累。", "逛街", "dislike"),
        ("画画让我很满足。", "画画", "like"),
        ("下雨天让我心情不好。", "下雨天", "dislike"),
        ("Sci-fi is right up my alley.", "sci-fi", "like"),
        ("Bluegrass is totally my kind of music.", "bluegrass", "like"),
        ("Opera is lost on me.", "opera", "dislike"),
        ("Golf has never appealed to me.", "golf", "dislike"),
        ("Give me a good thriller any day.", "thriller", "like"),
        ("科幻片正合我胃口。", "科幻片", "like"),
        ("香菜不合我胃口。", "香菜", "dislike"),
    ],
)
def test_what_a_thing_does_to_the_user_is_a_taste(text: str, thing: str, polarity: str) -> None:
    assert (thing, polarity) in _tastes(text)


def test_no_taste_of_the_adverb_after_the_thing() -> None:
    assert _tastes("爵士乐总能让我平静下来。") == {("爵士乐", "like")}


@pytest.mark.parametrize(
    "text",
    [
        "The meeting exhausted me.",
        "My boss stresses me out.",
        "This song relaxes me.",
        "Does jazz relax you?",
        "He bores me.",
        "People exhaust me.",
        "That is right up my alley.",
        "Your plan is lost on me.",
        "这个不合我胃口。",
        "我老公让我很烦。",
        "今天让我很累。",
        "昨天开会让我很烦。",
        "这件事让我很烦。",
    ],
)
def test_no_taste_of_the_user(text: str) -> None:
    assert _tastes(text) == set()
