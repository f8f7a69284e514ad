"""A skill said by being the one people ask for it (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

SKILL = "profile.skills"


def skills(text: str) -> set[str]:
    """The skills a message teaches."""
    return {v for k, v in learned_keys(text) if k == SKILL}


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("People always ask me to fix their bikes", "fixing bikes"),
        ("Everyone at work gets me to do their spreadsheets", "doing spreadsheets"),
        ("My neighbours come to me to sharpen their knives", "sharpening knives"),
        ("I'm the one everyone asks to cut their hair", "cutting hair"),
        ("Friends keep asking me to photograph their weddings", "photographing weddings"),
        ("朋友们总找我修电脑", "修电脑"),
        ("亲戚家孩子都找我补数学", "补数学"),
        ("邻居有事都请我帮忙修水管", "修水管"),
        ("同事们老找我做PPT", "做PPT"),
    ],
)
def test_skill_people_ask_the_user_for(text: str, skill: str) -> None:
    assert skill in skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "My friends ask me to help them move",
        "Everyone asks me to pick up the kids",
        "Would people ask me to fix their bikes?",
        "朋友们总找我吃饭",
        "他朋友总找他修电脑",
        "大家都找我借钱",
        "我叫林佳怡，大家都叫我佳佳",
        "其实大家都叫我彤彤，你也这么叫就行",
    ],
)
def test_no_skill_from_a_favour_a_question_or_someone_else(text: str) -> None:
    assert skills(text) == set()
