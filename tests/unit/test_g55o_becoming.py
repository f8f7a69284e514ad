"""A hyperbolic becoming (the outcome of an excess said as a new identity, a body turned
into a thing) teaches nothing from where it is said (g55o); the words before it and real
changes (剪成短发, 改成书房) stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

JOKES: list[str] = [
    "I've eaten so much cheese this week I'm legally a cheesemonger now",
    "I've been to so many weddings this year I'm officially a professional guest",
    "I'll melt into a puddle at the picnic on Saturday",
    "这破天气，我明天就要冻成冰雕了，直接进冰雪大世界展出",
    "我已经被蚊子吸成贫血了，明天改名叫献血达人",
    "这个月吃了那么多外卖，我都成外卖平台的股东了",
]


@pytest.mark.parametrize("text", JOKES)
def test_a_hyperbolic_becoming_teaches_nothing(text: str) -> None:
    """The new identity or the turned body is hyperbole."""
    assert learned_keys(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("明天去把头发剪成短发", ("fact:plan:去把头发剪成短发", "2026-03-03")),
    ("我打算把客厅改成书房", ("profile.goals", "把客厅改成书房")),
    ("我下周去三亚，估计要晒成煤炭了", ("fact:trip:三亚", "2026-03-09")),
    (
        "I'm going to the beach on Saturday, I'll turn into a raisin",
        ("fact:plan:going to the beach", "2026-03-07"),
    ),
    (
        "I'm a teacher in Leeds. I've marked so many essays I'm basically a robot now.",
        ("profile.role", "teacher"),
    ),
]


@pytest.mark.parametrize(("text", "learned"), KEPT)
def test_what_is_said_before_it_stays(text: str, learned: tuple[str, str]) -> None:
    """A plan or a fact said before the becoming, and a real change, stay."""
    assert learned in learned_keys(text)
