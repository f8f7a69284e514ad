"""`taste_idioms.read`: Chinese tastes said by a comparison, an emoji, a habit of consumption
or an idiom, the sentences each shape must leave alone, and English, which it leaves to the
taste verbs (the English shapes learned false likes on the held-out half)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import taste_idioms
from memstream.processors.grammar.taste_lexicon import read

READ = [
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


@pytest.mark.parametrize("text", ["sushi > pizza any day", "Thai food 😍", "I only drink oolong"])
def test_english_shapes_are_left_to_the_taste_verbs(text: str) -> None:
    assert taste_idioms.read(text, False) == []


def test_an_ending_said_as_being_over_a_thing() -> None:
    found = [(f.slot, f.value) for f in read("I'm so over avocado toast", False, [])]
    assert found == [("ending", "avocado toast")]


@pytest.mark.parametrize(
    "text", ["I'm so over the moon", "honestly I'm so over it", "Im so over 40"]
)
def test_being_over_no_thing_ends_nothing(text: str) -> None:
    assert read(text, False, []) == []
