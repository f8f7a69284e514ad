"""A dislike turned round by a like of a dish made with it (g56u, issue 22 point 2), through
the real extract and consolidate stages, English and Chinese, none a corpus line; a dislike
of a dish leaves the broader like, and a product that is no dish ends nothing."""

from __future__ import annotations

import pytest

from memstream.processors.turned_dishes import dish_of
from tests.fixtures.learning import active_after

ENDED: list[tuple[str, str, str]] = [
    ("I can't stand beetroot.", "these days I actually love a beetroot salad", "dislike=beetroot"),
    ("I hate mushrooms, always have.",
     "weirdly I'm obsessed with mushroom risotto now", "dislike=mushrooms"),
    ("我最讨厌吃茄子。", "最近爱上了鱼香茄子，越吃越香", "dislike=茄子"),
    ("我不喜欢吃香菜。", "现在反倒喜欢香菜拌牛肉了", "dislike=香菜"),
]  # fmt: skip

KEPT: list[tuple[str, str, str]] = [
    ("I love jazz.", "I hate jazz fusion though", "like=jazz"),
    ("我讨厌吃茄子。", "我老公最爱吃鱼香茄子", "dislike=茄子"),
    ("I hate olives.", "I love olive oil on bread", "dislike=olives"),
    ("I hate beetroot.", "my wife loves beetroot salad", "dislike=beetroot"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "gone"), ENDED)
def test_a_dish_ends_the_dislike(first: str, change: str, gone: str) -> None:
    """The dislike held before is no longer active after the like of a dish made with it."""
    assert any(gone.split("=")[1] in v for v in active_after([first]) if v.startswith("dislike="))
    after = active_after([first, change])
    assert not any(v.startswith("dislike=") and gone.split("=")[1] in v for v in after), after


@pytest.mark.parametrize(("first", "said", "kept"), KEPT)
def test_what_stays(first: str, said: str, kept: str) -> None:
    """A narrower dislike, a product that is no dish, or someone else's like ends nothing."""
    slot, value = kept.split("=")
    assert any(v.startswith(f"{slot}=") and value in v for v in active_after([first, said]))


def test_dish_of() -> None:
    """The words of the dish hold all of the food's, never the same thing again."""
    assert dish_of("coriander salsa", "coriander")
    assert dish_of("苦瓜炒蛋", "吃苦瓜")
    assert not dish_of("coriander", "coriander")
    assert not dish_of("olive oil", "olives")
    assert not dish_of("苦瓜", "吃苦瓜")


def test_a_kind_of_food_has_no_dish() -> None:
    """A kind of food ("spicy food") has no dish that turns it round ("spicy curry")."""
    assert not dish_of("spicy curry", "spicy food")
