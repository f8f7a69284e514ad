"""Words set after a colon under someone else's name (colon_speakers, g48p): the header names
a person, maybe where or when they spoke, and the first person after the colon is theirs; a
label before a colon (Update:, Context:, 自我介绍：) names no one. English and Chinese."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.colon_speakers import en_header_colon, zh_header_colon
from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    "text",
    [
        "my boss in the standup today: I hate remote work",
        "the landlord, this morning: I'm selling the flat in June",
        "Mum on the phone just now: I'm going vegan from next week",
        "so my flatmate at breakfast: we're moving to Leeds",
    ],
)
def test_an_english_header_naming_someone_is_found(text: str) -> None:
    colon = en_header_colon(text.lower())
    assert colon is not None
    assert text[colon] == ":"


@pytest.mark.parametrize(
    "text",
    [
        "Update: I live in Berlin now",
        "Context: I'm a nurse in Leeds",
        "Proud dad moment: my daughter Zoe got into the orchestra",
        "my boss in the standup today: the office closes at 5",
    ],
)
def test_a_label_or_a_header_without_the_first_person_is_none(text: str) -> None:
    assert en_header_colon(text.lower()) is None


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("领导在群里：我讨厌远程办公", 0),
        ("客户在电话里：我对花生过敏", 0),
        ("今天开会，我老板：我下周去上海出差", 5),
    ],
)
def test_a_chinese_header_naming_someone_is_found(text: str, start: int) -> None:
    assert zh_header_colon(text) == start


@pytest.mark.parametrize(
    "text", ["自我介绍：我是护士", "朋友圈文案：我爱跑步", "背景：我在杭州做设计"]
)
def test_a_chinese_label_is_none(text: str) -> None:
    assert zh_header_colon(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my sister on whatsapp: I live in Berlin now lol", {"relation=sister"}),
        ("the landlord, this morning: I'm selling the flat in June", set()),
        ("Update: I live in Berlin now", {"home_location=Berlin"}),
        ("领导在群里：我讨厌远程办公", set()),
        ("自我介绍：我是护士", {"role=护士"}),
    ],
)
def test_what_the_grammar_learns_beside_a_header(text: str, expected: set[str]) -> None:
    assert said(text) == expected
