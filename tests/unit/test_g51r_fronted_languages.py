"""Languages put before "I (can) speak / read" ("French and German I speak fluently"): every
item a language, else nothing (people, days)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import en_slots, learned_keys


@pytest.mark.parametrize(
    ("text", "languages"),
    [
        ("French and German I speak fluently.", {"French", "German"}),
        ("Lithuanian, Russian and bit of Polish I can speak.", {"Lithuanian", "Russian", "Polish"}),
        ("Japanese I read, but my speaking is weak.", {"Japanese"}),
    ],
)
def test_fronted_languages_are_the_users(text: str, languages: set[str]) -> None:
    assert {("languages", name) for name in languages} <= en_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "Maria and Jose I speak to every week.",
        "Monday I speak with my boss.",
        "Do you think French I can speak?",
    ],
)
def test_no_languages_from_other_fronted_words(text: str) -> None:
    assert "profile.languages" not in {k for k, _ in learned_keys(text)}
