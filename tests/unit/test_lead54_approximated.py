"""An amount said roughly ("maybe twice a month", "for probably 20 years", 住了可能有十年) is no
doubt about the fact: the sentence is still read; "maybe" and 可能 before anything else, or
before a time still to come, still hedge it (`grammar/approximated.py`)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.approximated import en_plain, plain, zh_plain
from memstream.processors.noise import is_tentative
from tests.fixtures.grammar import learned_keys


def _values(text: str) -> set[str]:
    return {value for _, value in learned_keys(text)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I get migraines maybe three times a year", "migraines"),
        ("I've been a plumber for probably 15 years", "plumber"),
        ("I've lived in Cardiff for maybe twelve years now", "Cardiff"),
        ("I cycle to work, perhaps four days a week", "cycle to work"),
        ("我在成都住了可能有八年了", "成都"),
        ("我有偏头痛，一个月大概发作两次", "偏头痛"),
    ],
)
def test_a_rough_amount_keeps_the_statement(text: str, value: str) -> None:
    assert any(value in learned for learned in _values(text))


@pytest.mark.parametrize(
    "text",
    [
        "Maybe I'll take up pottery",
        "I might move to Cardiff in maybe two years",
        "I'll probably be a plumber",
        "我可能下个月搬去成都",
        "我可能两年后换工作",
    ],
)
def test_a_doubt_before_anything_else_still_hedges(text: str) -> None:
    assert is_tentative(text)
    assert _values(text) == set()


def test_the_approximation_is_taken_out_before_an_amount_only() -> None:
    assert en_plain("i swim maybe three times a week") == "i swim three times a week"
    assert en_plain("maybe one day i'll swim") == "maybe one day i'll swim"
    assert en_plain("in maybe two years") == "in maybe two years"
    assert zh_plain("跑步一周可能三次") == "跑步一周三次"
    assert zh_plain("可能两年后搬家") == "可能两年后搬家"
    assert plain("i run maybe 30k a week, 一周可能三次") == "i run 30k a week, 一周三次"
