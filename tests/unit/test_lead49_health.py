"""The lead's round-49 health readers: a finding corrected after a test ends the old one and
learns the new one (结果不是猫毛，是尘螨; "it was never the cat, it's the dust mites"; "it's not
IBS after all, it's microscopic colitis"); an allergen said as 过敏原是X is an allergy, no
condition; a short Chinese item of single-character words (猫毛) can be ended; a symptom, a dose
or a kept streak is no habit (每年四月份眼睛痒, 每天吃一片氨氯地平, 这个习惯保持十年了)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after, user_slots


def _active(context: str, said: str, slot: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, slot))


@pytest.mark.parametrize(
    ("context", "said", "slot", "now"),
    [
        ("我对猫毛过敏", "去医院做了过敏原检测，结果不是猫毛，是尘螨！", "allergy", ["尘螨"]),
        ("I'm allergic to cats, apparently.",
         "allergist redid the tests — it was never the cat, it's the dust mites in the old sofa.",
         "allergy", ["dust mites"]),
        ("I was diagnosed with IBS last year.",
         "So they did the biopsy and it's not IBS after all, it's microscopic colitis.",
         "condition", ["microscopic colitis"]),
    ],
)  # fmt: skip
def test_a_finding_corrected_after_a_test(
    context: str, said: str, slot: str, now: list[str]
) -> None:
    assert _active(context, said, slot) == now


def test_a_correction_without_a_test_changes_no_finding() -> None:
    assert _active("我对猫毛过敏", "不是这个，是那个", "allergy") == ["猫毛"]


def test_a_short_item_of_single_characters_can_end() -> None:
    assert _active("我对猫毛过敏", "猫毛过敏好了", "allergy") == []


@pytest.mark.parametrize(
    ("text", "allergen"), [("过敏原查出来是尘螨", "尘螨"), ("我过敏原是桦树花粉", "桦树花粉")]
)
def test_an_allergen_found_is_an_allergy(text: str, allergen: str) -> None:
    assert user_slots(text) == {("allergy", allergen)}


@pytest.mark.parametrize(
    "text",
    [
        "我过敏原查出来是桦树花粉，每年四月份眼睛痒得睁不开",
        "现在每天吃一片氨氯地平，血压控制在130左右",
    ],
)
def test_a_symptom_or_a_dose_is_no_habit(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "habit"]


def test_a_habit_kept_for_years_is_the_habit_not_the_streak() -> None:
    assert ("habit", "每天睡前泡脚") in user_slots("每天睡前泡脚半小时，这个习惯保持十年了")
