"""g54p: a plan said without a subject keeps its day when a question or a purpose follows it,
and a thing the user has done to them ("getting my tooth pulled") is no past tense."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_candidates


def _plans(text: str) -> set[tuple[str, str]]:
    """(value, date) of the user's plans in one message, lower-cased."""
    return {
        (str(c.attributes.get("plan", "")).lower(), str(c.value))
        for c in user_candidates(text, "plan")
    }


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        (
            "taking the ferry to Cape Clear tomorrow, what should I pack for a day of birding",
            "taking the ferry to cape clear",
            "2026-03-03",
        ),
        (
            "Catching the bus to Oxford tomorrow, how many hours a day should I study there?",
            "catching the bus to oxford",
            "2026-03-03",
        ),
        (
            "Driving to Cornwall on Friday, any tips for a long day behind the wheel?",
            "driving to cornwall",
            "2026-03-06",
        ),
        ("明天去医院做胃镜，前一天一天吃几顿合适？", "去医院做胃镜", "2026-03-03"),
        ("下周三体检，早上空腹多久合适？", "体检", "2026-03-11"),
        ("后天搬家，纸箱去哪买便宜？", "搬家", "2026-03-04"),
    ],
)
def test_a_question_after_the_plan_says_no_habit(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        (
            "I'm getting my wisdom tooth pulled on Thursday",
            "getting my wisdom tooth pulled",
            "2026-03-05",
        ),
        ("I'm having my car repainted next Tuesday", "having my car repainted", "2026-03-10"),
        ("下周二去医院拔智齿", "去医院拔智齿", "2026-03-10"),
    ],
)
def test_something_done_to_the_user_is_a_plan(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        (
            "Driving up to Uyuni on the 21st to pick up a group of Germans, 4 day tour",
            "driving up to uyuni",
            "2026-03-21",
        ),
        ("Flying to Dublin on Saturday to collect my nephew", "flying to dublin", "2026-03-07"),
        (
            "Heading to Manchester next week to sort out my dad's flat",
            "heading to manchester",
            "2026-03-09",
        ),
        ("周六去苏州接外婆", "去苏州接外婆", "2026-03-07"),
    ],
)
def test_the_trip_is_the_plan_and_its_purpose_is_dropped(text: str, plan: str, day: str) -> None:
    assert (plan, day) in _plans(text)


@pytest.mark.parametrize(
    "text",
    [
        "I got my tooth pulled on Thursday",
        "We had the boiler serviced on Friday",
        "I drink two coffees a day, what should I have instead?",
        "我上周四去医院拔了智齿",
        "明天去医院做胃镜吗？",
        "明天老公去医院做胃镜，前一天吃什么合适？",
    ],
)
def test_done_or_habitual_is_no_plan(text: str) -> None:
    assert _plans(text) == set()
