"""Things given up in wordings the ending readers missed (g56u, issue 22 point 2), through the
real extract and consolidate stages, none a corpus line: being off a thing one consumes, none
of it now, being made to give it up. Never "off work", "off to the shops", "zero idea", a
change only thought of, or someone else made to give it up. English only: the Chinese
wordings (戒了, 不喝了, 医生让我戒了) are read by the Chinese ending readers already."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

ENDED: list[tuple[str, str]] = [
    ("I drink four coffees a day.", "off caffeine for 3 weeks now, feeling great"),
    ("I drink four coffees a day.", "I'm completely off coffee since the new year"),
    ("I love a pint of lager.", "been off the booze for a month now"),
    ("I drink four coffees a day.", "my GP made me cut caffeine, so zero coffee now"),
    ("I drink four coffees a day.", "zero coffee for me these days"),
    ("I have two cans of cola every afternoon.", "the dentist made me give up cola"),
]  # fmt: skip

KEPT: list[tuple[str, str]] = [
    ("I drink four coffees a day.", "I'm off to the coffee shop"),
    ("I drink four coffees a day.", "I'm off work today, coffee time"),
    ("I drink four coffees a day.", "zero idea what to cook tonight"),
    ("I drink four coffees a day.", "my doctor might make me cut caffeine"),
    ("I drink four coffees a day.", "the doctor made my husband give up coffee"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change"), ENDED)
def test_the_habit_ends(first: str, change: str) -> None:
    """The like or habit held before is no longer active after the change."""
    assert any(v.startswith(("habit=", "like=")) for v in active_after([first]))
    assert not any(v.startswith(("habit=", "like=")) for v in active_after([first, change]))


@pytest.mark.parametrize(("first", "said"), KEPT)
def test_the_habit_stays(first: str, said: str) -> None:
    """Another "off", "zero", a plan or someone else's change ends nothing."""
    assert any(v.startswith(("habit=", "like=")) for v in active_after([first, said]))


def test_being_off_it_is_no_dislike() -> None:
    """Being off a thing ends the habit and learns no dislike of "off caffeine"."""
    found = active_after(["I drink five coffees a day.", "off caffeine completely, it scared me"])
    assert not any(f.startswith(("dislike=", "habit=")) for f in found), found
