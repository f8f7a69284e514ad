"""Two named pets or people in one clause (issue 22): each keeps its own name, in Chinese
(一只叫年糕一个叫汤圆) and in English typed in lowercase ("my daughter ava and my son max");
kinds, chat words and verbs after a kin word are no names."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _people(text: str, chinese: bool) -> set[tuple[str, str, str]]:
    fills = (zh.parse if chinese else en.parse)(prepare(text), ANCHOR)
    return {(f.slot, f.kind, f.value) for f in fills if f.slot in ("pet", "relation")}


LEARNED = [
    ("家里有两只猫，一个叫年糕一个叫汤圆", True, {("pet", "猫", "年糕"), ("pet", "猫", "汤圆")}),
    ("家里有两条狗，一条叫旺财另一条叫来福", True, {("pet", "狗", "旺财"), ("pet", "狗", "来福")}),
    (
        "我有两个孩子，一个叫乐乐一个叫笑笑",
        True,
        {("relation", "孩子", "乐乐"), ("relation", "孩子", "笑笑")},
    ),
    (
        "my daughter ava and my son max are finally asleep",
        False,
        {("relation", "daughter", "Ava"), ("relation", "son", "Max")},
    ),
    ("my cat mochi keeps waking me up", False, {("pet", "cat", "Mochi")}),
    (
        "my kids are maya and theo",
        False,
        {("relation", "child", "Maya"), ("relation", "child", "Theo")},
    ),
]


@pytest.mark.parametrize(("text", "chinese", "expected"), LEARNED)
def test_each_name_is_kept(text: str, chinese: bool, expected: set[tuple[str, str, str]]) -> None:
    assert expected <= _people(text, chinese)


NOT_NAMES = [
    ("my son loves lego", False),
    ("my daughter just started school", False),
    ("my mom lol", False),
    ("my bf rn is annoying", False),
    ("my cat and dog hate each other", False),
    ("My daughter Rose is home", False),  # capitalised: read as before
    ("我家一只猫都没有", True),
    ("一个叫什么来着的猫", True),
]


@pytest.mark.parametrize(("text", "chinese"), NOT_NAMES)
def test_words_after_a_kind_are_no_names(text: str, chinese: bool) -> None:
    names = {v for _, k, v in _people(text, chinese) if v != k}
    allowed = {"Rose"}
    assert names <= allowed
