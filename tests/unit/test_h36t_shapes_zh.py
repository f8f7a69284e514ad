"""Shape tolerance of Chinese tastes and habits (h36t): a subject dropped before 对, degree
adverbs, Cantonese (憎, 每朝早, 行山), 繁体, loose and conditional frequencies (每逢下雨, 每星期);
and what is no habit of the user's (a pet's routine after the pet is named, a habit aimed at,
a rate read as a weekday)."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from memstream.processors.grammar import zh_taste_shapes
from tests.fixtures.grammar import user_slots


def _has(text: str, slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in user_slots(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("对芝士蛋糕没抵抗力", "like", "芝士蛋糕"),
        ("对甜食完全没有抵抗力", "like", "甜食"),
        ("对海鲜无感", "dislike", "海鲜"),
        ("我对篮球不感兴趣", "dislike", "篮球"),
        ("我极度讨厌开会", "dislike", "开会"),
        ("巨喜欢猫", "like", "猫"),
        ("贼讨厌下雨", "dislike", "下雨"),
        ("我十分喜欢爬山", "like", "爬山"),
        ("我好憎食苦瓜", "dislike", "苦瓜"),
        ("我憎香菜", "dislike", "香菜"),
        ("我可以天天吃火锅", "like", "火锅"),
        ("超爱螺蛳粉", "like", "螺蛳粉"),
        ("受不了香菜", "dislike", "香菜"),
        ("香菜直接劝退", "dislike", "香菜"),
        ("榴莲劝退", "dislike", "榴莲"),
        ("我是周杰伦的铁粉", "like", "周杰伦"),
        ("我是甜食党", "like", "甜食"),
        ("我是狗派不是猫派", "like", "狗"),
    ],
)
def test_taste_shapes_learned(text: str, slot: str, value: str) -> None:
    assert _has(text, slot, value), user_slots(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("每星期都會去行山", "每星期去行山"),  # g42h: the week as said
        ("我每个礼拜都去游泳", "每个礼拜游泳"),
        ("我每朝早都饮杯奶茶", "每天早上喝奶茶"),
        ("每逢下雨我就在家烤面包", "每逢下雨在家烤面包"),
        ("逢下雨天我都在家看书", "逢下雨天在家看书"),
        ("我每星期三次健身", "每星期三次健身"),
        ("我养了只狗，每天早上六点起床跑步", "每天早上六点起床跑步"),
        ("我养了只狗，每天早上遛它", "每天早上遛狗"),  # g43h: the pet named by its kind
        ("我家有只猫，每天早上我都去跑步", "每天早上跑步"),
        ("周末必去爬山", "周末爬山"),
        ("天天跑步", "天天跑步"),
    ],
)
def test_habit_shapes_learned(text: str, value: str) -> None:
    assert _has(text, "habit", value), user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "家里两只猫，天天打架",
        "我们家猫天天睡在我枕头上",
        "我家狗子每天早上六点准时叫我起床",
        "家里养了两只猫一只狗，天天鸡飞狗跳的",
        "我家有只鹦鹉叫发财，每天早上喊老板早",
        "我家狗每天早上六点叫",
        "我准备每天背单词",
        "我下周开始每天跑步",
        "我可以天天吃火锅",
        "每天早上都要一杯才醒",
        "我昨天去跑步了",
    ],
)
def test_no_user_habit(text: str) -> None:
    assert not [s for s, _ in user_slots(text) if s == "habit"], user_slots(text)


@pytest.mark.parametrize("text", ["一周三练", "我每星期三次健身", "每个星期天都去教堂"])
def test_rate_is_no_plan(text: str) -> None:
    assert not [s for s, _ in user_slots(text) if s == "plan"], user_slots(text)


@pytest.mark.parametrize(
    "text",
    ["我老婆喜欢猫", "你喜欢吃什么？", "对面那家店今天关门", "我是保守派", "这个价格直接劝退"],
)
def test_no_user_taste(text: str) -> None:
    assert not [s for s, _ in user_slots(text) if s in ("like", "dislike")], user_slots(text)


@pytest.mark.parametrize(
    ("text", "shaped"),
    [
        ("对芝士蛋糕没抵抗力", "我对芝士蛋糕没抵抗力"),
        ("芝士蛋糕完全没抵抗力", "我对芝士蛋糕完全没抵抗力"),
        ("对了，我喜欢猫", "对了，我喜欢猫"),
        ("对面那家店不错", "对面那家店不错"),
        ("喜欢的食物：火锅", "我最喜欢的食物是火锅"),
        ("极度讨厌开会", "特别讨厌开会"),
    ],
)
def test_reshaped(text: str, shaped: str) -> None:
    assert zh_taste_shapes.reshaped(text) == shaped
