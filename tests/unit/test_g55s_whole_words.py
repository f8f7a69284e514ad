"""A Chinese joke marker counts only as a word of its own, not inside a longer word (g55s)."""

from __future__ import annotations

import re

import pytest

from memstream.processors.grammar.zh_whole_words import marked
from tests.fixtures.grammar import learned_keys

_JOKES = re.compile("吃土|入土|火星|天花板|哈哈哈哈")


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我喜欢吃土笋冻", "pref:土笋冻", "like"),
        ("我真佮意食土笋冻", "pref:土笋冻", "like"),
        ("我是做月球车设计的", "profile.role", "月球车设计"),
    ],
)
def test_a_joke_word_inside_a_longer_word_sets_nothing_aside(
    text: str, key: str, value: str
) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    ["这个月又要吃土了，我是程序员", "加班成狗，我是程序员", "下辈子我要当猫", "笑死，我住在火星"],
)
def test_a_joke_word_of_its_own_still_sets_the_sentence_aside(text: str) -> None:
    assert learned_keys(text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这个月又要吃土了", True),
        ("我喜欢吃土笋冻", False),
        ("入土为安", False),
        ("我是火星来的", True),
        ("我爱吃火星人做的饭", False),
        ("我家天花板漏水了", True),
        ("哈哈哈哈哈哈", True),
        ("I eat dirt", False),
    ],
)
def test_marked_reads_word_edges(text: str, expected: bool) -> None:
    assert marked(text, _JOKES) is expected


def test_a_joke_whose_start_the_segmenter_miscuts_still_counts() -> None:
    assert learned_keys("我每天的运动量就是从床滚到沙发再滚回床") == set()
