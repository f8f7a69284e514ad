"""Everyday sentences written for names, people, pets, homes and languages before the corpus'
failures were read (texting, dialect, code-switched, rambling), each with what the user's
profile must hold after it, and near-misses that must learn none of these."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

_KEYS = {"profile.name": "name", "profile.languages": "languages", "profile.location": "home"}


def _learned(text: str) -> set[tuple[str, str]]:
    """(slot, value) of the user's name, languages, home, people and pets from one message;
    a person or pet as ("kin", name-or-kind)."""
    found: set[tuple[str, str]] = set()
    for key, value in learned_keys(text):
        if key in _KEYS:
            found.add((_KEYS[key], value))
        elif key.startswith("profile.relations."):
            found.add(("kin", value))
    return found


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("names Kev Doyle, just moved in next door", {("name", "Kev Doyle")}),
        ("hiya its Shaz here, got a question about my bills", {("name", "Shaz")}),
        ("Dave from 4B here - the boiler is making noises again", {("name", "Dave")}),
        ("俺是老刘，在工地上干活", {("name", "老刘")}),
        ("鄙人姓周，做外贸的", {("name", "周")}),
        ("Thanks so much!\n— Priya", {("name", "Priya")}),
        ("I walk Bramble at 6 every morning before work, she's a collie", {("kin", "Bramble")}),
        ("每天给旺财喂两顿，它是条土狗", {("kin", "旺财")}),
        ("我们家的猫咪团子今天又吐了", {("kin", "团子")}),
        ("me and the missus, Jean, are off to Spain next month", {("kin", "Jean")}),
        ("our eldest, Tom, starts uni in September", {("kin", "Tom")}),
        ("my sister Aoife drives me to chemo on Tuesdays", {("kin", "Aoife")}),
        ("我老公老张天天加班", {("kin", "老张")}),
        ("我闺蜜小美下个月结婚", {("kin", "小美")}),
        ("grew up speaking Twi at home", {("languages", "Twi")}),
        ("我从小说客家话", {("languages", "客家话")}),
        ("my Spanish is rusty but I get by", {("languages", "Spanish")}),
        ("日语N2，看动漫没问题", {("languages", "日语")}),
        ("我会说一点粤语", {("languages", "粤语")}),
        ("i speak french and a bit of arabic", {("languages", "French"), ("languages", "Arabic")}),
        ("we live in a flat in Leeds", {("home", "Leeds")}),
        ("I'm based out of Dayton these days", {("home", "Dayton")}),
        ("我现在住在成都，老家是重庆的", {("home", "成都")}),
        ("just moved to Porto from Lisbon", {("home", "Porto")}),
        ("我在北京租房住", {("home", "北京")}),
        ("I work in Canary Wharf but live out in Essex", {("home", "Essex")}),
        ("我姓李，木子李", {("name", "李")}),
        ("我们家有两只猫，一只叫咪咪一只叫花花", {("kin", "咪咪"), ("kin", "花花")}),
    ],
)
def test_everyday_sentences(said: str, expected: set[tuple[str, str]]) -> None:
    assert _learned(said) >= expected


@pytest.mark.parametrize(
    "said",
    [
        "my friend's son Leo is staying with us",
        "I'm knackered after that shift",
        "我是路痴，经常迷路",
        "I'm learning Spanish on Duolingo",
    ],
)
def test_everyday_near_misses(said: str) -> None:
    assert _learned(said) == set()


STILL_MISSED: tuple[str, ...] = (
    "Call me Rob. Actually, make that Robert, Rob sounds like a kid.",  # the next sentence
    "叫我小王就行……算了还是叫我王工吧",  # 王工 read as a form of address
    "My name's Gráinne but everyone says Grawn-ya wrong so just Gra is fine",
    "have to get home to feed the cat, Mittens gets grumpy",  # the name after a comma
)
"""Sentences of this table the grammar still reads wrongly (kept to measure, not asserted)."""
