"""Preferences changed in words of permission or of the old one's fault: "you can go into more
detail now", "You can drop the formality now", "Tabs were a mistake", "prose is too dense on my
phone", 回复可以写长一点了, 表情包别用了."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


@pytest.mark.parametrize(
    ("earlier", "later", "slot", "value"),
    [
        ("keep it short please", "you can go into more detail now, I'm at my desk",
         "pref.response_length", "detailed"),
        ("Please write formally with me.", "You can drop the formality now, we're past that.",
         "pref.tone", "casual"),
        ("I indent with tabs.", "Tabs were a mistake. The team standard is spaces.",
         "pref.indentation", "spaces"),
        ("回复简短点哈", "回复可以写长一点了，现在不在地铁上看了",
         "pref.response_length", "detailed"),
        ("多用点表情包", "表情包别用了，看着幼稚", "pref.emoji", "avoid"),
        ("我习惯用公制", "以后都用英制吧，客户在美国", "pref.units", "imperial"),
    ],
)  # fmt: skip
def test_the_new_preference_replaces_the_old(
    earlier: str, later: str, slot: str, value: str
) -> None:
    _, after = learned_after(earlier, later)
    assert [m.value for m in after if m.active and m.slot == slot] == [value]


@pytest.mark.parametrize(
    "said",
    [
        "you can call me Sam",
        "the soup was a mistake, way too salty",
        "我妈说表情包别用了，显得幼稚",
    ],
)
def test_no_preference(said: str) -> None:
    _, after = learned_after("", said)
    assert [m.slot for m in after if m.active and m.slot.startswith("pref.")] == []
