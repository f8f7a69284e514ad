"""A name introduced before where one is from ("I'm Luz from Asunción") or spelled with letters
beyond Latin-1 ("I am called Mirjam Kovač"); a nationality, a faith, a place or a diet before
"from" or "here" is no name."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _names(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.name"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi, I'm Anna from Berlin.", "Anna"),
        ("I'm Luz Benítez from Asunción, accountant at Tigo.", "Luz Benítez"),
        ("I'm Dave from accounting.", "Dave"),
        ("I am called Mirjam Kovač.", "Mirjam Kovač"),
        ("Call me Łukasz.", "Łukasz"),
    ],
)
def test_a_name_introduced(text: str, name: str) -> None:
    assert _names(text) == {name}


@pytest.mark.parametrize(
    "text",
    [
        "London here, raining.",
        "Hey, Vegan here",
        "I'm Canadian from Toronto.",
        "I'm Irish from Cork.",
        "I'm Sikh from Punjab.",
        "I'm Back from Spain.",
    ],
)
def test_no_name_of_the_users(text: str) -> None:
    assert not _names(text)
