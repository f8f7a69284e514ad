"""g57u: a named pet that died or went to live elsewhere ends, worded in more ways ("we had to
let Biscuit go", "Lost Biscuit on Saturday", "Biscuit's gone", "Biscuit went to live with my
parents", 可乐去天堂了, 把可乐送回老家给我爸养了); a pet lost then found again, a pet out for
the day and someone else's loss end nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after

_EN = "We have a beagle called Biscuit."
_ZH = "我家有只金毛叫可乐。"


def _pets(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "pet"))


@pytest.mark.parametrize(
    ("context", "said"),
    [
        (_EN, "We had to let Biscuit go yesterday, she was 14."),
        (_EN, "Lost Biscuit on Saturday, the house is so quiet"),
        (_EN, "Biscuit's gone. Fourteen good years."),
        (_EN, "biscuit went to live with my parents on the farm, the new flat doesnt allow dogs"),
        (_EN, "we said our goodbyes to Biscuit last night"),
        (_EN, "Had to let our Biscuit go this morning."),
        (_EN, "Biscuit is with my sister for good now, she has the garden for her"),
        (_ZH, "可乐去天堂了"),
        (_ZH, "上个月把可乐送回老家给我爸养了"),
        (_ZH, "可乐上周六没了，十三岁"),
        (_ZH, "可乐已经不在了，别再提了"),
        (_ZH, "可乐前几天上天堂了，十三岁"),
        (_ZH, "可乐给我姑姑家养了，城里太小"),
    ],
)
def test_the_pet_gone_ends(context: str, said: str) -> None:
    assert _pets("", context)
    assert _pets(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        (_EN, "Biscuit got lost in the park but we found her an hour later."),
        (_EN, "Biscuit is gone for the weekend with my sister."),
        (_EN, "We let Biscuit go off the lead at the beach."),
        (_EN, "My neighbour lost her cat Tibbles last week."),
        (_ZH, "可乐走丢了一天又找回来了"),
        (_ZH, "可乐今天去宠物店洗澡了"),
        (_ZH, "可乐在我表姐家寄养一周"),
        (_ZH, "邻居家的狗上周没了"),
    ],
)
def test_a_pet_back_or_out_or_someone_elses_ends_nothing(context: str, said: str) -> None:
    before = _pets("", context)
    assert _pets(context, said) == before
