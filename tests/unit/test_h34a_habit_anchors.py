"""Habits whose recurring time is the clause's subject or topic ("Saturdays are for long bike
rides", "my evenings end with a crossword", 周末就是睡懒觉, 周日是我的瑜伽日), habits of being
somewhere with how often ("I'm in bed by eleven most nights"), and habit values cut before a
condition, a purpose, or how long they have been kept. Phrasings written for this test, none
from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots


def _habit(found: set[tuple[str, str]], value: str) -> bool:
    return any(s == "habit" and values_match(value, v) for s, v in found)


EN_HABITS = [
    ("Saturdays are for long bike rides", "long bike rides on Saturdays"),
    ("weekends mean the flea market", "flea market on weekends"),
    ("my evenings end with a crossword", "crossword every evening"),
    ("Thursdays are quiz night", "quiz night on Thursdays"),
    ("Sunday mornings are for pancakes", "pancakes every Sunday morning"),
    ("I'm in bed by eleven most nights", "in bed by eleven most nights"),
    ("I'm up at 5 every day to feed the horses", "up at 5 every day"),
    ("I cycle to the office most days unless it snows", "cycle to the office most days"),
]


@pytest.mark.parametrize(("text", "value"), EN_HABITS)
def test_english_anchored_habits(text: str, value: str) -> None:
    """A recurring time as subject, or being somewhere with how often: a habit, its value
    without a condition or a purpose."""
    found = en_slots(text)
    assert _habit(found, value), found
    assert not any("unless" in v or " to feed" in v for _, v in found), found


EN_NOT_HABITS = [
    "Mondays are the worst",  # how the time is
    "Weekends are busy",
    "Sundays are for it",  # nothing named
    "are weekends for hiking?",  # a question
    "my sister's weekends are for golf",  # someone else's
    "I'm in Lisbon",  # where, no frequency
    "I avoid the gym on weekends",  # a dislike, no doing
]


@pytest.mark.parametrize("text", EN_NOT_HABITS)
def test_english_times_judged_or_others_are_no_habit(text: str) -> None:
    """A judgement of the time, someone else's routine, a question: no habit."""
    found = en_slots(text)
    assert not any(s == "habit" for s, _ in found), found


ZH_HABITS = [
    ("周末就是睡懒觉", "周末睡懒觉"),
    ("周六是我的爬山日", "周六爬山"),
    ("我的晚上从一杯热牛奶开始", "晚上热牛奶"),
    ("晚上十一点前必睡", "晚上十一点前睡"),
    ("周日雷打不动去游泳", "周日游泳"),
    ("周末我基本都在钓鱼", "周末钓鱼"),
    ("我每天晚上打太极打了十年了", "每天晚上打太极"),
]


@pytest.mark.parametrize(("text", "value"), ZH_HABITS)
def test_chinese_anchored_habits(text: str, value: str) -> None:
    """A recurring time as topic (周末就是…, 周六是我的…日), a must after a time (必, 雷打不动), a
    time before the user with a routine word: a habit, without how long it has been kept."""
    found = zh_slots(text)
    assert _habit(found, value), found
    assert not any(s == "plan" for s, _ in found), found
    assert not any("十年" in v for _, v in found), found


ZH_NOT_HABITS = [
    "周末是最忙的时候",  # how the time is
    "明天是我的生日",  # one day
    "周末我要去钓鱼",  # a plan
    "我超爱吃烤鱼，一周能吃四顿",  # how much one can, nothing done named
    "我现在每天睡不到五小时",  # a can-not, a state
]


@pytest.mark.parametrize("text", ZH_NOT_HABITS)
def test_chinese_times_judged_plans_and_states_are_no_habit(text: str) -> None:
    """A judgement of the time, one day, a plan, what one can or cannot: no habit."""
    found = zh_slots(text)
    assert not any(s == "habit" for s, _ in found), found
