"""A taste turned around names the thing or a kind of it with a word or two before it: in
Chinese, once the verb it opens with is set apart (看港片 and 看老港片, 奶茶 and 丝袜奶茶) the two
are one thing, so the new taste ends the old one; a single character is no such thing (茶 is
not 奶茶). English keeps its stems ("rain" and "rainy days")."""

from __future__ import annotations

import pytest

from memstream.processors.negation import same_thing


@pytest.mark.parametrize(
    ("one", "other"),
    [("看港片", "看老港片"), ("奶茶", "丝袜奶茶"), ("狗", "狗狗"), ("rain", "rainy days")],
)
def test_one_thing(one: str, other: str) -> None:
    assert same_thing(one, other) and same_thing(other, one)


@pytest.mark.parametrize(
    ("one", "other"),
    [("喝茶", "喝奶茶"), ("奶茶", "港式丝袜奶茶加冰"), ("tea", "green tea"), ("吃鱼", "吃鱿鱼")],
)
def test_two_things(one: str, other: str) -> None:
    assert not same_thing(one, other)
