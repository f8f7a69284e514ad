"""Everyday wording: a closing remark is no part of a value, a kid brother is a brother,
farm animals are pets when named."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.grammar.fills import Fill

ANCHOR = date(2026, 3, 2)


def _slot(fills: list[Fill], slot: str) -> list[tuple[str, str, str]]:
    return [(fill.value, fill.subject, fill.kind) for fill in fills if fill.slot == slot]


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm allergic to penicillin btw", "allergy", "penicillin"),
        ("I work at Stripe by the way", "employer", "Stripe"),
        ("I live in Leeds, for what it's worth", "home_location", "Leeds"),
        ("I hate olives if that matters", "dislike", "olives"),
        ("I'm vegetarian fyi", "diet", "vegetarian"),
    ],
)
def test_a_closing_remark_is_no_part_of_the_value(text: str, slot: str, value: str) -> None:
    assert {v for v, _, _ in _slot(en.parse(text, ANCHOR), slot)} == {value}


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我对青霉素过敏哈", "allergy", "青霉素"),
        ("我在字节上班，顺便说一下", "employer", "字节"),
        ("我住在成都哈哈", "home_location", "成都"),
    ],
)
def test_a_chinese_closing_remark_is_no_part_of_the_value(text: str, slot: str, value: str) -> None:
    assert {v for v, _, _ in _slot(zh.parse(text, ANCHOR), slot)} == {value}


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("my kid brother Theo got into MIT", "Theo", "brother"),
        ("my kid sister Jo plays drums", "Jo", "sister"),
        ("my kid Theo is 6", "Theo", "child"),
    ],
)
def test_a_kid_brother_is_a_brother(text: str, name: str, kind: str) -> None:
    assert _slot(en.parse(text, ANCHOR), "relation") == [(name, "user", kind)]


def test_a_younger_sibling_in_chinese_is_a_sibling() -> None:
    assert _slot(zh.parse("我家小妹叫朵朵", ANCHOR), "relation") == [("朵朵", "user", "妹")]


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("I have a rooster called Colonel", "Colonel", "rooster"),
        ("our goose Gertrude chases the mailman", "Gertrude", "goose"),
        ("I have a llama named Dolly", "Dolly", "llama"),
    ],
)
def test_farm_animals_named_are_pets(text: str, name: str, kind: str) -> None:
    assert _slot(en.parse(text, ANCHOR), "pet") == [(name, "user", kind)]


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [("我养了只公鸡叫大红", "大红", "公鸡"), ("家里有只大鹅叫二狗", "二狗", "大鹅")],
)
def test_chinese_farm_animals_named_are_pets(text: str, name: str, kind: str) -> None:
    assert _slot(zh.parse(text, ANCHOR), "pet") == [(name, "user", kind)]


@pytest.mark.parametrize(
    ("text", "language"),
    [("the geese at the park are mean", "en"), ("公园里的鹅很凶", "zh")],
)
def test_animals_not_had_are_no_pets(text: str, language: str) -> None:
    parse = en.parse if language == "en" else zh.parse
    assert _slot(parse(text, ANCHOR), "pet") == []


@pytest.mark.parametrize(
    ("text", "language", "spoken"),
    [
        ("I speak Tagalog at home and English at work", "en", {"Tagalog", "English"}),
        ("we speak Polish with my parents and Dutch with the kids", "en", {"Polish", "Dutch"}),
        ("我在家说粤语，上班说普通话", "zh", {"粤语", "普通话"}),
    ],
)
def test_languages_listed_with_where_they_are_spoken(
    text: str, language: str, spoken: set[str]
) -> None:
    parse = en.parse if language == "en" else zh.parse
    assert {v for v, _, _ in _slot(parse(text, ANCHOR), "languages")} == spoken


def test_a_language_after_a_list_that_ends_is_not_read() -> None:
    fills = en.parse("I speak Spanish at home and my wife is French", ANCHOR)
    assert {v for v, _, _ in _slot(fills, "languages")} == {"Spanish"}


@pytest.mark.parametrize(
    ("text", "language", "kind"),
    [
        ("my wife is French", "en", "wife"),
        ("my friend Jordan is Catholic", "en", "friend"),
        ("我老婆是法国人", "zh", "老婆"),
    ],
)
def test_a_nationality_or_creed_is_no_relation_name(text: str, language: str, kind: str) -> None:
    parse = en.parse if language == "en" else zh.parse
    names = [v for v, _, _ in _slot(parse(text, ANCHOR), "relation")]
    assert all(name.lower() not in ("french", "catholic", "法国人") for name in names)
    assert all(k == kind for _, _, k in _slot(parse(text, ANCHOR), "relation"))


def test_names_after_are_still_names() -> None:
    fills = en.parse("my kids are Noor and Idris", ANCHOR)
    assert {v for v, _, _ in _slot(fills, "relation")} == {"Noor", "Idris"}
