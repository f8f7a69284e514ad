"""The shapes read this round, each in English and Chinese: a habit said with "now" or
"instead" right after the user's present verb (what replaces what was), a when-clause cut
after how often ("| as soon as I wake up"), a streak after a habit (坚持五年了: how long it is
kept, no habit of its own), one more allergen after "also" and none read off an amount, a test
or a remark, a diet only strived for (在努力戒酒). Fresh sentences, none from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import said

HABITS_SAID = [
    ("I cycle now", "cycle"),
    ("so I swim after shift at like 7pm now", "swim after shift at 7pm"),
    ("I write in pencil now", "write in pencil"),
    ("i journal my dreams every morning as soon as i wake up", "journal dreams every morning"),
    ("I stretch every night when I get home", "stretch every night"),
    ("I call my gran every Sunday whenever I can", "call gran every Sunday"),
    ("每天晨跑坚持五年了", "每天晨跑"),
    ("我每天练字，已经坚持了两年", "每天练字"),
    ("我每周游泳两次，坚持半年多了", "每周游泳两次"),
]
NO_HABIT = [
    "I see it now",
    "ok olives have grown on me, I actually like them now",
    "I have been learning to prune roses for two seasons now",
    "we talk whenever now",
    "The shop closed, so I'm doing deliveries for now",
    "I'll call you now",
    "坚持三年了",
]
ALLERGIES_SAID = [
    ("i am allergic to bee stings and also latex", {"bee stings", "latex"}),
    ("allergic to penicillin, put that in my notes", {"penicillin"}),
    ("allergic to penicillin, keep that in mind", {"penicillin"}),
    ("I'm allergic to peanuts and also I hate cilantro", {"peanuts"}),
    ("对芒果过敏，吃一口嘴就肿", {"芒果"}),
    ("我测了过敏原，对尘螨过敏", {"尘螨"}),
    ("我吃虾会起疹子", {"虾"}),
]
NO_ALLERGY = [
    "做了过敏原检测，结果还没出来",
    "重新测了过敏原，等结果",
]
NO_DIET = ["我一直在努力戒酒", "我在努力戒糖", "我试着戒酒"]


def _values(text: str, slot: str) -> list[str]:
    """The user's values of one slot in a sentence."""
    return [s.split("=", 1)[1] for s in said(text) if s.split("=", 1)[0] == slot]


@pytest.mark.parametrize(("text", "habit"), HABITS_SAID)
def test_habit_read_in_shape(text: str, habit: str) -> None:
    """The habit is read, its value as the slot table writes it."""
    assert any(values_match(habit, v) for v in _values(text, "habit")), said(text)


@pytest.mark.parametrize("text", NO_HABIT)
def test_no_habit(text: str) -> None:
    """A state, a while, a moment, a bare streak: no habit."""
    assert not _values(text, "habit"), said(text)


@pytest.mark.parametrize(("text", "allergies"), ALLERGIES_SAID)
def test_allergies_read(text: str, allergies: set[str]) -> None:
    """Each allergen said is read, and nothing else as an allergy."""
    assert set(_values(text, "allergy")) == allergies, said(text)


@pytest.mark.parametrize("text", NO_ALLERGY)
def test_no_allergy_of_a_test(text: str) -> None:
    """A test for allergens names no allergy."""
    assert not _values(text, "allergy"), said(text)


@pytest.mark.parametrize("text", NO_DIET)
def test_striving_is_no_diet(text: str) -> None:
    """A way of eating only strived for is no diet yet."""
    assert not _values(text, "diet"), said(text)


CONDITIONS_SAID = [
    ("I'm on an insulin pump", "diabetes"),
    ("I'm on dialysis three times a week", "kidney disease"),
    ("我戴着胰岛素泵", "糖尿病"),
    ("我每周透析三次", "肾病"),
    ("我装了心脏起搏器", "心脏病"),
    ("我每晚戴呼吸机睡觉", "睡眠呼吸暂停"),
]
NOT_A_CONDITION_NOW = [
    "my lymphoma is in remission now",
    "我的哮喘已经缓解好几年了",
    "哮喘这几年都没发过，医生说控制得很好",
    "如果要透析怎么办",
]


@pytest.mark.parametrize(("text", "condition"), CONDITIONS_SAID)
def test_condition_told_by_its_treatment(text: str, condition: str) -> None:
    """A treatment or a device of one's own names the condition it treats."""
    assert any(values_match(condition, v) for v in _values(text, "condition")), said(text)


@pytest.mark.parametrize("text", NOT_A_CONDITION_NOW)
def test_no_condition_over_or_feared(text: str) -> None:
    """A condition in remission, or a treatment only asked about, is no condition now."""
    assert not _values(text, "condition"), said(text)


CORRECTED = [
    ("turns out it's not IBS, it's coeliac", "IBS"),
    ("医生说不是胃炎，是胃溃疡", "胃炎"),
    ("更正一下，过敏原查出来是尘螨，不是猫毛", "猫毛"),
]
NOT_CORRECTED = [
    "I'm not sure, I have asthma",
    "doctor says I have asthma, not just a cough",
    "我不是很懂，我有哮喘",
]


@pytest.mark.parametrize(("text", "old"), CORRECTED)
def test_diagnosis_corrected_ends_the_old(text: str, old: str) -> None:
    """A diagnosis corrected ends the value it takes back."""
    assert old in _values(text, "ending"), said(text)


@pytest.mark.parametrize("text", NOT_CORRECTED)
def test_a_mere_not_ends_nothing(text: str) -> None:
    """A "not" that corrects no diagnosis ends nothing."""
    assert not _values(text, "ending"), said(text)


def test_a_correction_ends_the_allergy_once() -> None:
    """A corrected allergy is ended once, and a look again (复查了一下) names no condition."""
    found = said("复查了一下，医生说不是花粉，是猫毛过敏")
    assert found == {"ending=花粉", "allergy=猫毛"}, found
