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
    found = keys_and_values("Remember that I'm vegan.")
    assert ("fact:diet", "vegan") in found
    assert not any(key.startswith("note:") for key, _ in found)


def test_a_remembered_statement_about_someone_stays_a_note() -> None:
    found = match_message(said("Remember that my wife's birthday is May 3."))
    assert ("profile.relations.wife", "wife") in [(c.key, c.value) for c in found]
    assert any("birthday is May 3" in c.content for c in found)


@pytest.mark.parametrize("role", ["assistant", "system", "tool"])
def test_only_the_user_is_believed(role: Role) -> None:
    text = "I prefer concise answers. My name is Ada. I live in Berlin. Remember that I'm vegan."
    assert match_message(said(text, role=role)) == []
    stated = [c for c in match_message(said(text)) if c.attributes.get("change") != "negate"]
    assert len(stated) == 4  # (and the likes a vegan diet leaves out end)


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
