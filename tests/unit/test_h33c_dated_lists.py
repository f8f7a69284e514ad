"""Plans written as a dated list, a day, a colon and what happens (issue 22, h33c), in English
and Chinese: one plan per item with its own day; none for a label, a day off, a question or a
day that recurs (a habit)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.dated_lists import dated_list
from tests.fixtures.grammar import MONDAY, said


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Wednesday: dentist, Saturday: flight to Lisbon",
            {("dentist", "2026-03-04"), ("flight to Lisbon", "2026-03-07")},
        ),
        ("Tomorrow: GRE", {("GRE", "2026-03-03")}),
        ("周四：看牙，周六：飞成都", {("看牙", "2026-03-05"), ("飞成都", "2026-03-07")}),
        ("下周三：面试", {("面试", "2026-03-11")}),
    ],
)
def test_each_dated_item_is_a_plan_on_its_day(text: str, expected: set[tuple[str, str]]) -> None:
    parse = zh.parse if any("\u4e00" <= c <= "\u9fff" for c in text) else en.parse
    plans = {(f.value, f.dates[0]) for f in parse(text, MONDAY) if f.slot == "plan"}
    assert plans == expected, said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Mondays: yoga",
        "每周一：瑜伽",
        "Note: I'm vegan",
        "Friday: what do I need for the trip?",
        "周日：休息",
        "Update: moved to Berlin",
    ],
)
def test_no_plan_from_a_label_a_habit_or_a_question(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("plan=")], said(text)


def test_a_past_day_in_the_list_makes_no_schedule() -> None:
    assert dated_list("Monday: gym, Tuesday: swim", date(2026, 3, 4))
    assert dated_list("Yesterday: gym", date(2026, 3, 4)) is None
