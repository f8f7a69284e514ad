"""The lead's fixes after the round-48 merge, from what the helpers left and the lead's own
sentences: an editor named like a person ("Kate") only where code is spoken of; an illness is
no project that ends ("Got a cold this week"); a scan booked ("the MRI") is no certificate held;
a thing that hurts the eyes is no injury (white backgrounds, bright screens), while "I hurt my
back" still is."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("I'm Katie, sorry, Kate", {("name", "Kate")}),
        ("my sister Kate is visiting", {("relation", "sister: Kate")}),
        ("I code in Kate on KDE", {("pref.editor", "Kate")}),
    ],
)
def test_an_editor_named_like_a_person_needs_code_talk(
    said: str, expected: set[tuple[str, str]]
) -> None:
    assert user_slots(said) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Got a cold this week so keep replies short.", {("pref.response_length", "concise")}),
        ("I've got the MRI on Thursday", {("plan", "MRI")}),
        ("white backgrounds hurt my eyes", {("pref.theme", "dark")}),
        ("bright screens really hurt my eyes", set()),
        ("这周感冒了，回复简短点", {("pref.response_length", "concise")}),
    ],
)
def test_an_illness_a_scan_or_a_glare_learns_no_project_skill_or_injury(
    said: str, expected: set[tuple[str, str]]
) -> None:
    assert user_slots(said) == expected


@pytest.mark.parametrize(
    ("said", "condition"),
    [
        ("I hurt my back lifting boxes", "injured back"),
        ("went skiing and hurt my knee", "injured knee"),
        ("I badly hurt my wrist", "injured wrist"),
    ],
)
def test_the_user_hurting_themselves_is_still_an_injury(said: str, condition: str) -> None:
    assert ("condition", condition) in user_slots(said)


def test_a_certificate_held_is_still_a_skill() -> None:
    assert ("skill", "CSCS") in user_slots("I've got my CSCS card")
