"""A sentence that opens by supposing and then asks ("say we adopted a cat - would…?",
比如说我搬到成都，房租大概多少？), or a wish with its "I" dropped, teaches nothing about
the user (g55o); an example that states, or a request that only opens with "say", stays."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

SUPPOSED: list[str] = [
    "say we adopted a second cat - would two males fight?",
    "ok say I moved to Berlin with my wife, what would the tax be?",
    "picture me in Berlin: would I need a visa?",
    "wish I spoke Japanese, the menus here are all pictures and vibes",
    "比如说我搬到成都，房租大概多少？",
    "就说我养了只猫，一个月花多少钱？",
]


@pytest.mark.parametrize("text", SUPPOSED)
def test_a_supposed_case_teaches_nothing(text: str) -> None:
    """The case is pictured to ask about it, or only wished."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("wish me luck, I'm a nurse and my exam is tomorrow", ("profile.role", "nurse")),
    ("Say hi to my mum for me, she lives in Leeds.", ("profile.relations.mother", "mum")),
    ("Picture my dog, he is a golden retriever.", ("profile.relations.dog", "dog")),
    ("比如说我每天六点起床，这算早吗？", ("fact:habit", "每天六点起床")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_stated_case_stays(text: str, learned: tuple[str, str]) -> None:
    """A greeting to pass on, a description, or an example asked about stays the user's."""
    assert learned in learned_keys(text)
