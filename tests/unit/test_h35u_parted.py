"""A like or habit the user parted with, said as a break-up or a thing of the past
(en_updates._parted), and the Chinese endings of the same kind the clause readers read."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots

PARTED = [
    ("coffee and I are done", "coffee"),
    ("honestly, sugar and I are through", "sugar"),
    ("F1 is dead to me after this season", "f1"),
    ("gym life is history for me", "gym life"),
    ("late-night gaming is a thing of the past", "late-night gaming"),
    ("me and energy drinks have parted ways", "energy drinks"),
    ("咖啡我早就不碰了", ""),
    ("奶茶再也不喝了", ""),
    ("我和咖啡已经分手了", ""),
]


@pytest.mark.parametrize(("text", "thing"), PARTED)
def test_what_the_user_parted_with_ends(text: str, thing: str) -> None:
    endings = {value for slot, value in user_slots(text) if slot == "ending"}
    assert endings
    assert not thing or thing in endings


NOT_PARTED = [
    "my sister and I are done talking about it",
    "if coffee and I were done I'd be so tired",
    "is coffee dead to you?",
    "我朋友和咖啡已经分手了",
]


@pytest.mark.parametrize("text", NOT_PARTED)
def test_no_ending_when_it_is_not_the_users_taste(text: str) -> None:
    assert not [pair for pair in user_slots(text) if pair[0] == "ending"]
