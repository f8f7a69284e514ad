"""Languages rated or used as a list, or one said better than another
(`grammar/language_levels.py`): "my Ukrainian and Russian are native", 朝鲜语汉语都是母语,
英语和湘西话都要用, 西班牙语说得比普通话还溜; and what stays no language of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _languages(text: str) -> set[str]:
    """The languages learned for the user from one whole message."""
    return {value for key, value in learned_keys(text) if key == "profile.languages"}


@pytest.mark.parametrize(
    ("said", "languages"),
    [
        ("My Ukrainian and Russian are native obviously.", {"Ukrainian", "Russian"}),
        ("my french and german are both pretty rusty tbh", {"French", "German"}),
        ("Tagalog and English are my native languages.", {"Tagalog", "English"}),
        (
            "quick intro: Ines, 29, analyst, Portuguese and Spanish native",
            {"Portuguese", "Spanish"},
        ),
        ("I'm a Portuguese and Spanish native speaker", {"Portuguese", "Spanish"}),
        ("English, French and German fluent, some Italian", {"English", "French", "German"}),
        ("我是延边的朝鲜族，朝鲜语汉语都是母语", {"朝鲜语", "汉语"}),
        ("我英语和法语都很流利", {"英语", "法语"}),
        ("我在景区当讲解员，带团的时候英语和湘西话都要用", {"英语", "湘西话"}),
        ("在阿根廷开超市十几年了，西班牙语现在说得比普通话还溜", {"西班牙语"}),
    ],
)
def test_languages_rated_or_used_as_a_list(said: str, languages: set[str]) -> None:
    assert _languages(said) >= languages


@pytest.mark.parametrize(
    "said",
    [
        "her French and German are fluent",
        "she's a French and German native speaker",
        "are your Spanish and French fluent?",
        "Spanish and Portuguese native speakers are welcome to apply",
        "salt and pepper are good on everything",
        "我老婆英语和法语都很流利",
        "英语和法语都是母语吗",
        "如果英语和法语都是母语就好了",
        "我儿子英语和法语都说得很溜",
        "他西班牙语说得比普通话还溜",
    ],
)
def test_no_language_of_the_users(said: str) -> None:
    assert _languages(said) == set()


STILL_LEARNED_WRONGLY: tuple[str, ...] = ("我希望英语和法语都说得很好",)
"""A wish that another reader (not these shapes) still reads as two languages spoken."""
