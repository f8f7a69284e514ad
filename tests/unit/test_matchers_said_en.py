"""English matchers, what users say: profile fields with their cardinality, preference
slots, and general facts with resolved dates."""

from __future__ import annotations

import pytest

from memstream.processors.matchers import (
    match_facts,
    match_preferences,
    match_profile,
)
from tests.unit.test_matchers_en import keys_and_values, said

# Profile fields with declared cardinality ------------------------------------------


def profile_of(text: str) -> list[tuple[str, str, bool]]:
    return [(c.key, c.value, c.single_valued) for c in match_profile(said(text))]


def test_several_profile_fields_come_from_one_introduction() -> None:
    found = profile_of("Hello, I'm Marta Kowalski, a nurse at St. Mary's in Krakow.")

    assert found == [
        ("profile.name", "Marta Kowalski", True),
        ("profile.role", "nurse", True),
        ("profile.employer", "St. Mary's", True),
        ("profile.location", "Krakow", True),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My sister Anna lives in Oslo.", [("profile.relations.sister", "Anna", False)]),
        ("Our dog Max loves the beach.", [("profile.relations.dog", "Max", False)]),
        ("I have a cat named Miso.", [("profile.relations.cat", "Miso", False)]),
        ("Anna is my wife.", [("profile.relations.wife", "Anna", False)]),
        ("My sister is called Anna.", [("profile.relations.sister", "Anna", False)]),
        (
            "I'm good at SQL, Go and Rust.",
            [
                ("profile.skills", "SQL", False),
                ("profile.skills", "Go", False),
                ("profile.skills", "Rust", False),
            ],
        ),
        ("I'm fluent in French.", [("profile.languages", "French", False)]),
        ("I have 10 years of experience in finance.", [("profile.skills", "finance", False)]),
        ("I'm working on a budgeting app.", [("profile.projects", "a budgeting app", False)]),
        ("My side project is a chess engine.", [("profile.projects", "a chess engine", False)]),
        ("My goal is to run a marathon.", [("profile.goals", "run a marathon", False)]),
        ("I'm learning Japanese.", [("profile.goals", "learning Japanese", False)]),
        ("I'm from Poland.", [("profile.origin", "Poland", True)]),
        ("I joined Globex last month.", [("profile.employer", "Globex", True)]),
        (
            "I work at Google in Zurich.",
            [("profile.employer", "Google", True), ("profile.location", "Zurich", True)],
        ),
    ],
)
def test_profile_fields_declare_whether_values_accumulate(
    text: str, expected: list[tuple[str, str, bool]]
) -> None:
    assert profile_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm Canadian.",
        "I'm Sorry about that.",
        "My sister Monday plans are busy.",
        "I'm working on it.",
        "I'm trying to fix it.",
        "I have a car named Herbie.",
    ],
)
def test_descriptions_are_not_names_or_relations(text: str) -> None:
    assert [key for key, _, _ in profile_of(text) if key != "profile.goals"] == []


# Preference slots ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "value", "content"),
    [
        ("I prefer tabs for indentation.", "pref.indentation", "tabs", None),
        ("Actually I prefer spaces now.", "pref.indentation", "spaces", "Prefers spaces"),
        ("I prefer metric units.", "pref.units", "metric", None),
        ("I love spicy food.", "pref:spicy food", "like", "Likes spicy food"),
        ("I don't eat spicy food anymore.", "pref:spicy food", "dislike", "Doesn't eat spicy food"),
        ("I no longer like jazz.", "pref:jazz", "dislike", None),
        ("I don't like jazz at all.", "pref:jazz", "dislike", "Dislikes jazz"),
        (
            "I prefer a short, bulleted summary at the end.",
            "pref:short, bulleted summary at the end",
            "like",
            "Prefers a short, bulleted summary at the end",
        ),
        (
            "I like a casual, playful tone with emojis.",
            "pref:casual, playful tone with emojis",
            "like",
            "Likes a casual, playful tone with emojis",
        ),
    ],
)
def test_preferences_are_keyed_by_slot_and_keep_their_whole_object(
    text: str, key: str, value: str, content: str | None
) -> None:
    [found] = match_preferences(said(text))
    assert (found.key, found.value) == (key, value)
    assert content is None or found.content == content


def test_independent_likes_accumulate_as_separate_objects() -> None:
    found = match_preferences(said("I like hiking, chess and jazz."))
    assert [(c.key, c.value) for c in found] == [
        ("pref:hiking", "like"),
        ("pref:chess", "like"),
        ("pref:jazz", "like"),
    ]


def test_clauses_still_split_before_a_new_statement() -> None:
    text = "I like green tea, I'm allergic to peanuts, and please don't use emoji."
    assert sorted(keys_and_values(text)) == [
        ("fact:allergy", "peanuts"),
        ("pref.emoji", "avoid"),
        ("pref:green tea", "like"),
    ]


# General facts with dates --------------------------------------------------------


def facts_of(text: str) -> list[tuple[str, str, str, list[str] | None]]:
    return [(c.key, c.value, c.content, c.attributes.get("dates")) for c in match_facts(said(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'm allergic to peanuts and shellfish.",
            [
                ("fact:allergy", "peanuts", "Allergic to peanuts", None),
                ("fact:allergy", "shellfish", "Allergic to shellfish", None),
            ],
        ),
        ("I'm vegetarian.", [("fact:diet", "vegetarian", "Diet: vegetarian", None)]),
        ("I have asthma.", [("fact:health", "asthma", "Health: asthma", None)]),
        (
            "I'm flying to Lisbon next Friday.",
            [
                (
                    "fact:trip:lisbon",
                    "2026-01-16",
                    "Trip to Lisbon on 2026-01-16 (Friday)",
                    ["2026-01-16"],
                )
            ],
        ),
        (
            "I have a dentist appointment tomorrow.",
            [
                (
                    "fact:event:i have a dentist appointment",
                    "2026-01-06",
                    "I have a dentist appointment on 2026-01-06 (Tuesday)",
                    ["2026-01-06"],
                )
            ],
        ),
        ("I just bought a new road bike.", [("fact:owns", "road bike", "Owns a road bike", None)]),
        ("I was born in 1990.", [("fact:birth_year", "1990", "Was born in 1990", None)]),
        (
            "My flight is next Friday.",
            [("fact:flight", "2026-01-16", "Flight is on 2026-01-16 (Friday)", ["2026-01-16"])],
        ),
    ],
)
def test_general_facts_resolve_their_dates(
    text: str, expected: list[tuple[str, str, str, list[str] | None]]
) -> None:
    assert facts_of(text) == expected


def test_allergies_accumulate_and_a_trip_is_one_slot_per_destination() -> None:
    [peanuts] = match_facts(said("I'm allergic to peanuts."))
    [trip] = match_facts(said("I'm flying to Lisbon next Friday."))
    assert not peanuts.single_valued
    assert trip.single_valued and trip.attributes["destination"] == "Lisbon"


@pytest.mark.parametrize("text", ["I'm tired today.", "My wife's birthday is May 3."])
def test_a_date_on_the_day_itself_or_a_recurring_one_is_not_resolved(text: str) -> None:
    assert all("dates" not in c.attributes for c in match_facts(said(text)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm working on a library for", ("profile.projects", "a library")),
        ("I'm learning German now - tough but fun.", ("profile.goals", "learning German")),
        (
            "I'm trying to make my plan work, even if it's hard.",
            ("profile.goals", "make my plan work"),
        ),
        (
            "I'm working on the dance studio and things are looking up.",
            ("profile.projects", "the dance studio"),
        ),
        ("My daughter Sara's school starts soon.", ("profile.relations.daughter", "Sara")),
    ],
)
def test_projects_goals_and_names_lose_trailing_chatter(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in [(key, value) for key, value, _ in profile_of(text)]
