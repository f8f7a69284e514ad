"""A theme named by its light or dark variant (Solarized Light, One Dark) sets the light or
dark preference, in English and Chinese, and supersedes the other one; a question about a
theme sets nothing (none of these sentences is a corpus line)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.schemas.memory import MemoryStatus
from tests.fixtures.learning import memories

DAY = date(2026, 4, 6)


def _theme(text: str) -> list[str]:
    parse = en.parse if text.isascii() else zh.parse
    return [f.value for f in parse(text, DAY) if f.slot == "pref.theme"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I switched my theme to Gruvbox Light", "light"),
        ("my colour scheme is Tokyo Night Dark these days", "dark"),
        ("主题换成了Gruvbox Light", "light"),
        ("配色现在用的是Ayu Dark，看着舒服", "dark"),
        ("主题改成Gruvbox Light了，深色看久了眼睛累", "light"),
    ],
)
def test_a_named_variant_sets_the_theme(text: str, value: str) -> None:
    assert _theme(text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "should I switch the theme to Gruvbox Light?",
        "the theme of Dark Souls is bleak",
        "主题用Gruvbox Light好看吗？",
    ],
)
def test_a_question_or_a_title_sets_no_theme(text: str) -> None:
    assert _theme(text) == []


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("I like dark mode", "I switched my theme to Gruvbox Light"),
        ("主题我用深色的", "主题换成了Gruvbox Light"),
    ],
)
def test_the_named_variant_supersedes(first: str, then: str) -> None:
    found = [m for m in memories(first, then) if m.key == "pref.theme"]
    assert [m.value for m in found if m.status is MemoryStatus.ACTIVE] == ["light"]
    assert found[0].version == 2
