"""An interjection in a list is no value ("allergic to peanuts, oh and tree nuts too",
"allergic to um, shellfish"); a dog or a cat said with a word of colour or age (老黄狗, 土狗,
老猫) is the animal, so the pet is named and what it does is its own."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _mine(said: str) -> set[tuple[str, str, str]]:
    """(subject, slot, value) of the active memories after one message."""
    _, after = learned_after("", said)
    return {(m.subject, m.slot, m.value) for m in after if m.active}


@pytest.mark.parametrize(
    ("said", "learned"),
    [
        (
            "I'm allergic to peanuts, oh and tree nuts too.",
            {("user", "allergy", "peanuts"), ("user", "allergy", "tree nuts")},
        ),
        ("I'm allergic to um, shellfish", {("user", "allergy", "shellfish")}),
        ("我家有条土狗叫旺财", {("user", "pet", "狗: 旺财")}),
        ("我家老猫叫咪咪", {("user", "pet", "猫: 咪咪")}),
    ],
)
def test_learned(said: str, learned: set[tuple[str, str, str]]) -> None:
    assert _mine(said) == learned


def test_the_old_dogs_appetite_is_the_dogs() -> None:
    found = _mine("我家老黄狗叫大黄，十二岁了，最近不爱吃饭")
    assert ("user", "pet", "狗: 大黄") in found
    assert not any(subject == "user" and slot == "dislike" for subject, slot, _ in found)
