"""Tastes that end or are hyperbole, and skills said by a sign (a licence, an exam passed, a
list after "I can", a topic's verdict), EN and ZH (issue 22, g46t)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import (
    skill_signs,
    taste_choices,
    taste_idioms,
    zh_taste,
)
from memstream.processors.grammar.fills import Fill
from tests.fixtures.grammar import learned_keys, said

ENDED_LIKES = [
    "我现在不爱看韩剧了",
    "我不再喜欢摇滚了",
    "我已经不怎么喜欢喝奶茶了",
    "奶茶我不爱了",
    "最近慢慢不喜欢吃甜的了",
]
"""A like said to have stopped: it ends, no dislike or like is added beside it."""


@pytest.mark.parametrize("text", ENDED_LIKES)
def test_a_like_said_to_stop_adds_no_taste(text: str) -> None:
    found = said(text)
    assert not any(item.startswith(("like=", "dislike=")) for item in found), found
    assert zh_taste.like_ended(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("不爱看港片了，现在天天刷韩剧", "港片"),
        ("我现在不喜欢喝奶茶了", "奶茶"),
        ("奶茶我不爱了", "奶茶"),
    ],
)
def test_a_like_said_to_stop_ends_its_thing(text: str, thing: str) -> None:
    assert (f"ending:{thing}", thing) in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "thing"),
    [("我太不喜欢下雨了", "下雨"), ("我现在一点也不喜欢猫了", "猫"), ("我不爱吃香菜", "吃香菜")],
)
def test_an_emphatic_or_plain_dislike_stays(text: str, thing: str) -> None:
    assert f"dislike={thing}" in said(text)


@pytest.mark.parametrize(
    "phrase",
    [
        "drink diesel",
        "eat dirt",
        "die",
        "chew glass",
        "watch paint dry",
        "get a root canal",
        "stick a fork in my eye",
    ],
)
def test_an_ordeal_is_hyperbole(phrase: str) -> None:
    assert taste_idioms.ordeal(phrase)


@pytest.mark.parametrize("phrase", ["have green tea", "walk", "read a paper book", "stay in"])
def test_a_plain_choice_is_no_ordeal(phrase: str) -> None:
    assert not taste_idioms.ordeal(phrase)


@pytest.mark.parametrize(
    "text",
    ["I'd rather drink diesel.", "I'd rather eat dirt", "I would rather watch paint dry"],
)
def test_rather_an_ordeal_learns_no_like(text: str) -> None:
    assert not any(item.startswith("like=") for item in said(text))


def test_rather_a_thing_is_still_a_like() -> None:
    assert "like=have green tea in the mornings" in said(
        "I'd rather have green tea in the mornings"
    )


SKILLS = [
    ("I have a forklift licence", "forklift"),
    ("I hold a commercial pilot license", "commercial pilot"),
    ("I have my scaffolding ticket", "scaffolding"),
    ("I can splice rope, read charts and fix a diesel engine", "read charts"),
    ("I can splice rope, read charts and fix a diesel engine", "fix a diesel engine"),
    ("I can do photoshop, after effects and a bit of blender", "after effects"),
    ("I can do photoshop, after effects and a bit of blender", "blender"),
    ("I can code, cook and sew", "sew"),
    ("我考了教资", "教资"),
    ("我有教师资格证", "教资"),
    ("我持有CPA", "CPA"),
    ("CFA考过了", "CFA"),
    ("我持有焊工证", "焊工"),
    ("我周末教小孩弹吉他", "弹吉他"),
    ("我师父姓林，教我木雕三十年了", "木雕"),
    ("我会开车会做饭", "开车"),
]
"""A skill said by a sign of having it, and the value it gives."""


@pytest.mark.parametrize(("text", "skill"), SKILLS)
def test_a_skill_said_by_a_sign(text: str, skill: str) -> None:
    assert f"skill={skill}" in said(text), said(text)


NO_SKILLS = [
    "I've got my driver's license",
    "I have a fishing license",
    "I have a library card",
    "Made it to B2! Passed the DELE last week.",
    "do I need a forklift licence?",
    "I can fix your sink tomorrow",
    "I can do lunch on friday",
    "My Mandarin is rusty but I can still read a menu lol.",
    "Im trying to get my IBCLC this year so I can do lactation consults too.",
    "我考了雅思",
    "我考了GRE",
    "我想考教资",
    "我还没考教资",
    "对芒果过敏，嘴巴会肿",
    "我有轻度抑郁，在吃药，状态还行",
    "我其实不喜欢吃香蕉，啊说反了，是不喜欢吃芒果，香蕉还行",
    "低糖贝果终于研发好了，已经上架，卖得还不错",
    "香菜我现在居然能吃了，还挺香，人真会变",
    "甜豆腐脑是邪教，我只吃咸的，这个没得商量",
]
"""No skill of the user's: a permit, a test of language or admission, a wish, a favour, a
topic's "will" or a verdict of a state or of a food."""


@pytest.mark.parametrize("text", NO_SKILLS)
def test_no_skill_of_the_user(text: str) -> None:
    assert not any(item.startswith("skill=") for item in said(text)), said(text)


def test_someone_elses_licence_is_theirs() -> None:
    assert said("my husband has a forklift licence") >= {"husband.skill=forklift"}


@pytest.mark.parametrize(
    ("text", "skill"),
    [("I've got a forklift licence", "forklift"), ("i have a CSCS card", "CSCS")],
)
def test_a_licence_reader_names_its_skill(text: str, skill: str) -> None:
    assert skill_signs.en_licence(text) == [Fill("skill", skill)]


@pytest.mark.parametrize(("text", "skill"), [("考了教资", "教资"), ("我持有CPA", "CPA")])
def test_an_exam_reader_names_its_skill(text: str, skill: str) -> None:
    assert skill_signs.zh_exam(text) == [Fill("skill", skill)]


CHOSEN = [
    ("I always order the pad see ew when we get Thai", "pad see ew"),
    ("I always get the window seat", "window seat"),
    ("honestly I always go for the dark chocolate", "dark chocolate"),
    ("每次去火锅店我都点毛肚", "毛肚"),
    ("奶茶我每次都选芋泥的", "芋泥"),
    ("去麦当劳我总是点麦辣鸡腿堡", "麦辣鸡腿堡"),
]
"""A taste said by a habit of choosing it."""


@pytest.mark.parametrize(("text", "thing"), CHOSEN)
def test_a_habit_of_choosing_is_a_like(text: str, thing: str) -> None:
    assert taste_choices.read(text, not text.isascii()) == [Fill("like", thing)]


NOT_CHOSEN = [
    "I always order takeout on Fridays",
    "I always get the bus",
    "my wife always orders the lamb",
    "do you always order the fish?",
    "我每次都点外卖",
    "我老公每次都点毛肚",
    "我总是挑最便宜的",
    "每次开会都点名",
]
"""A routine, someone else's pick, a question or a measure: no like."""


@pytest.mark.parametrize("text", NOT_CHOSEN)
def test_no_like_without_a_thing_chosen(text: str) -> None:
    assert taste_choices.read(text, not text.isascii()) == []


STILL_MISSED = [
    "jazz hits different at 2am",
    "螺蛳粉真的一口入魂",
    "I teach piano on weekends",
    "I've been welding since 2009",
    "I can weld, mig and tig, forklift ticket too",
]
"""Everyday sentences still not read right (a taste by a habit of choosing, by a mood; a skill
taught as work; years said by a start): the next round's."""
