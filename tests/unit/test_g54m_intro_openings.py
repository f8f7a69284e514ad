"""A group-chat introduction: a greeting to a crowd or with an emoji and no stop after it
("Hi all 👋 I'm Chen", "Hey y'all, Deb from Tulsa here!"), and a bare "in <Place>" item
after the user's own "I'm <Name>," ("I'm Chen, in Vancouver, mom to a corgi")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_candidates


def _values(text: str, slot: str) -> set[str]:
    return {str(c.value) for c in user_candidates(text, slot)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi all 👋 I'm Chen", "Chen"),
        ("Hi all I'm Chen and I run the bakery stall", "Chen"),
        ("Hey y'all, Deb from Tulsa here! Grandma of 5", "Deb"),
        ("hello everyone 😊 I'm Tomás, backend dev", "Tomás"),
        ("Hi team — Anya here, joining from the Leeds office", "Anya"),
        ("大家好，我是小陈，在广州做前端", "小陈"),
        ("各位好 我叫陈默 坐标厦门", "陈默"),
    ],
)
def test_name_after_a_crowds_greeting(text: str, name: str) -> None:
    assert name in _values(text, "name")


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Hi all 👋 I'm Chen, in Vancouver, mom to a corgi named Mochi", "Vancouver"),
        ("Hi, I'm Tomás, currently in Porto, backend dev", "Porto"),
        ("My name's Aoife, in Galway", "Galway"),
        ("Hey everyone, I'm Ravi, in Leeds, new to the group", "Leeds"),
        ("大家好，我是小周，在广州做前端", "广州"),
    ],
)
def test_home_as_a_bare_in_item_of_an_introduction(text: str, place: str) -> None:
    assert place in _values(text, "home_location")


@pytest.mark.parametrize(
    "text",
    [
        "I'm Chen, in Vancouver for the week",
        "I'm Chen, in a meeting, call later",
        "I'm Chen, in sales",
        "She's Chen, in Vancouver",
        "Hi Claude, in Vancouver today",
    ],
)
def test_no_home_from_other_in_items(text: str) -> None:
    assert not _values(text, "home_location")


@pytest.mark.parametrize(
    "text",
    ["Hi all 👋 is anyone here from Leeds?", "Hey y'all, who's Deb?", "Hi everyone, thanks!"],
)
def test_no_name_from_a_greeting_alone(text: str) -> None:
    assert not _values(text, "name")
