"""A thing one is handed in the course of a day ends nothing (issue 22, g54t): "I got my
answer", "finally got my refund" reach no goal and end no taste; "I got my license" still
does."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    "text",
    [
        "I got my answer.",
        "I got my results back.",
        "I finally got my refund!",
        "Finally got my test results.",
        "I got my coffee, thanks.",
        "Just got the reply from HR.",
        "I finally got my package.",
    ],
)
def test_a_thing_handed_over_ends_nothing(text: str) -> None:
    assert not {key for key, value in learned_keys(text) if value == "no"}


@pytest.mark.parametrize(
    ("text", "thing"),
    [("I got my license.", "license"), ("I finally got my visa.", "visa")],
)
def test_a_goal_reached_still_ends(text: str, thing: str) -> None:
    assert (f"pref:{thing}", "no") in learned_keys(text)
