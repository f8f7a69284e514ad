"""Habits said with a routine word and a time or a place rather than a frequency (我周日下午一般会
睡个午觉, 我总是在地铁上听播客, "I always read the news over breakfast"), with a fronted thing
(咖啡我每天都要喝), and with "have" of a meal or a nap ("I always have a nap on Sunday
afternoons" is a habit, not a plan). Phrasings written for this test, none from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, said, zh_slots


def _habit(found: set[tuple[str, str]], value: str) -> bool:
    return any(s == "habit" and values_match(value, v) for s, v in found)


ZH_HABITS = [
    ("我总是在地铁上听播客", "在地铁上听播客"),
    ("我一般在家做饭", "在家做饭"),
    ("晚上我一般在图书馆看书", "晚上在图书馆看书"),
    ("我周六上午一般会去游泳", "周六上午游泳"),
    ("咖啡我每天都要喝", "每天喝咖啡"),
    ("美剧我平时都会追", "追美剧"),
    ("我平时都会去公园跑步", "去公园跑步"),
]


@pytest.mark.parametrize(("text", "value"), ZH_HABITS)
def test_chinese_routines_are_habits(text: str, value: str) -> None:
    """A routine word with a time before it, a place after it or 都会, or a fronted thing
    with how often: a habit."""
    assert _habit(zh_slots(text), value), zh_slots(text)


def test_a_recurring_day_with_a_routine_word_is_no_plan() -> None:
    """我周日下午一般会睡个午觉: every Sunday, no dated plan, and 会 says no skill."""
    found = zh_slots("我周日下午一般会睡个午觉")
    assert any(s == "habit" for s, _ in found), found
    assert not any(s in ("plan", "skill") for s, _ in found), found


ZH_NOT_HABITS = [
    "我一般在手机上看",  # what is looked at is not said
    "我平时在网易上班",  # the job, not a routine
    "这家店一般在周末打折",  # a shop's routine
    "我这周五要去打球",  # a plan
    "你一般在家做饭吗？",  # a question
    "我一般在想这个问题",  # no doing
]


@pytest.mark.parametrize("text", ZH_NOT_HABITS)
def test_chinese_not_habits(text: str) -> None:
    """No habit of the user."""
    assert not any(item.startswith("habit=") for item in said(text)), said(text)


EN_HABITS = [
    ("I always have a nap on Sunday afternoons", "have a nap on Sunday afternoons"),
    ("I always read the news over breakfast", "read the news over breakfast"),
    ("I often listen to audiobooks on the train", "listen to audiobooks on the train"),
    ("I usually have a glass of wine with dinner", "glass of wine with dinner"),
    ("I always call my sister on my way home", "call sister on my way home"),
]


@pytest.mark.parametrize(("text", "value"), EN_HABITS)
def test_english_routines_are_habits(text: str, value: str) -> None:
    """ "always" or "often" with a setting that recurs, or "have" of a meal or nap: a habit."""
    assert _habit(en_slots(text), value), en_slots(text)


def test_a_nap_every_sunday_is_no_plan() -> None:
    """ "I always have a nap on Sunday afternoons": a habit, not a plan for Sunday."""
    assert not any(s == "plan" for s, _ in en_slots("I always have a nap on Sunday afternoons"))


EN_NOT_HABITS = [
    "I have a headache every morning",  # a symptom
    "I always forget my keys",  # a mishap
    "I often cook with garlic",  # a manner, no time
    "I have a meeting on Friday",  # a plan
    "Do you always read the news over breakfast?",
]


@pytest.mark.parametrize("text", EN_NOT_HABITS)
def test_english_not_habits(text: str) -> None:
    """No habit of the user."""
    assert not any(item.startswith("habit=") for item in said(text)), said(text)


ZH_USED_TO = [
    ("我已经习惯了早睡", "早睡"),
    ("我习惯了每天骑车上班", "每天骑车上班"),
    ("我习惯每天晚上泡脚", "每天晚上泡脚"),
]


@pytest.mark.parametrize(("text", "value"), ZH_USED_TO)
def test_used_to_doing_is_a_habit(text: str, value: str) -> None:
    """习惯(了) with a doing after it: a habit."""
    assert _habit(zh_slots(text), value), zh_slots(text)


@pytest.mark.parametrize("text", ["我还没习惯早起", "我不太习惯熬夜", "我习惯浅色主题，看得清楚"])
def test_used_to_denied_or_a_thing_is_no_habit(text: str) -> None:
    """习惯 denied, or 习惯 of a thing (a taste or a preference): no habit."""
    assert not any(item.startswith("habit=") for item in said(text)), said(text)


def test_english_used_to_doing_is_no_habit_alone() -> None:
    """ "I'm not used to getting up early": denied, no habit (the English side of the rule)."""
    assert not any(s == "habit" for s, _ in en_slots("I'm not used to getting up early"))
