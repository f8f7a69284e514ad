"""Time zones said as a bare "X时区" clause (我在慕尼黑，CET时区) or as a summer time
(现在是东部夏令时), not a time zone refused (别按北京时间给我排会); English keeps its own
shapes ("I'm on Pacific time btw", "my timezone is IST") and no other person's or a
question's zone."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _zones(said: str) -> list[str]:
    """The user's active time zone(s) after one message."""
    _, after = learned_after("", said)
    return [m.value for m in after if m.active and m.slot == "timezone" and m.subject == "user"]


@pytest.mark.parametrize(
    ("said", "zone"),
    [
        ("我在慕尼黑，CET时区", "CET"),
        ("我们这边改夏令时了，现在是东部夏令时", "东部夏令时"),
        ("按新西兰时间给我排", "新西兰时间"),
        ("I'm on Pacific time btw", "Pacific time"),
        ("my timezone is IST", "IST"),
    ],
)
def test_the_zone_is_read(said: str, zone: str) -> None:
    assert _zones(said) == [zone]


@pytest.mark.parametrize(
    "said",
    [
        "别按北京时间给我排会",
        "北京时间几点了？",
        "what time is it in CET right now?",
        "my sister is on Pacific time so calls are hard",
    ],
)
def test_no_zone_of_the_user(said: str) -> None:
    assert _zones(said) == []
