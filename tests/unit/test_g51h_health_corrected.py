"""g51h: a diagnosis or an allergen corrected, said the new one first ("it was dust mites all
along, not cats"), the old one denied bare ("not kiwi after all, it's birch pollen"), called
wrong ("the crohn's diagnosis was wrong"), replaced by what was found ("they found bile acid
malabsorption"), reported by a clinician at the head of the sentence ("neuro says the
migraines were actually cluster headaches"), or called not the cause (不是虾的事，……真正过敏的是
尘螨); not a question or a friend's guess."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _active(context: str, said: str, slot: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, slot))


@pytest.mark.parametrize(
    ("context", "said", "slot", "expected"),
    [
        (
            "I'm allergic to cats.",
            "Allergist says it was dust mites all along, not cats. I'm fine with cats!",
            "allergy",
            ["dust mites"],
        ),
        (
            "I'm allergic to oak pollen",
            "allergist retested: it's actually ragweed, not oak at all",
            "allergy",
            ["ragweed"],
        ),
        (
            "I'm allergic to latex.",
            "Allergy clinic says the latex thing was actually a reaction to the cornstarch powder",
            "allergy",
            ["cornstarch powder"],
        ),
        (
            "Migraines, maybe twice a month.",
            "neuro says the migraines were actually cluster headaches all along",
            "condition",
            ["cluster headaches"],
        ),
        (
            "I have IBS.",
            "turns out it's not IBS, they found bile acid malabsorption on the scan",
            "condition",
            ["bile acid malabsorption"],
        ),
        (
            "I've got plantar fasciitis in my left foot.",
            "says it's not plantar fasciitis at all, it's a stress fracture in the heel bone.",
            "condition",
            ["stress fracture in the heel bone"],
        ),
        ("我对猫毛过敏", "查了过敏原，不是猫毛的问题，其实是尘螨", "allergy", ["尘螨"]),
    ],
)
def test_a_finding_corrected(context: str, said: str, slot: str, expected: list[str]) -> None:
    assert _active(context, said, slot) == expected


@pytest.mark.parametrize(
    ("context", "said", "slot"),
    [
        ("I'm allergic to cats.", "my mum says it's dust mites, not cats", "allergy"),
        ("I'm allergic to cats.", "Is it actually dust mites, not cats?", "allergy"),
        ("我对猫毛过敏", "不是猫毛的问题吗？真正过敏的是尘螨吗", "allergy"),
    ],
)
def test_no_correction_of_a_guess_or_a_question(context: str, said: str, slot: str) -> None:
    assert _active(context, said, slot) == _active("", context, slot)
