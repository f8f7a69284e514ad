"""Hokkien, Sichuanese, Wu and more Cantonese words read as their Mandarin (`zh_norm.SPOKEN`):
阮尪 my husband, 佮意 like, 佇 at, 屋头 at home, 啥子 what, 阿嫲 grandmother.
Chinese only: these are ways of writing Chinese."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.zh_norm import normalised
from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("阮尪叫阿雄，伊佇高雄做工", "我老公叫阿雄，伊在高雄做工"),
        ("我真佮意食蚵仔煎", "我真喜欢吃蚵仔煎"),
        ("我屋头有只猫", "我家里有只猫"),
        ("你说啥子", "你说什么"),
        ("阮厝在鹿港", "我家在鹿港"),
    ],
)
def test_dialect_words_read_as_mandarin(said: str, meant: str) -> None:
    assert normalised(said).text == meant


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("阮尪叫阿雄，在港口做工", ("relation", "老公: 阿雄")),
        ("我阿嫲今年九十岁了", ("relation", "奶奶")),
    ],
)
def test_dialect_kin_are_the_users(text: str, key: tuple[str, str]) -> None:
    assert key in user_slots(text)


def test_values_are_given_back_as_written() -> None:
    plain = normalised("阮尪叫阿雄")
    assert plain.restored("阿雄") == "阿雄"
