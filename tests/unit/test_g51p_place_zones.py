"""A time zone said of a place is not the user's (grammar/place_zones.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _zones(text: str) -> set[str]:
    return {v for k, v in learned_keys(text) if k == "profile.timezone"}


@pytest.mark.parametrize(
    "text",
    ["日本是东九区", "上海到底算东八区还是东九区？日本是东九区对吧", "Tokyo is on JST"],
)
def test_a_places_zone_is_not_the_users(text: str) -> None:
    assert _zones(text) == set()


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("我在东八区", "东八区"),
        ("我这边是东八区", "东八区"),
        ("我们这边改夏令时了，现在是东部夏令时", "东部夏令时"),
        ("搬回国了，现在是北京时间", "北京时间"),
        ("数字游民，目前在大理，时区还是东八区。", "东八区"),
        ("I'm on Pacific time", "Pacific time"),
        ("Based in Tokyo, so JST", "JST"),
        ("Kenji, Tokyo, JST", "JST"),
    ],
)
def test_the_users_own_zone_stands(text: str, zone: str) -> None:
    assert _zones(text) == {zone}
