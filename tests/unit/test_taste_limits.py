"""A dislike said as a limit of the user's taste (`taste_limits`): too much of a taste for
them, anything over it, anything but it, out at it, a heresy; and what is no such dislike
(someone else's, a review of one dish at hand, a price or a difficulty, a choice of no taste)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import taste_limits
from tests.fixtures.grammar import learned_keys

SAID_EN: list[tuple[str, str]] = [
    ("ugh anything with durian, I'm out", "durian"),
    ("honestly anything with durian I'm out. my whole family loves it", "durian"),
    ("Thai green curry is too spicy for me", "thai green curry"),
    ("mango sticky rice yes, green curry too spicy for me though", "green curry"),
    ("horror movies are way too scary for me", "horror movies"),
    ("I'd rather drink diesel than eat black licorice", "black licorice"),
    ("i'd honestly rather sit in traffic than listen to country music", "country music"),
    ("I'd rather die than watch another superhero movie", "superhero movie"),
    ("I'll eat anything but mushrooms", "mushrooms"),
    ("i'll listen to pretty much anything except opera", "opera"),
]
"""English limits of taste and the thing disliked (keys are lower-cased by the matcher)."""

SAID_ZH: list[tuple[str, str]] = [
    ("甜豆腐脑是邪教", "甜豆腐脑"),
    ("榴莲对我来说太臭了", "榴莲"),
    ("螺蛳粉太臭了，我受不了", "螺蛳粉"),
    ("除了香菜，其他的都吃", "香菜"),
    ("韩剧太虐了，真的看不下去", "韩剧"),
    ("豆汁儿简直是黑暗料理", "豆汁儿"),
]
"""Chinese limits of taste and the thing disliked."""

NOTHING: list[str] = [
    "this soup is too salty for me",
    "that's too expensive for me",
    "the drive is too far for me",
    "lol I'd rather walk than take the bus",
    "my brother would rather eat dirt than eat broccoli",
    "she says anything with durian, she's out",
    "这家的汤太咸了",
    "这题对我来说太难了",
    "他觉得甜豆腐脑是邪教",
    "今天的菜太辣了",
]
"""Sentences that give the user no dislike: a dish at hand, a price, a distance, a choice of
no taste, someone else's taste, a difficulty."""

STILL_MISSED: list[str] = [
    "除了香菜我啥都吃",  # 啥 is read as a question word by the grammar's gate
    "me and jazz? not a fan.",
    "香菜？达咩",  # joined per message, not by the sentence reader
]
"""Limits of taste the readers do not read yet."""


@pytest.mark.parametrize(("text", "thing"), SAID_EN + SAID_ZH)
def test_a_limit_of_taste_is_a_dislike(text: str, thing: str) -> None:
    """The thing the user cannot take is their dislike."""
    assert (f"pref:{thing}", "dislike") in learned_keys(text)


@pytest.mark.parametrize("text", NOTHING)
def test_no_limit_of_the_users_taste_learns_no_dislike(text: str) -> None:
    """A review, a price, a difficulty or someone else's taste is no dislike of the user's."""
    assert not any(value == "dislike" for _, value in learned_keys(text))


def test_the_reader_gives_one_dislike_per_thing() -> None:
    """A thing said twice as a limit is one dislike."""
    fills = taste_limits.read("green curry too spicy for me, green curry too spicy for me", False)
    assert [f.value for f in fills] == ["green curry"]
