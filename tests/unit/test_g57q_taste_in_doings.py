"""A taste word kept in a doing's value ("kinda love napping after lunch every day",
每天早上很享受慢跑), a plan that is a taste (超爱去公园跑步) and a time alone read as a thing
liked (每个周末): the habit is the doing, the taste is no plan, the time is no like."""

from __future__ import annotations

import re

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values

_EN_TASTE = re.compile(
    r"^(?:really |truly |totally |absolutely |genuinely |kinda |do |just )*"
    r"(?:love|loves|enjoy|enjoys|adore|adores|like|likes)\b",
    re.I,
)
_ZH_TASTE = re.compile(r"喜欢|享受|超爱|最爱|特别爱")
_ZH_TIME_ALONE = re.compile(r"^(?:每[个一]?|周[一二三四五六日天末]|[早晚上下中]午?上?|天|月|年)+$")


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("i kinda love napping after lunch every day", "napping after lunch"),
        ("I genuinely enjoy cooking dinner for friends every friday night", "cooking dinner"),
        ("I do love a good walk every evening after dinner", "walk every evening"),
        ("I absolutely adore hiking in the mountains on weekends.", "hiking in the mountains"),
        ("Honestly I totally love baking sourdough on sunday mornings", "baking sourdough"),
        ("I realy enjoy going to the sauna every friday", "sauna"),
    ],
)
def test_an_english_habit_is_the_doing(text: str, done: str) -> None:
    found = user_slot_values(text)
    habits = [v for s, v in found if s == "habit"]
    assert not [v for v in habits if _EN_TASTE.match(v)]
    assert [v for s, v in found if s in ("habit", "like") and done.lower() in v.lower()]


@pytest.mark.parametrize(
    ("text", "done"),
    [
        ("每天早上我都很享受慢跑半小时", "慢跑"),
        ("我每天晚上都特别享受泡个热水澡", "泡"),
        ("每周三下午我最爱去打羽毛球", "羽毛球"),
    ],
)
def test_a_chinese_habit_is_the_doing(text: str, done: str) -> None:
    found = user_slot_values(text)
    doings = [v for s, v in found if s in ("habit", "plan")]
    assert not [v for v in doings if _ZH_TASTE.search(v)]
    assert [v for s, v in found if s in ("habit", "like") and done in v]


@pytest.mark.parametrize(
    "text",
    [
        "我每个周末都特别喜欢去逛菜市场",
        "我每周六晚上超喜欢去看话剧",
        "我周日早上超爱去公园跑步",
        "我每个月都挺喜欢去一次书店",
        "我每个周末都喜欢去钓鱼",
    ],
)
def test_a_chinese_time_is_no_taste_and_a_taste_no_plan(text: str) -> None:
    found = user_slot_values(text)
    assert not [v for s, v in found if s in ("like", "dislike") and _ZH_TIME_ALONE.match(v)]
    assert not [v for s, v in found if s == "plan" and _ZH_TASTE.search(v)]
    assert [v for s, v in found if s in ("like", "habit")]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我下周六要去爬山", "plan", "去爬山"),
        ("我周末喜欢睡懒觉", "like", "睡懒觉"),
        ("I usually go jogging before work.", "habit", "go jogging before work"),
    ],
)
def test_near_misses_keep_their_values(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slot_values(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to go hiking every weekend",
        "My wife loves swimming every morning",
        "我老婆每个周末都喜欢去逛街",
    ],
)
def test_near_misses_learn_no_habit(text: str) -> None:
    assert not [v for s, v in user_slot_values(text) if s in ("habit", "plan")]


@pytest.mark.parametrize(
    ("slot", "value", "shaped"),
    [
        ("habit", "genuinely enjoy cooking every Friday", "cooking every Friday"),
        ("habit", "每天早上很享受慢跑", "每天早上慢跑"),
        ("habit", "每天早上跑步", "每天早上跑步"),
        ("habit", "每周去爱心驿站做义工", "每周去爱心驿站做义工"),
        ("plan", "超爱去公园跑步", None),
        ("plan", "去公园跑步", "去公园跑步"),
        ("like", "每个周末", None),
        ("like", "every weekend", None),
        ("like", "周末", None),
        ("like", "weekends", "weekends"),
    ],
)
def test_the_value_shapes(slot: str, value: str, shaped: str | None) -> None:
    assert shape_value(slot, value) == shaped
