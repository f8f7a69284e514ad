"""g52w: a Chinese doing said with the years spent at it or a living made by it is the
user's work (the role is its doer when known, else the doing as said)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("我在厦门开锁，干了十年了。", "开锁"),
        ("我在宁夏中卫种枸杞二十年了。", "种枸杞"),
        ("我在小区门口修自行车，靠这个吃饭。", "修自行车"),
        ("俺在县城卖煎饼，卖了十几年了。", "卖煎饼"),
        ("我在舟山打鱼，跑了二十年船。", "渔民"),
    ],
)
def test_a_doing_with_years_or_a_living_is_the_role(text: str, role: str) -> None:
    assert ("role", role) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我养猫养了五年了。",
        "我开车十年了。",
        "我周末修自行车。",
        "我以前在厦门开锁，干了十年。",
        "他在厦门开锁，干了十年了。",
        "我学钢琴三年了。",
        "我做饭做了二十年了。",
    ],
)
def test_no_role_from_a_pastime_a_pet_the_past_or_someone_else(text: str) -> None:
    assert not {slot for slot, _ in user_slots(text)} & {"role"}
