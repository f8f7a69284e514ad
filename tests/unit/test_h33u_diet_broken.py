"""A diet ended by a food it leaves out eaten again, and a health fact retracted
(`grammar/diet_broken.py`), English and Chinese, through the real extract and consolidate
stages. My own pairs, none a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.diet_broken import EXCLUDED
from tests.unit.test_updates_round5 import _holds, _now

ENDED = [
    ("I'm gluten-free.", "I'm eating pasta again, the tests were fine.", "gluten-free"),
    ("I'm vegetarian.", "I've started eating chicken again.", "vegetarian"),
    ("I don't drink.", "I have the odd glass of wine now.", "no alcohol"),
    ("I'm allergic to latex.", "The latex thing was a false alarm.", "latex"),
    ("我吃素。", "最近又开始吃肉了。", "vegetarian"),
    ("我不喝酒", "最近开始小酌了", "no alcohol"),
    ("我对青霉素过敏。", "医生说之前是误诊，青霉素没问题。", "青霉素"),
]


@pytest.mark.parametrize(("first", "then", "old"), ENDED)
def test_a_food_left_out_eaten_again_or_a_fact_retracted_ends_it(
    first: str, then: str, old: str
) -> None:
    assert _holds(_now(first), old)
    assert not _holds(_now(first, then), old)


VEGETARIAN = [
    ("I'm vegan.", "I eat eggs and cheese now."),
    ("我吃纯素。", "现在鸡蛋也吃了。"),
]


@pytest.mark.parametrize(("first", "then"), VEGETARIAN)
def test_a_vegan_who_eats_eggs_or_dairy_is_vegetarian(first: str, then: str) -> None:
    now = _now(first, then)
    assert _holds(now, "diet vegetarian") and not _holds(now, "diet vegan")


KEPT = [
    ("I'm vegetarian.", "I don't eat meat now either."),
    ("I'm vegetarian.", "I eat a lot of tofu now."),
    ("我吃素。", "我老婆又开始吃肉了。"),
    ("我吃素。", "我还是不吃肉。"),
]


@pytest.mark.parametrize(("first", "then"), KEPT)
def test_a_diet_kept_or_someone_elses_food_keeps_it(first: str, then: str) -> None:
    assert _holds(_now(first, then), "vegetarian")


def test_each_diet_leaves_out_english_and_chinese_foods() -> None:
    assert {"bread", "面包"} <= EXCLUDED["gluten-free"]
    assert {"eggs", "鸡蛋"} <= EXCLUDED["vegan"] and "eggs" not in EXCLUDED["vegetarian"]
