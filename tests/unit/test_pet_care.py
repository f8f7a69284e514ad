"""A pet named by the care the user gives it, its kind said after (`grammar/pet_care.py`):
"I walk Bramble at 6, she's a collie", 每天给旺财喂两顿，它是条土狗; and no pet of the
user's from someone else's care, a question or a word that is no animal."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _pets(text: str) -> set[tuple[str, str]]:
    """(kind, name) of the user's pets learned from one whole message."""
    return {
        (key.removeprefix("profile.relations."), value)
        for key, value in learned_keys(text)
        if key.startswith("profile.relations.")
    }


@pytest.mark.parametrize(
    ("said", "pet"),
    [
        (
            "I walk Bramble at 6 every evening, she's a collie so she needs it",
            ("collie", "Bramble"),
        ),
        ("Took Biscuit to the vet today, he's a beagle and ate a sock", ("beagle", "Biscuit")),
        ("I feed Mittens twice a day, she is a tabby", ("tabby", "Mittens")),
        ("每天给旺财喂两顿，它是条土狗", ("土狗", "旺财")),
        ("我天天遛豆豆，它是只柯基", ("柯基", "豆豆")),
        ("明天带球球去打疫苗，它是只布偶猫", ("布偶猫", "球球")),
    ],
)
def test_a_pet_named_by_its_care(said: str, pet: tuple[str, str]) -> None:
    kinds = {kind for kind, name in _pets(said) if name == pet[1]}
    assert kinds & {pet[0], "dog", "cat"}  # 遛豆豆 alone already reads a dog


@pytest.mark.parametrize(
    "said",
    [
        "We took Dad to the vet, he's a dog person",
        "my neighbour walks Rex, he's a collie",
        "should I walk Bramble, she's a collie?",
        "I walk Rex, he's a good boy",
        "邻居每天遛豆豆，它是只柯基",
        "要不要每天遛豆豆？它是只柯基",
        "给孩子喂饭，他是个吃货",
    ],
)
def test_no_pet_of_the_users(said: str) -> None:
    assert not any(name in {"Bramble", "Rex", "豆豆", "Dad"} for _, name in _pets(said))
