"""A family word opening a clause without 我 before an age, a time or what they do to the user
(外婆九十二了, 婆婆下个月过来, 孙子给我装了软件, 宝宝三个月了): the user's relation; a word
that also calls strangers (阿姨, 先生, 哥) or a group (妈妈们) gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "kin"),
    [
        ("奶奶八十五了，还天天去跳广场舞", "奶奶"),
        ("岳母下周从老家过来住一阵", "岳母"),
        ("外孙女给我买了个平板", "外孙女"),
        ("儿子这周要考试，我得陪着", "儿子"),
        ("宝宝五个月了，最近开始长牙", "宝宝"),
        ("公公身体不太好，腿脚也不利索", "公公"),
        ("姥爷去年退休了，天天下棋", "姥爷"),
    ],
)
def test_a_family_word_opening_a_clause(text: str, kin: str) -> None:
    assert ("relation", kin) in user_slots(text)


def test_a_baby_named_after_its_age() -> None:
    assert ("relation", "宝宝: 豆豆") in user_slots("宝宝八个月了叫豆豆")


@pytest.mark.parametrize(
    "text",
    [
        "阿姨下周来打扫",
        "妈妈们都说这个牌子好",
        "姐下次再聊",
        "先生您好，请问怎么退款",
        "宝宝们晚上好",
    ],
)
def test_no_relation_from_a_word_for_anyone(text: str) -> None:
    assert not {v for s, v in user_slots(text) if s == "relation"}


def test_english_my_family_word_is_a_relation() -> None:
    assert ("relation", "grandmother") in user_slots("My grandmother is 92 and lives with us") or (
        "relation",
        "grandma",
    ) in user_slots("My grandma is 92 and lives with us")


def test_english_no_relation_from_an_address() -> None:
    assert not {v for s, v in user_slots("Sir, how do I get a refund?") if s == "relation"}
