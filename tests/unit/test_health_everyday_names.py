"""Health said in everyday and non-native words (round 44, written before any corpus failure
was read): a condition by its everyday name ("got the sugar, type 2", "high BP"), a diet
said "pure veg", an allergy said with when the reaction comes (我每次吃海鲜都会过敏)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import condition_fragments, diet_fragments
from tests.fixtures.grammar import learned_keys

EN_CONDITIONS = [
    ("got the sugar, type 2", "type 2 diabetes"),
    ("sugar problem since 2019", "diabetes"),
    ("high BP, on tablets for it", "high blood pressure"),
    ("type 1 diabetic since I was 12", "type 1 diabetes"),
]
EN_DIETS = [
    ("pure veg only, no egg also", "vegetarian"),
    ("I am pure veg", "vegetarian"),
    ("pure vegetarian since childhood", "vegetarian"),
]
NOT_MINE = [
    "my dad has the sugar, type 2",
    "is pure veg food available here?",
    "maybe I have high BP",
]


@pytest.mark.parametrize(("text", "condition"), EN_CONDITIONS)
def test_a_condition_by_its_everyday_name_is_read(text: str, condition: str) -> None:
    """The slot table's name of the condition, with diabetes' type said on its own."""
    found = condition_fragments.read(text, [])
    assert [f.slot for f in found] == ["condition"]
    assert values_match(condition, found[0].value), found


@pytest.mark.parametrize(("text", "diet"), EN_DIETS)
def test_pure_veg_is_vegetarian(text: str, diet: str) -> None:
    """ "pure veg", as Indian English says it, is the vegetarian diet."""
    assert [(f.slot, f.value) for f in diet_fragments.read(text, [])] == [("diet", diet)]


@pytest.mark.parametrize("text", NOT_MINE)
def test_no_health_fragment_of_someone_else_or_unsure(text: str) -> None:
    """Someone else's condition, a question or a guess: no fragment of the user's."""
    assert condition_fragments.read(text, []) + diet_fragments.read(text, []) == []


@pytest.mark.parametrize(
    ("text", "allergy"),
    [("我每次吃海鲜都会过敏", "海鲜"), ("我一吃芒果就过敏", "芒果"), ("我对花生过敏", "花生")],
)
def test_an_allergy_is_what_brings_it_on_alone(text: str, allergy: str) -> None:
    """Only what brings the reaction on, not when it comes (每次吃海鲜都会)."""
    assert {v for k, v in learned_keys(text) if k == "fact:allergy"} == {allergy}
