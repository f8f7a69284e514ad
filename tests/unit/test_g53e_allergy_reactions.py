"""An allergy said by the reaction a thing sets off (issue 22, g53e): "Cats make me sneeze",
"Peanuts send me to the ER", "I get hives whenever I eat strawberries"; nothing for a
question, a guess, someone else, a thing pointed at or stress. The Chinese negatives hold
with no Chinese reader of these shapes (it was dropped)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _allergies(text: str) -> set[str]:
    return {value.lower() for key, value in learned_keys(text) if key == "fact:allergy"}


@pytest.mark.parametrize(
    ("text", "allergen"),
    [
        ("Peanuts send me to the ER.", "peanuts"),
        ("Sesame sends me to the hospital every time.", "sesame"),
        ("Bee stings swell me up like a balloon.", "bee stings"),
        ("Cats make me sneeze and my eyes water.", "cats"),
        ("Walnuts make my tongue tingle.", "walnuts"),
        ("I get hives whenever I eat strawberries.", "strawberries"),
        ("Shellfish and my throat closes up.", "shellfish"),
    ],
)
def test_allergy_said_by_its_reaction(text: str, allergen: str) -> None:
    assert allergen in _allergies(text)


@pytest.mark.parametrize(
    "text",
    [
        "Does shellfish make you itch?",
        "Maybe cats make me sneeze, not sure.",
        "This movie makes me itch to travel.",
        "Stress sends me to the hospital.",
        "Work makes my eyes itch.",
        "My son says peanuts make his throat itch.",
        "吃辣的我就拉肚子。",
        "我好像吃芒果会嘴痒？",
        "吃完我就痒，不知道为啥。",
        "如果吃虾我会起疹子吗？",
    ],
)
def test_no_allergy_of_the_user(text: str) -> None:
    assert not _allergies(text)
