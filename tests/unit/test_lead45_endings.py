"""Routines and likes ended in everyday words: "Golf's not for me anymore" ends the routine of
playing golf as well as the like; 篮球打不了了 and 山爬不动了 (what one can no longer do) end
the like or the routine, unless said of one day only (今天下雨，篮球打不了了); "sea swims are
done for me", the user's group broken up ("Our cribbage group broke up", 麻将群散了), gear put
away for good end the routine; someone else's group ends nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _tastes(earlier: str, later: str) -> list[str]:
    """The user's active likes and habits after `later`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot in ("like", "habit")]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I play golf every Sunday.", "Golf's not for me anymore."),
        ("I love golf.", "Golf's not for me anymore, sold the clubs."),
        ("我喜欢打篮球。", "膝盖伤了，篮球打不了了。"),
        ("我每周去爬山。", "年纪大了，山爬不动了。"),
        (
            "I swim in the sea every morning.",
            "sea swims are done for me, the cold got into my chest",
        ),
        ("I play cribbage every Tuesday night.", "Our cribbage group broke up."),
        ("I fly-fish every October.", "I put the fly rods away for good, sold the boat"),
        ("我每周二晚上打麻将。", "我们麻将群散了。"),
        ("我每周二晚上打麻将。", "麻将搭子散了，以后不打了。"),
    ],
)
def test_it_ends(earlier: str, later: str) -> None:
    assert _tastes(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("我喜欢打篮球。", "今天下雨，篮球打不了了。"),
        ("我每周去爬山。", "这周末太累了，山爬不动了。"),
        ("I play golf every Sunday.", "Golf's off this Sunday, it's pouring."),
        ("I play in a quiz team every Wednesday.", "my brother's quiz team split up"),
        ("我每周二晚上打麻将。", "我弟的麻将局散了。"),
    ],
)
def test_one_day_ends_nothing(earlier: str, later: str) -> None:
    assert len(_tastes(earlier, later)) == 1


def _dislikes(earlier: str, later: str) -> list[str]:
    """The user's active dislikes after `later`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "dislike"]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        (
            "not a fan of horror movies, I get nightmares",
            "horror movies are actually my thing now??",
        ),
        ("我讨厌香菜。", "我现在居然喜欢香菜了？？"),
    ],
)
def test_a_turn_said_with_surprise_ends_the_dislike(earlier: str, later: str) -> None:
    assert _dislikes(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("not a fan of horror movies", "do i actually like horror movies now??"),
        ("我讨厌香菜。", "我现在喜欢香菜了吗？"),
    ],
)
def test_a_question_ends_nothing(earlier: str, later: str) -> None:
    assert _dislikes(earlier, later) != []
