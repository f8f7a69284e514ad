"""Children named in a group with ages or set off by a dash or brackets ("I have three kids —
Noa 12, Eli 9 and baby Ruth"), and kin opening a sentence without "my" ("Grandson Eli starts
kindergarten"); someone else's group, a question or a wish names none of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("I have three kids — Noa 12, Eli 9 and baby Ruth.", "child: Ruth"),
        ("I have three kids — Noa 12, Eli 9 and baby Ruth.", "child: Noa"),
        ("We have two boys, Kai who's 6 and Mateo who's 9.", "son: Mateo"),
        ("Our girls: Mia (7) and Zoe (4) love the beach.", "daughter: Zoe"),
        ("Grandson Eli starts kindergarten in the fall.", "grandson: Eli"),
        ("Godson Ezekiel is getting confirmed and I'm the sponsor.", "godson: Ezekiel"),
        ("Hubby Dan says hi.", "husband: Dan"),
    ],
)
def test_kin_named_in_a_group_or_an_opening(text: str, kin: str) -> None:
    assert ("relation", kin) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister has two boys, Sam and Joe.",
        "Son Heung-min scored again.",
        "Would I have twins, Ola and Ade?",
        "If we have two girls, Mia and Zoe, the house is too small.",
    ],
)
def test_no_kin_named(text: str) -> None:
    named = {value for slot, value in user_slots(text) if slot == "relation"}
    assert not any(":" in value for value in named)
