"""A sentence read with the one before it: a value corrected in a sentence of its own ("Call
me Rob. Actually, Robert.") and a start still to come said apart from its habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _active(said: str) -> set[tuple[str, str]]:
    """(slot, value) of the memories active after one message."""
    _, after = learned_after("", said)
    return {(m.slot, m.value) for m in after if m.active}


@pytest.mark.parametrize(
    ("said", "fact", "not_kept"),
    [
        ("Call me Rob. Actually, make that Robert.", ("name", "Robert"), ("name", "Rob")),
        ("Call me Rob. Actually, Robert.", ("name", "Robert"), ("name", "Rob")),
        ("I live in Leeds. Sorry, York.", ("home_location", "York"), ("home_location", "Leeds")),
        ("I work at Tesco. Oops, Asda.", ("employer", "Asda"), ("employer", "Tesco")),
    ],
)
def test_a_value_corrected_in_a_sentence_of_its_own(
    said: str, fact: tuple[str, str], not_kept: tuple[str, str]
) -> None:
    slots = _active(said)
    assert fact in slots
    assert not_kept not in slots


@pytest.mark.parametrize(
    "said",
    ["Starting tomorrow I run every morning!", "From next week. I go to the gym every day."],
)
def test_a_start_to_come_said_apart_keeps_the_habit_unlearned(said: str) -> None:
    assert not [pair for pair in _active(said) if pair[0] == "habit"]


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I run every morning. Actually, I love it.", ("habit", "run every morning")),
        ("我叫小王。周末去爬山了。", ("name", "小王")),
    ],
)
def test_a_later_sentence_that_corrects_nothing_keeps_the_first(
    said: str, fact: tuple[str, str]
) -> None:
    assert fact in _active(said)
