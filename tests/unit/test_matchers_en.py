"""English rule matchers: what a user says becomes candidates; nothing else does."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers import (
    match_facts,
    match_message,
    match_preferences,
    match_profile,
    match_remember_command,
    match_remember_phrase,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Remember, RememberRequested, Role
from memstream.schemas.ids import derive_id

SCOPE = Scope(tenant="acme", user="ada", session="s1")
T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def said(text: str, role: Role = "user", event_id: str = "e1") -> MessagePosted:
    return MessagePosted(
        id=event_id,
        time=T0,
        scope=SCOPE,
        metadata={"external_id": "msg-1"},
        payload=Message(role=role, content=text),
    )


def keys_and_values(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.value) for c in match_message(said(text))]


@pytest.mark.parametrize(
    ("text", "key", "value", "content"),
    [
        ("I prefer concise answers.", "pref.response_length", "concise", "Prefers concise answers"),
        ("I'd rather have detailed answers.", "pref.response_length", "detailed", None),
        ("Please keep it short.", None, None, None),
        ("Always reply in English.", "pref.reply_language", "english", None),
        ("Please always answer in Chinese.", "pref.reply_language", "chinese", None),
        ("I really love dark mode", "pref.theme", "dark", "Likes dark mode"),
        ("I hate light mode.", "pref.theme", "dark", None),
        ("Don't use emoji.", "pref.emoji", "avoid", "Wants the assistant never to use emoji"),
        ("Never be so verbose.", "pref.response_length", "concise", None),
        ("I like bullet points.", "pref.format", "bullets", "Likes bullet points"),
        ("Be formal, please. I prefer a casual tone.", "pref.tone", "casual", None),
        ("I like jazz.", "pref:jazz", "like", "Likes jazz"),
        ("I don't like jazz.", "pref:jazz", "dislike", "Dislikes jazz"),
        ("I hate long meetings because they drag on.", "pref:long meetings", "dislike", None),
        ("Never use tables.", "pref:tables", "dislike", "Wants the assistant never to use tables"),
        ("Please always double-check the math.", "pref:double-check the math", "like", None),
    ],
)
def test_explicit_preferences(text: str, key: str | None, value: str, content: str | None) -> None:
    # Match one user message.
    found = match_preferences(said(text))

    # A dimension gives its single-valued key; anything else `pref:<object>`.
    if key is None:
        assert found == []
        return
    assert [(c.key, c.value) for c in found] == [(key, value)]
    assert all(c.type == "preference" and c.single_valued for c in found)
    if content is not None:
        assert found[0].content == content


def test_one_message_can_state_several_preferences() -> None:
    found = match_preferences(said("I prefer concise answers, and please don't use emoji!"))

    assert [(c.key, c.value) for c in found] == [
        ("pref.response_length", "concise"),
        ("pref.emoji", "avoid"),
    ]
    assert [c.attributes["polarity"] for c in found] == ["positive", "negative"]


@pytest.mark.parametrize(
    "text",
    [
        "Don't worry about it.",
        "Never mind.",
        "I like it.",
        "I love that!",
        "I'd like to know more.",
        "Do you like jazz?",
        "If I prefer tea, what then?",
        "What do you prefer?",
    ],
)
def test_non_preferences_yield_nothing(text: str) -> None:
    assert match_preferences(said(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hi, my name is Ada Lovelace.", [("profile.name", "Ada Lovelace")]),
        ("call me Bob", [("profile.name", "Bob")]),
        ("my name is john", [("profile.name", "John")]),
        ("I'm a data scientist.", [("profile.role", "data scientist")]),
        ("I work as a nurse.", [("profile.role", "nurse")]),
        (
            "I'm a software engineer at Google.",
            [("profile.role", "software engineer"), ("profile.employer", "Google")],
        ),
        ("I work at Acme Corp as a designer.", [("profile.employer", "Acme Corp")]),
        ("I'm working for the BBC.", [("profile.employer", "the BBC")]),
        ("I live in Berlin.", [("profile.location", "Berlin")]),
        ("I'm based in New York, but I travel a lot.", [("profile.location", "New York")]),
        ("I moved to Lisbon last year.", [("profile.location", "Lisbon")]),
        (
            "I speak English and Spanish.",
            [("profile.languages", "English"), ("profile.languages", "Spanish")],
        ),
        (
            "My native language is German.",
            [("profile.native_language", "German"), ("profile.languages", "German")],
        ),
        ("My timezone is Europe/Paris.", [("profile.timezone", "Europe/Paris")]),
        ("I'm in UTC +8.", [("profile.timezone", "UTC+8")]),
        ("I'm in the Pacific time zone.", [("profile.timezone", "Pacific Time")]),
    ],
)
def test_self_descriptions_fill_profile_fields(text: str, expected: list[tuple[str, str]]) -> None:
    found = match_profile(said(text))

    assert [(c.key, c.value) for c in found] == expected
    assert all(c.type == "profile" and c.importance == 0.8 for c in found)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a bit tired.",
        "I'm going home.",
        "I'm a big fan of engineers.",
        "I'm not a doctor.",
        "Call me later.",
        "I work for myself.",
        "I work at home.",
        "I live in a small town.",
        "I speak slowly.",
        "I'm in IT.",
        "Is my name is Ada?",
    ],
)
def test_profile_prefers_precision(text: str) -> None:
    assert match_profile(said(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("My favorite color is blue.", ("fact:favorite color", "blue", "Favorite color is blue")),
        ("My dog's name is Rex.", ("fact:dog's name", "Rex", "Dog's name is Rex")),
        ("My car is a Volvo.", ("fact:car", "a Volvo", "Car is a Volvo")),
    ],
)
def test_my_x_is_y_is_a_fact(text: str, expected: tuple[str, str, str | None]) -> None:
    [found] = match_facts(said(text))

    key, value, content = expected
    assert (found.type, found.key, found.value) == ("fact", key, value)
    assert content is None or found.content == content
    assert found.importance == 0.6


@pytest.mark.parametrize(
    "text",
    ["My point is that it's late.", "My code is broken.", "My name is Ada.", "My bad."],
)
def test_figures_of_speech_and_passing_states_are_not_facts(text: str) -> None:
    assert match_facts(said(text)) == []


def test_remember_phrase_becomes_a_confident_note() -> None:
    [note] = match_remember_phrase(said("Please remember: I'm allergic to peanuts."))

    assert (note.type, note.key) == ("fact", "note:i'm allergic to peanuts")
    assert note.content == "I'm allergic to peanuts"
    assert note.confidence == 0.95


@pytest.mark.parametrize("text", ["Remember when we met?", "Do you remember that day?"])
def test_remember_questions_are_not_notes(text: str) -> None:
    assert match_remember_phrase(said(text)) == []


def test_a_remembered_statement_another_matcher_understands_is_not_also_a_note() -> None:
    assert keys_and_values("Remember that my wife's birthday is May 3.") == [
        ("fact:wife's birthday", "May 3")
    ]


@pytest.mark.parametrize("role", ["assistant", "system", "tool"])
def test_only_the_user_is_believed(role: Role) -> None:
    text = "I prefer concise answers. My name is Ada. I live in Berlin. Remember that I'm vegan."
    assert match_message(said(text, role=role)) == []
    assert len(match_message(said(text))) == 4


def test_candidates_carry_provenance_and_derived_ids() -> None:
    [candidate] = match_preferences(said("Hello there. I prefer dark mode!"))

    assert candidate.id == derive_id("e1", "preferences", 0)
    assert candidate.provenance.event_ids == ["e1"]
    assert candidate.provenance.external_ids == ["msg-1"]
    assert candidate.provenance.matcher == "preferences"
    assert candidate.provenance.matcher_version == "2"
    assert candidate.provenance.explicit is True
    assert candidate.provenance.speaker == "user"
    assert candidate.provenance.quote == "I prefer dark mode!"
    assert (candidate.confidence, candidate.importance) == (0.8, 0.7)
    assert candidate.event_time == T0
    assert candidate.scope == SCOPE


def test_matching_is_deterministic() -> None:
    text = "My name is Ada. I prefer concise answers. My favorite color is blue."
    assert match_message(said(text)) == match_message(said(text))


@pytest.mark.parametrize(
    ("asserted_by", "confidence"),
    [("user", 0.95), ("app", 0.9)],
)
def test_remember_command(asserted_by: str, confidence: float) -> None:
    event = RememberRequested(
        id="r1",
        time=T0,
        scope=SCOPE,
        payload=Remember(content="Allergic to peanuts", asserted_by=asserted_by, pinned=True),
    )

    [candidate] = match_remember_command(event)

    assert (candidate.type, candidate.key) == ("fact", "note:allergic to peanuts")
    assert candidate.confidence == confidence
    assert candidate.pinned is True
    assert candidate.provenance.speaker == asserted_by


def test_remember_command_with_its_own_key_and_type() -> None:
    event = RememberRequested(
        id="r2",
        time=T0,
        scope=SCOPE,
        payload=Remember(content="Acme", memory_type="profile", key="profile.employer"),
    )

    [candidate] = match_remember_command(event)

    assert (candidate.type, candidate.key, candidate.importance) == (
        "profile",
        "profile.employer",
        0.8,
    )


def test_a_choice_for_a_context_is_keyed_by_the_context() -> None:
    [before] = match_preferences(said("I prefer Python for data scripts."))
    [after] = match_preferences(said("Actually I now prefer Rust for data scripts."))
    assert before.key == after.key == "pref:for data scripts"
    assert (before.value, after.value) == ("python", "rust")
    assert after.content == "Prefers Rust for data scripts"


def test_liking_two_things_for_one_context_keeps_both() -> None:
    # "like" is not a choice: liking tea for breakfast does not replace liking eggs for it.
    [tea] = match_preferences(said("I like tea for breakfast."))
    [eggs] = match_preferences(said("I like eggs for breakfast."))
    assert tea.key != eggs.key


def test_a_trailing_now_is_not_part_of_the_timezone() -> None:
    [found] = match_profile(said("My timezone is JST now."))
    assert (found.key, found.value) == ("profile.timezone", "JST")


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
    assert keys_and_values(text) == [
        ("pref:green tea", "like"),
        ("pref.emoji", "avoid"),
        ("fact:allergy", "peanuts"),
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
