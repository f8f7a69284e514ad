"""A place where a part of the user is said to live is no home (g57o): "my heart lives in
Paris", 我的胃住在重庆. The near misses stay: the home said beside the figure ("..., but I live in
Boston", 我人在上海，心在成都), and 开心在杭州生活, which is no figure."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _homes(text: str) -> set[str]:
    """The home and work places the message teaches about the user."""
    return {
        value
        for key, value in learned_keys(text)
        if key in ("profile.location", "profile.work_location")
    }


FIGURES: list[str] = [
    "my heart lives in Paris",
    "my stomach lives at Taco Bell",
    "my whole heart belongs to Cape Town",
    "My soul is still in Lisbon.",
    "my mind basically lives at the beach these days",
    "my heart resides in kyoto forever",
    "我的胃住在重庆",
    "我的灵魂住在西藏",
    "我的心早就飞到了三亚",
    "心还留在厦门呢",
    "我的魂永远属于大理",
    "我的胃一直留在了长沙",
]


@pytest.mark.parametrize("text", FIGURES)
def test_a_part_of_the_user_said_to_live_somewhere_is_no_home(text: str) -> None:
    """The figure names no place the user lives or works."""
    assert _homes(text) == set()


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("my heart is in Dublin but I live in Boston", "Boston"),
        ("my soul still lives in Lisbon, even though I moved to Berlin", "Berlin"),
        ("I live in Denver and my heart is happy here", "Denver"),
        ("我人在上海，心在成都", "上海"),
        ("我很开心在杭州生活", "杭州"),
    ],
)
def test_the_home_said_beside_the_figure_stays(text: str, place: str) -> None:
    """Only the figure's own clause is left out."""
    assert place in _homes(text)
