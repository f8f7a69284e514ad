"""Health said as people say it (issue 22): a condition that is a way of eating by itself
keeps its diet (celiac disease → gluten-free, 乳糜泻); a narrower diet said with a broader
one is the diet (我吃素的，全素 → vegan); a known condition with how often or how bad
(我偏头痛挺频繁的); an allergen without the fillers before it (我自己是对花粉过敏).
Other people's health stays theirs, and what is denied or supposed is not learned."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _user(text: str, previous: tuple[str, ...] = ()) -> set[tuple[str, str]]:
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 5, 4, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    found = match_slots(event, previous)
    return {
        (str(c.attributes.get("slot")), c.value)
        for c in found
        if "subject" not in c.attributes and not c.attributes.get("change")
    }


LEARNED = [
    ("I have celiac disease so strictly gluten-free", ("diet", "gluten-free")),
    ("I have celiac disease", ("diet", "gluten-free")),
    ("我有乳糜泻", ("diet", "gluten-free")),
    ("我有乳糜泻", ("condition", "乳糜泻")),
    ("我吃素的，全素，蛋奶都不碰", ("diet", "vegan")),
    ("我偏头痛挺频繁的，一熬夜就犯", ("condition", "偏头痛")),
    ("我胃炎又犯了", ("condition", "胃炎")),
    ("我儿子乐乐对鸡蛋过敏，我自己是对花粉过敏", ("allergy", "花粉")),
    ("我其实是对猫毛过敏", ("allergy", "猫毛")),
]


@pytest.mark.parametrize(("text", "expected"), LEARNED)
def test_health_said_in_passing_is_learned(text: str, expected: tuple[str, str]) -> None:
    assert expected in _user(text)


def test_a_narrower_diet_replaces_the_broader_one() -> None:
    said = _user("我吃素的，全素，蛋奶都不碰")
    assert ("diet", "vegetarian") not in said


def test_no_filler_is_part_of_an_allergen() -> None:
    said = _user("我儿子乐乐对鸡蛋过敏，我自己是对花粉过敏")
    assert not {v for s, v in said if s == "allergy" and v != "花粉"}


NOT_LEARNED = [
    ("my son has celiac disease", ("diet", "gluten-free")),
    ("maybe I have celiac disease?", ("diet", "gluten-free")),
    ("我儿子有乳糜泻", ("diet", "gluten-free")),
    ("他偏头痛挺严重的", ("condition", "偏头痛")),
    ("如果我偏头痛又犯了怎么办", ("condition", "偏头痛")),
    ("现在蛋和奶也吃了，不算纯素了", ("diet", "vegan")),
]


@pytest.mark.parametrize(("text", "unexpected"), NOT_LEARNED)
def test_others_questions_and_denials_teach_the_user_nothing(
    text: str, unexpected: tuple[str, str]
) -> None:
    assert unexpected not in _user(text)
