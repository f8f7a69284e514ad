"""A hedge in a clause of consequence opened by "so" (or 所以) doubts that clause only: "I work
nights so maybe I'll answer late" still says the user works nights; a "so" that intensifies
("I'm so tired, maybe …") opens no clause (`noise.SO_THEN`)."""

from __future__ import annotations

import re

import pytest

from memstream.processors.noise import SO_THEN
from tests.fixtures.grammar import learned_keys


def _values(text: str) -> set[str]:
    return {value for _, value in learned_keys(text)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm a welder so I might be slow to reply", "welder"),
        ("I live in Bergen so probably rain every day", "Bergen"),
        ("I'm on PST so my evenings are your mornings probably", "PST"),
        ("我是护士，所以可能回得晚", "护士"),
    ],
)
def test_a_hedged_consequence_keeps_what_came_before(text: str, value: str) -> None:
    assert value in _values(text)


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("i work nights so maybe i'll answer late", 2),
        ("i'm so tired", 1),
        ("i love it so much", 1),
        ("it's so maybe", 1),
    ],
)
def test_so_opens_a_clause_only_before_a_clause(text: str, parts: int) -> None:
    assert len(re.split(SO_THEN, text)) == parts
