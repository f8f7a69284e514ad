"""The English slot grammar: who a sentence is about, the slots it fills, what it must not learn."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import en
from tests.fixtures.grammar import MONDAY
from tests.fixtures.grammar import en_slots as slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'm Lena Fischer, a pharmacist with Boots, living in Leeds",
            {
                ("name", "Lena Fischer"),
                ("role", "pharmacist"),
                ("employer", "Boots"),
                ("home_location", "Leeds"),
            },
        ),
        (
            "I work at Siemens as a test engineer",
            {("employer", "Siemens"), ("role", "test engineer")},
        ),
        ("we're based out of Rotterdam", {("home_location", "Rotterdam")}),
        ("my office is in Utrecht", {("work_location", "Utrecht")}),
        ("I speak Greek and a bit of Turkish", {("languages", "Greek"), ("languages", "Turkish")}),
        ("I'm on Central European Time", {("timezone", "Central European Time")}),
        ("call me Jo", {("name", "Jo")}),
    ],
)
def test_identity(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my daughter Ines just started school", {("relation", "daughter: Ines")}),
        ("we have two rabbits, Pip and Moss", {("pet", "rabbit: Pip"), ("pet", "rabbit: Moss")}),
        ("I adopted a kitten last month, her name's Olive", {("pet", "kitten: Olive")}),
        ("I'm married, with three kids", {("relation", "spouse"), ("relation", "child")}),
    ],
)
def test_people(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


def test_someone_else_is_not_the_user() -> None:
    found = en.parse("my brother Tomas lives in Vilnius and loves jazz", MONDAY)
    assert ("relation", "Tomas") in {(f.slot, f.value) for f in found if f.subject == "user"}
    about = {(f.subject, f.slot, f.value) for f in found if f.subject != "user"}
    assert ("brother:Tomas", "home_location", "Vilnius") in about
    assert not any(f.slot in ("home_location", "like") and f.subject == "user" for f in found)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've also picked up Kotlin", {("skill", "Kotlin")}),
        ("I'm pretty handy with Docker and Ansible", {("skill", "Docker"), ("skill", "Ansible")}),
        ("I'm building a habit tracker for my team", {("project", "habit tracker")}),
        ("my goal this year is to learn to sail", {("goal", "learn to sail")}),
    ],
)
def test_work(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= slots(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("please keep the answers short", ("pref.response_length", "concise")),
        ("way too long, I only need the gist", ("pref.response_length", "concise")),
        ("no emojis in replies please", ("pref.emoji", "avoid")),
        ("could you answer in Italian from now on?", ("pref.reply_language", "italian")),
        ("I code in Neovim, so give me vim keys", ("pref.editor", "Neovim")),
        ("spaces, not tabs, in any code you write", ("pref.indentation", "spaces")),
        ("temperatures in Fahrenheit please", ("pref.units", "imperial")),
    ],
)
def test_preferences_by_dimension(text: str, expected: tuple[str, str]) -> None:
    assert expected in slots(text)


def test_a_measure_is_not_a_unit_preference() -> None:
    assert not any(slot == "pref.units" for slot, _ in slots("I walked 5 miles to work today"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I really enjoy birdwatching", ("like", "birdwatching")),
        ("I can't stand licorice", ("dislike", "licorice")),
        ("I swim laps every morning before work", ("habit", "swim laps every morning before work")),
        ("I'm allergic to shellfish", ("allergy", "shellfish")),
        ("I'm vegetarian", ("diet", "vegetarian")),
        ("I have asthma", ("condition", "asthma")),
    ],
)
def test_taste_and_health(text: str, expected: tuple[str, str]) -> None:
    assert expected in slots(text)


def test_a_plan_gets_its_date() -> None:
    [plan] = [f for f in en.parse("I'm flying to Oslo next Friday", MONDAY) if f.slot == "plan"]
    assert plan.dates == ("2026-03-13",) and plan.extra["destination"] == "Oslo"


def test_a_correction_keeps_only_the_corrected_value() -> None:
    assert slots("I live in Ghent, sorry, Bruges") == {("home_location", "Bruges")}


def test_what_used_to_hold_is_not_learned_but_ended() -> None:
    found = en.parse("I used to live in Seattle but now I'm in Portland", MONDAY)
    assert ("home_location", "Portland") in {(f.slot, f.value) for f in found}
    assert not any(f.slot == "home_location" and f.value == "Seattle" for f in found)


def test_a_request_to_stop_is_not_an_ending() -> None:
    assert not any(f.action == "negate" for f in en.parse("please stop using emojis", MONDAY))


def test_an_ending_names_what_ends() -> None:
    [ending] = en.parse("I don't drink coffee anymore", MONDAY)
    assert ending.action == "negate" and "coffee" in ending.terms


@pytest.mark.parametrize(
    "text",
    [
        "what's the best city to live in for a nurse?",
        "if I lived in Oslo I'd learn to ski",
        "I might move to Denver next year",
        'my boss said "I hate video calls"',
        "at this rate I'll be sleeping in the office by Monday",
        "translate this: I work as a nurse in Lyon",
        "the new guy on our team is vegan",
    ],
)
def test_nothing_is_learned_about_the_user(text: str) -> None:
    assert slots(text) == set()
