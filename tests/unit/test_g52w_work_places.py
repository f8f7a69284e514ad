"""g52w: where the user works said with "Work" opening the sentence ("Work's in Croydon": no
person called Work), and when one works is no line of work ("I do shifts at ...")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import en_slots


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Work's in Croydon.", "Croydon"),
        ("Work is in Croydon, home is Brighton.", "Croydon"),
        ("Office is in Leeds.", "Leeds"),
    ],
)
def test_work_opening_the_sentence_says_where_the_user_works(text: str, place: str) -> None:
    assert ("work_location", place) in en_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I do shifts at the hospital in Wigan.",
        "I do nights at the Royal Infirmary.",
        "I do overtime at the depot.",
    ],
)
def test_when_one_works_is_no_role(text: str) -> None:
    assert not {s for s, _ in en_slots(text)} & {"role"}


def test_a_line_of_work_done_at_a_place_is_still_the_role() -> None:
    assert ("role", "cardiology") in en_slots("I do cardiology at Mount Sinai.")
