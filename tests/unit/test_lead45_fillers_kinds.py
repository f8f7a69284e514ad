"""An interjection in a list is no value ("allergic to peanuts, oh and tree nuts too",
"allergic to um, shellfish"); a dog or a cat said with a word of colour or age (老黄狗, 土狗,
老猫) is the animal, so the pet is named and what it does is its own; 人话, 气话 … name no
language."""

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


@pytest.mark.parametrize(
    ("said", "languages"),
    [("说人话，别整那么多术语", set()), ("别说气话", set()), ("我会说上海话", {"上海话"})],
)
def test_words_in_hua_that_name_no_language(said: str, languages: set[str]) -> None:
    assert {v for _, slot, v in _mine(said) if slot == "languages"} == languages


@pytest.mark.parametrize(
    ("said", "learned"),
    [
        ("I'm allergic to peanuts, uh and shellfish", {"peanuts", "shellfish"}),
        ("我对花生过敏，嗯，还有虾", {"花生", "虾"}),
    ],
)
def test_a_filler_between_items_is_no_item(said: str, learned: set[str]) -> None:
    assert {v for _, slot, v in _mine(said) if slot == "allergy"} == learned
