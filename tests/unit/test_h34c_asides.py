"""Requests for a piece of work, one-off formats, mock titles and hyperbole learn nothing
about the user (issue 22, h34c), English and Chinese; the user's lasting wishes and plain
facts beside them are still learned. My own sentences, none a corpus line."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    "text",
    [
        "make a table of the US presidents and their terms",
        "give me a bulleted list of the causes of WW1",
        "draw me a chart of my spending by month",
        "什么是闭包，简单说下",
        "I basically live at the airport now, third delay today",
        "I live at the courthouse now apparently, been here six hours",
        "我是熬夜冠军，每天凌晨四点睡",
        "我是摸鱼达人，上班就刷手机",
        "我的爱好是发呆，特长是拖延",
        "我的副业是摸鱼",
    ],
)
def test_nothing_about_the_user(text: str) -> None:
    mine = {f for f in said(text) if "." not in f.split("=")[0] or f.startswith("pref.")}
    assert not mine, mine


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("give me short answers from now on", "pref.response_length=concise"),
        ("I prefer a table with the numbers, always", "pref.format=tables"),
        ("use tables whenever you compare things", "pref.format=tables"),
        ("I'm making a table of all my expenses", "project=table of all my expenses"),
        ("I live in Porto, been here 3 years", "home_location=Porto"),
        ("plot twist: I now genuinely enjoy hiking", "like=hiking"),
        ("以后都用表格回复我", "pref.format=tables"),
        ("以后回答简短点", "pref.response_length=concise"),
        ("我是一名打工人，在上海做销售", "home_location=上海"),
        ("我的梦想是开一家咖啡馆", "goal=开一家咖啡馆"),
    ],
)
def test_lasting_wishes_and_facts_are_still_learned(text: str, fact: str) -> None:
    assert fact in said(text), said(text)
