"""A commute by another means replaces the old one, whatever comes before it ("my bike got
stolen so I take the bus to work now", "instead of taking the tram", 电动车被偷了，现在坐地铁
上班), English and Chinese, through the real extract and consolidate stages. My own pairs,
none a corpus line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

REPLACED = [
    ("I drive to work.", "the car died so now I walk to work", "drive to work", "walk to work"),
    ("I bike to work.", "and I take the train to work now", "bike to work", "train to work"),
    (
        "I take the tram to work.",
        "I cycle to work now instead of taking the tram.",
        "tram",
        "cycle to work",
    ),
    ("我骑电动车上班", "车坏了，现在坐公交上班", "电动车", "公交上班"),
    ("我开车上班。", "油太贵了，我现在骑车上班了", "开车", "骑车上班"),
]


@pytest.mark.parametrize(("first", "then", "old", "new"), REPLACED)
def test_a_commute_by_another_means_replaces_the_old_one(
    first: str, then: str, old: str, new: str
) -> None:
    assert _holds(_now(first), old)
    now = _now(first, then)
    assert _holds(now, new) and not _holds(now, old), now


@pytest.mark.parametrize(
    ("said", "habit"),
    [("I walk to work instead of driving.", "walk to work"), ("我坐地铁上班", "坐地铁上班")],
)
def test_a_commute_said_alone_is_a_habit(said: str, habit: str) -> None:
    assert _holds(_now(said), habit)


def test_someone_elses_commute_is_not_the_users() -> None:
    assert not _holds(_now("my wife takes the bus to work now instead of driving"), "bus")
