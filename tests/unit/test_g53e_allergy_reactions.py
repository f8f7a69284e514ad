"""An allergy said by the reaction a thing sets off (issue 22, g53e): "Cats make me sneeze",
"Peanuts send me to the ER", "I get hives whenever I eat strawberries", 吃虾我会全身发痒,
芒果我一碰嘴就肿, 尘螨让我鼻子痒; nothing for a question, a guess, someone else, a thing
pointed at or an upset stomach."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.allergy_reactions import zh_read
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
        ("吃虾我会全身发痒。", "虾"),
        ("芒果我一碰嘴就肿。", "芒果"),
        ("尘螨让我鼻子痒一整天。", "尘螨"),
    ],
)
def test_allergy_said_by_its_reaction(text: str, allergen: str) -> None:
    assert allergen in _allergies(text)


@pytest.mark.parametrize(
    ("clause", "allergen"),
    [("海鲜吃了我就起疹子", "海鲜"), ("我喝酒会全身发红起疹子", "酒")],
)
def test_chinese_reaction_reader(clause: str, allergen: str) -> None:
    assert [f.value for f in zh_read(clause, "user")] == [allergen]


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
