"""Trades the role reader did not know (a piano tuner, a chimney sweep, a taxidermist, a
luthier, a falconer, a subtitler, an apiarist, a glassblower, a saddler, an auctioneer), said
the ways roles are said; Chinese trades keep their own readers."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("piano tuner here, been doing it 22 yrs", "piano tuner"),
        ("chimney sweep, self employed, cover the Peak District from Bakewell", "chimney sweep"),
        ("I'm a taxidermist with a small shop", "taxidermist"),
        ("I'm a luthier in Cremona", "luthier"),
        ("I work as a freelance subtitler", "freelance subtitler"),
        ("我是钢琴调律师，在成都", "钢琴调律师"),
    ],
)
def test_the_trade_is_the_role(said: str, role: str) -> None:
    assert ("role", role) in user_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "we did a clean sweep of the garage",
        "the tuner on my guitar broke again",
        "我家的钢琴该调音了",
    ],
)
def test_no_role(said: str) -> None:
    assert not {slot for slot, _ in user_slots(said)} & {"role"}
