"""The lead's preferences of round 48: fewer explanations or a straighter answer
(不用解释, 给代码就行, 直接点) is concise; an instruction not to do something ("don't
explain the code …") is a request whose statement after the comma is still read; a lead
that asks the assistant to keep something in mind ("don't forget I'm allergic to nuts",
"dont worry I'm vegan") leaves the statement."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "pair"),
    [
        ("别老用表格了，正常说话就行", ("pref.format", "prose")),
        ("ugh enough with the bullet points", ("pref.format", "prose")),
        ("我不需要那么多解释，给代码就行", ("pref.response_length", "concise")),
        ("别解释了，直接给代码", ("pref.response_length", "concise")),
        ("你说话能不能直接点", ("pref.response_length", "concise")),
        ("less waffle, more answers pls", ("pref.response_length", "concise")),
    ],
)
def test_a_way_of_answering_given_up_or_asked_for(said: str, pair: tuple[str, str]) -> None:
    assert pair in user_slots(said)


@pytest.mark.parametrize(
    ("said", "pair"),
    [
        ("don't explain the code line by line, I know Python", ("skill", "Python")),
        ("dont worry I'm vegan", ("diet", "vegan")),
        ("don't forget I'm allergic to nuts", ("allergy", "nuts")),
        ("keep in mind I'm diabetic", ("condition", "diabetes")),
        ("别忘了我对花生过敏", ("allergy", "花生")),
    ],
)
def test_a_statement_after_an_instruction_or_a_reminder(said: str, pair: tuple[str, str]) -> None:
    assert pair in user_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "don't forget the milk",
        "don't you think I should learn Go?",
        "我直接去公司",
        "直接一点的方案有吗",
    ],
)
def test_no_preference_or_fact_from_a_plain_errand_or_question(said: str) -> None:
    assert user_slots(said) == set()


@pytest.mark.parametrize(
    ("said", "theme"),
    [
        ("my eyes can't handle white backgrounds, dark everything please", "dark"),
        ("can you switch the interface to night mode", "dark"),
        ("界面弄成黑的吧", "dark"),
        ("day mode please, I work outside", "light"),
    ],
)
def test_a_theme_said_by_its_background_or_mode(said: str, theme: str) -> None:
    assert ("pref.theme", theme) in user_slots(said)


@pytest.mark.parametrize(
    ("said", "pair"),
    [
        ("Treat me as GMT from now on.", ("timezone", "GMT")),
        ("treat me as being on Pacific time", ("timezone", "Pacific time")),
    ],
)
def test_a_time_zone_to_be_treated_as_is_no_role_play(said: str, pair: tuple[str, str]) -> None:
    assert pair in user_slots(said)


def test_a_role_to_be_treated_as_is_still_role_play() -> None:
    assert user_slots("treat me as a beginner") == set()
