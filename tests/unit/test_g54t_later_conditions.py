"""A plain statement followed by a clause with "if" stands (issue 22, g54t): "I swim every
morning, even if it's raining", "Peonies are my favourite, I'd put them everywhere if I
could". A condition on the statement itself, a wish, a joke or a plan said with a plain "if"
teaches nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I swim every morning, even if it's raining", "fact:habit", "swim every morning"),
        ("I run 5k every morning if it's not raining", "fact:habit", "run 5k every morning"),
        (
            "I hate driving on motorways, I'll take the B-roads even if it adds an hour",
            "pref:driving on motorways",
            "dislike",
        ),
        (
            "honestly hate horror films, so if we're picking for movie night it's anything but",
            "pref:horror films",
            "dislike",
        ),
        (
            "Peonies are my absolute favorite, I'd put them everywhere if I could",
            "pref:peonies",
            "like",
        ),
        ("I love jazz, I'd listen to it all day if I could", "pref:jazz", "like"),
        ("I can't stand cilantro, even if it's in a tiny amount", "pref:cilantro", "dislike"),
        ("I love hiking, so if you have any trail ideas let me know", "pref:hiking", "like"),
        ("I'm a nurse, and if I could I'd be a vet.", "profile.role", "nurse"),
        ("I live in Leeds, I'd move to York if I could afford it", "profile.location", "Leeds"),
    ],
)
def test_a_statement_before_a_condition_stands(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm flying to Rome on Friday, if the strike ends.",
        "I would quit my job if I won the lottery.",
        "If I had a dog I'd walk it every day.",
        "I'd be a vegan if I could.",
        "I'm vegan, what if I want cheese?",
        "I'm a nurse, if I'm honest, just kidding",
        "I'd love to move to Spain, if I could",
    ],
)
def test_a_condition_on_the_statement_itself_teaches_nothing(text: str) -> None:
    keys = learned_keys(text)
    assert not {k for k, _ in keys if k.startswith(("fact:", "pref:", "profile.role"))}
