"""`taste_idioms.read`: tastes said by a comparison, a reaction, a habit of consumption or a
Chinese idiom of fandom, English and Chinese, and the sentences each shape must leave alone."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import taste_idioms
from memstream.processors.grammar.taste_lexicon import read

READ = [
    ("sushi > pizza any day", False, "like", "sushi"),
    ("tbh mountains over beaches, always", False, "like", "mountains"),
    ("I'd pick the mountains over the beach any day", False, "like", "mountains"),
    ("I only drink oolong these days", False, "like", "oolong"),
    ("off shift I only drink filter", False, "like", "filter"),
    ("I'm on my third matcha latte today", False, "like", "matcha latte"),
    ("Thai food 😍😍", False, "like", "Thai food"),
    ("Mushrooms 🤢", False, "dislike", "Mushrooms"),
    ("natto? never again", False, "dislike", "natto"),
    ("spicy food? bring it", False, "like", "spicy food"),
    ("I play the nyckelharpa for fun", False, "like", "nyckelharpa"),
    ("i collect vintage fountain pens as a hobby", False, "like", "vintage fountain pens"),
    ("honestly the best part of my week is the farmers market", False, "like", "farmers market"),
    ("没有什么比一碗热干面更香的了", True, "like", "热干面"),
    ("周杰伦一生推", True, "like", "周杰伦"),
    ("抹茶控一枚", True, "like", "抹茶"),
    ("苦瓜不是我的菜", True, "dislike", "苦瓜"),
    ("周末最大的乐趣就是钓鱼", True, "like", "钓鱼"),
    ("我这人就好一口臭豆腐", True, "like", "臭豆腐"),
    ("咖啡我只喝美式，拿铁太腻了", True, "like", "美式"),
    ("今天已经第三杯奶茶了", True, "like", "奶茶"),
    ("要说最爱的运动，那必须是羽毛球", True, "like", "羽毛球"),
    ("榴莲😍", True, "like", "榴莲"),
]
SILENT = [
    ("Brazil beats Argentina 2-1 in the final", False),
    ("this pizza 😍", False),
    ("my son only eats pasta", False),
    ("I only eat halal", False),
    ("do you prefer Vue > React?", False),
    ("I used to pick tea over coffee", False),
    ("write a caption: tacos 😍", False),
    ("ok 👍", False),
    ("my son plays the violin for fun", False),
    ("the best part of my week is when you reply", False),
    ("我儿子周杰伦一生推", True),
    ("你最大的乐趣是什么", True),
    ("我只吃素", True),
    ("以前每天第三杯奶茶了", True),
    ("她说苦瓜不是她的菜", True),
    ("这个😍", True),
]


@pytest.mark.parametrize(("text", "chinese", "slot", "value"), READ)
def test_a_shape_reads_the_taste(text: str, chinese: bool, slot: str, value: str) -> None:
    found = [(f.slot, f.value) for f in taste_idioms.read(text, chinese)]
    assert found == [(slot, value)]


@pytest.mark.parametrize(("text", "chinese"), SILENT)
def test_no_shape_reads_what_is_not_the_users_taste(text: str, chinese: bool) -> None:
    assert taste_idioms.read(text, chinese) == []


def test_an_ending_said_as_being_over_a_thing() -> None:
    found = [(f.slot, f.value) for f in read("I'm so over avocado toast", False, [])]
    assert found == [("ending", "avocado toast")]


@pytest.mark.parametrize(
    "text", ["I'm so over the moon", "honestly I'm so over it", "Im so over 40"]
)
def test_being_over_no_thing_ends_nothing(text: str) -> None:
    assert read(text, False, []) == []
