"""A name the user introduces keeps when a remark ends the sentence ("I'm Ingrid btw")."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill

ANCHOR = date(2026, 3, 2)


def _names(fills: list[Fill]) -> list[str]:
    return [fill.value for fill in fills if fill.slot == "name"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I'm Ingrid btw.", "Ingrid"),
        ("I'm Tomasz by the way", "Tomasz"),
        ("I'm Keiko lol", "Keiko"),
        ("I'm Bruno haha, nice to meet you", "Bruno"),
        ("I'm Aoife fyi", "Aoife"),
        ("I'm Priya Nair tbh", "Priya Nair"),
    ],
)
def test_an_english_name_before_a_remark(text: str, name: str) -> None:
    assert _names(en.parse(text, ANCHOR)) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "I'm Tom by the window",  # not "by the way": where, not a remark
        "I'm Canadian btw",  # a nationality
        "I'm Catholic tbh",  # a creed
        "I'm done lol",  # a state, lower case
        "I'm Batman lol",  # a joke
    ],
)
def test_no_english_name_from_a_remark_after_something_else(text: str) -> None:
    assert _names(en.parse(text, ANCHOR)) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我叫林娜哈", "林娜"),
        ("我叫林娜，顺便说一下", "林娜"),
        ("我是周宁哈哈哈", "周宁"),
        ("我叫小满啦，多指教", "小满"),
    ],
)
def test_a_chinese_name_before_a_remark(text: str, name: str) -> None:
    assert _names(zh.parse(text, ANCHOR)) == [name]
