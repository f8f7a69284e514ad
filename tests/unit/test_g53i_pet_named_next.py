"""A pet brought in unnamed, then named by a pronoun in a sentence that goes on ("We adopted a
greyhound last week!! Her name's Pepper and she hates stairs"); someone else's pet, a place
word, a question or a wish gives no name."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _pets(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key.startswith("profile.relations.")}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We adopted a greyhound last week!! Her name's Pepper and she hates stairs.", "Pepper"),
        (
            "I got a horse. Well, a share in one. Her name is Clementine and I ride her.",
            "Clementine",
        ),
        ("We got a new kitten today. We named him Mochi, he's tiny.", "Mochi"),
        ("I rescued a parrot. His name is Kiwi and he swears.", "Kiwi"),
    ],
)
def test_a_pet_named_in_the_next_sentence(text: str, name: str) -> None:
    assert name in _pets(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My sister got a puppy. His name is Rocket and he chews everything.", "Rocket"),
        ("I got a horse. Her name is Spain and she is fast.", "Spain"),
        ("I got a horse. Her name is Clementine, maybe?", "Clementine"),
        ("I got a horse. If her name is Clementine she will come.", "Clementine"),
    ],
)
def test_no_name_for_the_pet(text: str, name: str) -> None:
    assert name not in _pets(text)
