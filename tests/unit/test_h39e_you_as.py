"""The user's job said as second-person self-talk (issue 22, h39e): "when you're a nurse,
you ... that's me", "as a plumber you learn ... I've done it 20 years"; must not: with no
first-person sentence, advice or a question to a listener, someone else's job, a stage of
life, a hypothetical "if", Chinese addressed to the assistant. My own sentences, none a
corpus line; through the real matcher."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _roles(text: str) -> list[str]:
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 3, 2, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return [
        str(c.attributes.get("item") or c.value)
        for c in match_slots(event)
        if c.attributes.get("slot") == "role" and c.attributes.get("subject", "user") == "user"
    ]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("you know when you're a dentist, you stare at teeth. I've been at it 15 years",
         "dentist"),
        ("You know when you're a vet, you go home smelling of dog? That's me.", "vet"),
        ("As a plumber you learn to never trust old pipes. I've been doing it twenty years.",
         "plumber"),
        ("when you're a night nurse, you sleep through the day. That's me, four nights a week.",
         "night nurse"),
        ("being a bus driver you see everything. i drive the 42 route", "bus driver"),
        ("honestly, as a line cook you burn your arms all the time. I'm used to it", "line cook"),
        ("as an electrician you get shocked more than you think lol. anyway my van broke down",
         "electrician"),
    ],
)  # fmt: skip
def test_the_role_of_the_user_said_with_you(text: str, role: str) -> None:
    assert role in _roles(text), _roles(text)


@pytest.mark.parametrize(
    "text",
    [
        "As a teacher you learn patience.",
        "as a doctor you should know better than that. I'm annoyed",
        "when you're a dentist, you must love teeth? I'm curious",
        "when you're a dentist do you like sweets? I'm curious",
        "my sister is a nurse. when you're a nurse you work every holiday. I miss her",
        "you know when you're a kid, you think adults know everything. I was so wrong",
        "as a cook you burn yourself a lot, right?",
        "if you're a lawyer, you know how bad this is. my landlord kept my deposit",
        "你是医生吧？我头疼好几天了",
        "当老师的你应该懂吧？我孩子不爱写作业",
    ],
)
def test_no_role_of_the_user(text: str) -> None:
    assert _roles(text) == [], _roles(text)
