"""Habits, precision first: a state that recurs (a symptom, a feeling, what is done to the user,
someone else's doing) is no habit; a routine said without a frequency word or called one
("part of my morning routine", 晚饭后散步是我每天的必修课) is, its value the activity as
`en_habits.value` and `zh_time.activity` write it.

Fresh sentences written for this round (issue 22), before the corpus failures were read.
"""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots

EN_STATES = [
    "I get headaches a couple of times a week",
    "I'm tired every single morning",
    "I'm always late for meetings",
    "I get bitten by mosquitoes every summer",
    "Every day my boss asks me for updates",
    "Every weekend the neighbours throw a party",
    "I feel anxious every Sunday night",
    "I have migraines a few times a month",
    "I'm surrounded by toddlers every day",
    "I get stuck in traffic every morning",
    "I get nosebleeds every winter",
    "My daughter has swim practice every Tuesday",
    "The salary is non-negotiable",
    "this is part of my routine",
    "Is journaling part of your routine?",
]

ZH_STATES = [
    "我每天都被老板催进度",
    "我每个月都会偏头痛几次",
    "我女儿每周二上钢琴课",
    "我们小区每天早上都有人跳广场舞",
    "每天都被噩梦吓醒",
    "我每天都累得要死",
    "我每天都困得不行",
    "家里两个娃，天天吵得不可开交",
    "每天早上都堵得要命",
    "我每天都被蚊子咬",
    "我们老板每天都迟到",
    "我每天都在焦虑",
    "我每天都头疼",
    "这是我的习惯",
    "我就吃个包子",
]

EN_ROUTINES = [
    ("Journaling is part of my morning routine", "journal every morning"),
    ("yoga is a daily thing for me", "yoga every day"),
    ("My morning run is non-negotiable", "morning run"),
    ("Friday drinks with the team are a must", "Friday drinks with the team"),
    ("Swimming laps is part of my weekly routine", "swim laps every week"),
    ("meditation has become a daily habit for me", "meditation every day"),
    ("Sunday lunch at my mum's is a tradition", "Sunday lunch at mum's"),
    ("I make it a rule to stretch every morning", "stretch every morning"),
    ("I try to read a bit every night", "read a bit every night"),
    ("I tend to cook on Sundays", "cook on Sundays"),
    ("I have been swimming twice a week since college", "swim twice a week"),
    ("I've been doing yoga every morning for a year now", "yoga every morning"),
]

ZH_ROUTINES = [
    ("每天早上喝咖啡是我的习惯", "每天早上喝咖啡"),
    ("晚饭后散步是我每天的必修课", "晚饭后散步"),
    ("健身已经是我生活的一部分了", "健身"),
    ("每周日的陶艺课我从来不缺", "每周日陶艺课"),
    ("我每隔一天去一次游泳馆", "每隔一天游泳馆"),
    ("我早上起来先喝杯温水", "早上喝温水"),
    ("下班回家我都会先洗个澡", "下班回家洗澡"),
    ("我早饭一般就吃个包子", "吃包子"),
    ("我习惯睡前看会儿书", "睡前看书"),
    ("睡前我一般都会看会儿书", "睡前看书"),
    ("我睡前刷手机", "睡前刷手机"),
    ("我到家先洗澡", "到家洗澡"),
]


def _has(found: set[tuple[str, str]], value: str) -> bool:
    return any(s == "habit" and values_match(value, v) for s, v in found)


@pytest.mark.parametrize("said", EN_STATES)
def test_no_english_habit_of_a_state(said: str) -> None:
    assert "habit" not in {slot for slot, _ in en_slots(said)}


@pytest.mark.parametrize("said", ZH_STATES)
def test_no_chinese_habit_of_a_state(said: str) -> None:
    assert "habit" not in {slot for slot, _ in zh_slots(said)}


@pytest.mark.parametrize(("said", "habit"), EN_ROUTINES)
def test_an_english_routine_however_said(said: str, habit: str) -> None:
    found = en_slots(said)
    assert _has(found, habit)
    assert len([s for s, _ in found if s == "habit"]) == 1  # one habit, not a second reading


@pytest.mark.parametrize(("said", "habit"), ZH_ROUTINES)
def test_a_chinese_routine_however_said(said: str, habit: str) -> None:
    found = zh_slots(said)
    assert _has(found, habit)
    assert "skill" not in {s for s, _ in found}  # 会儿, 都会: no "can"


def test_a_skill_said_with_a_routine_word_stays_a_skill() -> None:
    assert ("skill", "Rust") in zh_slots("我平时会写点Rust")
    assert "habit" not in {s for s, _ in zh_slots("我平时会写点Rust")}
