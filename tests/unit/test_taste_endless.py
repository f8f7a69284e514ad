"""A like said as a taking without end (`taste_endless`): the user could have the thing all
day, every day or for ever; and what is no such like (a habit said plainly, one dish at hand,
someone else's, a wish)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import taste_endless
from tests.fixtures.grammar import learned_keys

SAID: list[tuple[str, str]] = [
    ("mango sticky rice I can eat every day forever", "mango sticky rice"),
    ("I could listen to Fleetwood Mac all day", "fleetwood mac"),
    ("I could eat tacos every single day", "tacos"),
    ("火锅我能天天吃", "火锅"),
    ("我可以吃一辈子火锅", "火锅"),
    ("我可以天天喝奶茶", "奶茶"),
]
"""Takings without end (EN and ZH) and the thing liked (keys are lower-cased)."""

NOTHING: list[str] = [
    "I could eat this every day",
    "I could do this all day",
    "she could eat pizza every day",
    "I can eat every day at 6",
    "这个我能天天吃",
    "如果可以我想天天吃火锅",
    "我老公可以天天吃火锅",
]
"""No like of the user's: one thing at hand, no thing, someone else's, a wish."""

STILL_MISSED: list[str] = [
    "pho, I could eat it every day",  # the thing in a clause of its own before a pronoun
    "honestly i could eat tacos every single day",  # the grammar's gate sets it aside
]
"""Takings without end the readers do not read yet."""


@pytest.mark.parametrize(("text", "thing"), SAID)
def test_a_taking_without_end_is_a_like(text: str, thing: str) -> None:
    """The thing the user could take without end is their like."""
    assert (f"pref:{thing}", "like") in learned_keys(text)


@pytest.mark.parametrize("text", NOTHING)
def test_no_taking_of_the_users_learns_no_like(text: str) -> None:
    """One thing at hand, no thing, someone else or a wish learns no like of the user's."""
    assert not any(value == "like" for _, value in learned_keys(text))


def test_a_habit_said_plainly_is_no_taking_without_end() -> None:
    """ "I eat oatmeal every day" says a habit, not "could": the reader reads nothing."""
    assert taste_endless.read("I eat oatmeal every day", False) == []
