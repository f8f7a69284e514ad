"""A Chinese diet said as what one eats now (g56u, issue 22 point 2), through the real extract
and consolidate stages, none a corpus line: the diet replaces the old one and no habit of
eating it is learned. Never a wish, an ending, or someone else's diet. Chinese only: English
says a diet with its own word ("vegetarian now"), which the readers know."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

CHANGED: list[tuple[str, str, str]] = [
    ("我吃纯素。", "现在吃蛋奶素了", "diet=vegetarian"),
    ("我不吃牛肉。", "最近开始吃全素了", "diet=vegan"),
    ("我是素食者，蛋奶都不吃。", "如今改吃蛋奶素了，医生让补蛋白", "diet=vegetarian"),
]  # fmt: skip

KEPT: list[tuple[str, str, str]] = [
    ("我不吃牛肉。", "我想吃蛋奶素", "diet=no beef"),
    ("我不吃牛肉。", "我妈现在吃蛋奶素了", "diet=no beef"),
    ("我不吃牛肉。", "现在吃蛋奶素的人挺多吗？", "diet=no beef"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "diet"), CHANGED)
def test_the_new_diet(first: str, change: str, diet: str) -> None:
    """The new diet is the one active diet, and no habit names it."""
    found = active_after([first, change])
    assert [f for f in found if f.startswith("diet=")] == [diet], found
    assert not any(f.startswith("habit=") for f in found), found


@pytest.mark.parametrize(("first", "said", "diet"), KEPT)
def test_the_old_diet_stays(first: str, said: str, diet: str) -> None:
    """A wish, someone else's diet or a question leaves the diet as it was."""
    assert diet in active_after([first, said])
