"""A home said as a known place that is home ("Lisbon's home now") or where one has been all
one's life ("Been in Cumberland my whole life"); Chinese says these with 住 or 家在, which
the frames read (家就在济南)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Lisbon's home now, took the job at the university.", "Lisbon"),
        ("Lisbon is home these days.", "Lisbon"),
        ("Been in Cumberland my whole life.", "Cumberland"),
        ("I've been in Cumberland my whole life.", "Cumberland"),
        ("我在天津住了一辈子", "天津"),
    ],
)
def test_a_loose_home(text: str, home: str) -> None:
    assert ("profile.location", home) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Paris is home to the Louvre.",
        "Mom's home now.",
        "Max's home now.",
        "I've been in therapy my whole life.",
        "My brother has lived in Leeds his whole life.",
        "Is Galway home now?",
    ],
)
def test_no_home_of_the_users(text: str) -> None:
    assert "profile.location" not in {k for k, _ in learned_keys(text)}
