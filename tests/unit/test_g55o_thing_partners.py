"""A partner said to be a thing ("my boyfriend is my bed", 我的对象是工作) is a joke: no
partner and nothing about the user (g55o), but a liking of the thing itself; a partner
with a job or a name stays."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

JOKES: list[str] = [
    "My boyfriend is my bed, honestly.",
    "my girlfriend is my job at this point, I spend every weekend with it",
    "my wife is a teacher and my husband is my job",
    "我的对象是工作，我们已经相爱相杀五年了",
    "我的男朋友是床",
    "我的前任是Excel，天天跟它吵架，现任是咖啡",
]


@pytest.mark.parametrize("text", JOKES)
def test_a_partner_that_is_a_thing_teaches_nothing(text: str) -> None:
    """No partner is learned, nor what the sentence says of the user."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("My partner is a coffee roaster in Leeds.", ("profile.relations.partner", "partner")),
    ("My husband is my best friend.", ("profile.relations.husband", "husband")),
    ("我老公是游戏设计师", ("profile.relations.husband", "老公")),
    ("我男朋友是Tom，他在上海", ("profile.relations.boyfriend", "Tom")),
    ("我的真爱是火锅，每周都要吃", ("pref:火锅", "like")),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_a_person_partner_or_a_liked_thing_stays(text: str, learned: tuple[str, str]) -> None:
    """A partner with a job, a name or a role stays; so does a liking of the thing."""
    assert learned in learned_keys(text)
