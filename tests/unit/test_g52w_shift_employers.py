"""g52w: the employer said with the post or shift the user works there ("I'm on the tills at
Asda", "I work ramp for Southwest"), never a wait, a call, a ride or someone else's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import en_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm on nights at the Royal Infirmary.", "Royal Infirmary"),
        ("I'm on the night shift at Tesco.", "Tesco"),
        ("I'm on the tills at Asda.", "Asda"),
        ("I'm on the front desk at the Marriott.", "Marriott"),
        ("I work ramp for Southwest at MCO.", "Southwest"),
        ("I work the door at Fabric.", "Fabric"),
    ],
)
def test_the_workplace_of_a_post_is_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in en_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm on nights at the moment.",
        "I'm on the phone with Dave.",
        "I'm on the bus at Victoria.",
        "My wife is on nights at the Royal Infirmary.",
        "I used to be on the tills at Asda.",
        "I'm on the waiting list at Moorfields.",
    ],
)
def test_no_employer_from_a_wait_a_ride_the_past_or_someone_else(text: str) -> None:
    assert not {s for s, _ in en_slots(text)} & {"employer"}
