"""Instruments played are skills (issue 22, g50t): "I play the oud", "I play fiddle"; a
question, a wish or someone else's playing learns nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("I play the oud.", {"oud"}),
        ("I play fiddle, step dance a bit.", {"fiddle"}),
        ("I play bouzouki at weekends.", {"bouzouki"}),
    ],
)
def test_an_instrument_played_is_a_skill(text: str, skills: set[str]) -> None:
    assert skills <= {v for s, v in user_slots(text) if s == "skill"}


@pytest.mark.parametrize(
    "text",
    [
        "Do you play the oud?",
        "I'd love to play the koto someday.",
        "My brother plays the fiddle.",
    ],
)
def test_a_question_a_wish_or_someone_else_learns_no_skill(text: str) -> None:
    assert not any(s == "skill" for s, _ in user_slots(text))
