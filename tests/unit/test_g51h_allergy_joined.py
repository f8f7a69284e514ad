"""g51h: one more allergen joined after the allergy a sentence states ("allergic to shellfish,
also a little bit to cats", 青霉素过敏，头孢也有点), and an allergy said by the EpiPen carried
for it or the hospital it led to ("bee stings — I carry an EpiPen"); never a person, a diet, a
question or someone else's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _allergies(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "fact:allergy"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I am allergic to shellfish, also a little bit to cats", {"shellfish", "cats"}),
        ("I'm allergic to penicillin, plus mildly to latex, which sucks", {"penicillin", "latex"}),
        ("allergic to peanuts, also latex", {"peanuts", "latex"}),
        ("我对青霉素过敏，还有头孢也不行", {"青霉素", "头孢"}),
        ("青霉素过敏，头孢也有点，上次输液起了一身疹子", {"青霉素", "头孢"}),
        ("我对芒果过敏，还有菠萝也过敏", {"芒果", "菠萝"}),
    ],
)
def test_an_allergen_joined_after_an_allergy(text: str, expected: set[str]) -> None:
    assert _allergies(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm allergic to peanuts, also vegan", {"peanuts"}),
        ("I'm allergic to peanuts, also I hate cilantro", {"peanuts"}),
        ("I'm allergic to cats, also my landlord said no pets", {"cats"}),
        ("Are you allergic to peanuts, also to latex?", set()),
        ("我对花生过敏，他也过敏", {"花生"}),
        ("我对芒果过敏，其他也不行", {"芒果"}),
        ("我儿子对花生过敏，鸡蛋也有点", set()),
    ],
)
def test_no_allergen_joined_without_one(text: str, expected: set[str]) -> None:
    assert _allergies(text) == expected


def test_a_joined_allergen_is_no_dislike() -> None:
    assert ("pref:头孢", "dislike") not in learned_keys("我对青霉素过敏，还有头孢也不行")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("peanuts — I carry an EpiPen for them", "peanuts"),
        ("Bee stings put me in hospital once, I carry an EpiPen everywhere", "Bee stings"),
        ("shellfish sent me to A&E last year, anaphylaxis", "shellfish"),
        ("No nuts anywhere near me — anaphylaxis.", "nuts"),
        ("I carry an EpiPen because of wasp stings", "wasp stings"),
    ],
)
def test_an_allergy_said_by_its_pen_or_reaction(text: str, expected: str) -> None:
    assert _allergies(text) == {expected}


@pytest.mark.parametrize(
    "text",
    [
        "A car crash put me in hospital once, I'm not allergic to anything",
        "peanuts — my son carries an EpiPen",
        "If bee stings put me in hospital, should I carry an EpiPen?",
        "the flu put me in hospital last year",
        "Bee stings put me in hospital once",
    ],
)
def test_no_allergy_without_the_mark_or_the_user(text: str) -> None:
    assert _allergies(text) == set()
