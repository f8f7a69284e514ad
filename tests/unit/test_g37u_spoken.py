"""Dictated messages cut where the user starts a new sentence (one_breath), English and
Chinese, and the messages that must stay whole (conditions, hedges, reported words, relative
clauses, punctuated text). None is a corpus line."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.one_breath import en_breaks, zh_breaks

EN_CUT: list[str] = [
    "left acme last spring | im at globex now",
    "got promoted | i'm a team lead now",
    "not vegan anymore | i eat fish now",
    "we sold the flat | we're renting in york",
    "quit nursing in may | i'm a paramedic",
    "I left Acme | I'm at Globex now",
    "ditched the gym membership | i run outside now",
    "my wife quit smoking | i still smoke though",
    "moved the studio last month | we work out of brooklyn",
    "sold my car | i cycle everywhere",
    "no longer at the bank | i've joined a startup",
    "transfer went through | i'm in the calgary office",
    "Retired in March | I volunteer at the museum now",
    "stopped eating meat | i'm pescatarian these days",
    "finished my degree | i work at the clinic now",
]
"""Each with " | " where the cut goes (a full stop there, no mark in what is said)."""

EN_WHOLE: list[str] = [
    "if i get the job i'm moving to denver",
    "i think i'm moving to denver",
    "the guy i work with is nice",
    "my wife says i snore",
    "when we moved i started driving to work",
    "anchovies are another one I just can't do",
    "that's the place we stay every summer",
    "I left Acme, I'm at Globex now",
    "I left Acme. I'm at Globex now",
    "i love it",
    "once i finish the course i'll apply",
    "she told me i should rest",
    "pretty sure i left my keys there",
    "because i moved i changed jobs",
    "no idea what i want",
    "I dreamt I was a pilot last night",
]

ZH_CUT: list[tuple[str, str]] = [
    ("离开万科了现在在龙湖还是干工程", "离开万科了，现在在龙湖还是干工程"),
    ("现在不喝奶茶了控糖", "现在不喝奶茶了，控糖"),
    ("我已经搬到杭州了之前在南京", "我已经搬到杭州了，之前在南京"),
    ("转岗了现在做产品运营", "转岗了，现在做产品运营"),
    ("不跑美团了转去饿了么了", "不跑美团了，转去饿了么了"),
    ("恐怖片我现在不看了看完睡不着", "恐怖片我现在不看了，看完睡不着"),
    ("那个记账小程序不做了没时间", "那个记账小程序不做了，没时间"),
    ("我不在百度了在阿里", "我不在百度了，在阿里"),
    ("辞职了以后自己干", "辞职了，以后自己干"),
    ("搬家了現在住台中", "搬家了，現在住台中"),
    ("瑜伽没练了太忙", "瑜伽没练了，太忙"),
    ("咖啡不喝了改喝茶", "咖啡不喝了，改喝茶"),
    ("退休了每天带孙子", "退休了，每天带孙子"),
    ("分手了后来一直单身", "分手了，后来一直单身"),
    ("车卖了因为不常开", "车卖了，因为不常开"),
]

ZH_WHOLE: list[str] = [
    "戒了三个多月没碰了",
    "上个月入职了宁德时代做电池工艺",
    "吃了不少苦",
    "我养了只猫叫花花",
    "素了两年身体还是扛不住",
    "烟戒了，三个月了",
    "戒了不到一个月",
    "我在杭州上班",
    "去了一家初创公司",
    "那只橘猫大黄送给我妈养了",
    "买了台新电脑",
    "喝了太多咖啡",
    "我们结婚五年了",
    "学了两年日语",
    "换了新工作",
]


@pytest.mark.parametrize("marked", EN_CUT)
def test_english_cut(marked: str) -> None:
    """A new sentence of the user's starts after a clause of its own."""
    assert en_breaks(marked.replace(" | ", " ")) == marked.replace(" | ", ". ")


@pytest.mark.parametrize("said", EN_WHOLE)
def test_english_whole(said: str) -> None:
    """A condition, a hedge, a relative clause or punctuated text is left as it is."""
    assert en_breaks(said) == said


@pytest.mark.parametrize(("said", "cut"), ZH_CUT)
def test_chinese_cut(said: str, cut: str) -> None:
    """A clause ended by 了 is cut from the next one."""
    assert zh_breaks(said) == cut


@pytest.mark.parametrize("said", ZH_WHOLE)
def test_chinese_whole(said: str) -> None:
    """An aspect 了 before its object or span, or punctuated text, is left as it is."""
    assert zh_breaks(said) == said
