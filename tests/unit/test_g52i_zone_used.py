"""A time zone said as the one used where the user is (我们这边用的是北京时间): the zone alone,
not the words before it."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("我们这边用的是北京时间。", "北京时间"),
        ("我这边用的是东京时间", "东京时间"),
        ("我这边是东八区", "东八区"),
        ("我这里用北京时间", "北京时间"),
    ],
)
def test_the_zone_used(text: str, zone: str) -> None:
    zones = {value for key, value in learned_keys(text) if key == "profile.timezone"}
    assert zones == {zone}
