"""A mark that takes back its sentence (（不是）, [狗头], /j, "(I wish)") leaves nothing
learned about the user (g54o); a bracket that corrects a detail does not."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

TAKEN_BACK: list[str] = [
    "目标：成为富婆（不是）",
    "我是素食主义者[狗头]",
    "我每天五点起床跑步（误）",
    "我已经是米其林大厨了，手动狗头",
    "我住在海边别墅（做梦）",
    "本人年薪百万(bushi)",
    "I'm a morning person /j",
    "I run ten miles every morning (I wish)",
    "I'm fluent in French, not really",
    "I'm a millionaire (in my dreams)",
    "I'm a vegan now, not really",
    "I live in a castle in Scotland (not)",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_taken_back_claim_teaches_nothing(text: str) -> None:
    """The sentence's claim is a joke or a wish, not the user's."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("我住在杭州（不是上海）", ("profile.location", "杭州")),
    ("I live in Leeds (not London)", ("profile.location", "Leeds")),
    ("我是素食主义者", ("fact:diet", "vegetarian")),
    ("I'm vegan, have been for years", ("fact:diet", "vegan")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_corrected_detail_stays(text: str, learned: tuple[str, str]) -> None:
    """A bracket that corrects a detail, or no mark at all, keeps the claim."""
    assert learned in learned_keys(text)
