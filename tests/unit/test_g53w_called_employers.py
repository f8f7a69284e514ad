"""g53w: the employer named after its kind ("a company called Brightwell") in a clause of the
user's own work, never a customer's, a member's or a guest's visit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I clean offices for a company called Brightwell.", "Brightwell"),
        ("I run the kitchen at a tapas place called Barrafina.", "Barrafina"),
        ("I write copy for an agency called Mother.", "Mother"),
        ("I teach yoga at a studio called Flow.", "Flow"),
        ("I'm driving vans for a courier firm called Zipline these days.", "Zipline"),
        ("Now I manage the floor at a garden centre called Greenleaf.", "Greenleaf"),
        ("I've been tutoring maths for an outfit called Brainwave.", "Brainwave"),
    ],
)
def test_a_named_workplace_of_the_users_work_is_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm having lunch at a place called Barrafina.",
        "I'm staying at a hotel called The Grand.",
        "I work out at a gym called Fitbox.",
        "I bought my bike at a shop called Cycle Hub.",
        "I'm working on a logo for a client called Bloom.",
        "I cleaned offices for a company called Brightwell once.",
        "My sister cleans offices for a company called Brightwell.",
        "Would I like working for a company called Brightwell?",
        "I play bass for a band called Low Tide.",
    ],
)
def test_no_employer_from_a_visit_a_client_the_past_or_someone_else(text: str) -> None:
    assert "employer" not in {slot for slot, _ in user_slots(text)}
