"""A habit says what is done: a frequency alone, or how something is, is no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import en_slots, zh_slots


@pytest.mark.parametrize(
    "said",
    ["Three times a week; it keeps us on track.", "Every day on set is awesome", "Twice a month."],
)
def test_no_activity_no_english_habit(said: str) -> None:
    assert not {slot for slot, _ in en_slots(said)} & {"habit"}


@pytest.mark.parametrize(
    ("said", "habit"),
    [("I run three times a week", "run three times a week"),
     ("I play tennis on Wednesdays", "play tennis on Wednesdays")],
)  # fmt: skip
def test_an_english_activity_with_a_frequency_is_a_habit(said: str, habit: str) -> None:
    assert ("habit", habit) in en_slots(said)


@pytest.mark.parametrize("said", ["每天都是这样", "每天都很累", "每天都是这样忙"])
def test_no_activity_no_chinese_habit(said: str) -> None:
    assert not {slot for slot, _ in zh_slots(said)} & {"habit"}


def test_a_chinese_activity_with_a_frequency_is_a_habit() -> None:
    assert ("habit", "每周去三次健身房") in zh_slots("我每周去三次健身房")
