"""g50w: roles said as a trade compound, by what the person does, or with a qualifier."""

from __future__ import annotations

import pytest

from memstream.processors.matchers.slots import match_slots
from tests.fixtures.grammar import user_candidates, user_message


def _roles(text: str) -> set[str]:
    return {str(c.value) for c in user_candidates(text, "role")}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I am a dog groomer.", "dog groomer"),
        ("im a horse breeder in Kildare", "horse breeder"),
        ("I work as a dog walker at Happy Tails.", "dog walker"),
        ("I'm a baby photographer, mostly newborn shoots", "baby photographer"),
    ],
)
def test_trade_after_an_animal_word_is_a_role(text: str, role: str) -> None:
    assert role in _roles(text)


def test_named_pet_still_named() -> None:
    keys = {(c.key, str(c.value)) for c in match_slots(user_message("my dog biscuit hates baths"))}
    assert ("profile.relations.dog", "Biscuit") in keys
    assert _roles("my dog biscuit hates baths") == set()
