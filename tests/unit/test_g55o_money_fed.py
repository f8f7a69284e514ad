"""A debt named as a pet or child, or money fed or taken like a dose, is a joke about money:
nothing about the user is learned (g55o); feeding a real pet or taking a real supplement
stays a habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

JOKES: list[str] = [
    "我养了一只叫房贷的吞金兽，每月准时喂它",
    "我家有只吞金兽叫车贷，每个月都要喂它五千",
    "我养了一只宠物，叫花呗，每个月喂它三千块",
    "医生说我缺钱，需要每天补充五千元",
    "my baby is named Student Loan, I feed it $400 a month",
    "I have a pet called Mortgage and I feed it 2000 dollars every month",
]


@pytest.mark.parametrize("text", JOKES)
def test_money_told_as_a_pet_or_a_dose_teaches_nothing(text: str) -> None:
    """The pet, the feeding and the dose are money: a joke."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("我家猫叫花花，每天喂它两次", ("profile.relations.cat", "花花")),
    ("我每天补充维生素D", ("fact:habit", "每天补充维生素D")),
    ("我每个月给猫买两百块的猫粮", ("fact:habit", "每月给猫买两百块的猫粮")),
    ("I feed my cat twice a day", ("profile.relations.cat", "cat")),
    ("I pay my mortgage every month", ("fact:habit", "pay mortgage every month")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_real_pet_or_dose_stays(text: str, learned: tuple[str, str]) -> None:
    """A pet with a pet's name, a supplement or a bill paid is still learned."""
    assert learned in learned_keys(text)
