"""A Chinese list of tastes said with 、 names each thing apart (issue 22, g55t); a list of
qualities before one thing (简短、有要点的总结) stays one thing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "things", "taste"),
    [
        ("我喜欢猫、狗和兔子", {"猫", "狗", "兔子"}, "like"),
        ("我喜欢冰美式、猫", {"冰美式", "猫"}, "like"),
        ("我平时喜欢看书、爬山、做饭", {"看书", "爬山", "做饭"}, "like"),
        ("我讨厌香菜、芹菜", {"香菜", "芹菜"}, "dislike"),
        ("我最烦开会、加班", {"开会", "加班"}, "dislike"),
        ("我爱吃甜的、辣的", {"甜", "辣"}, "like"),
    ],
)
def test_each_thing_of_a_list_is_a_taste(text: str, things: set[str], taste: str) -> None:
    found = _tastes(text)
    assert {(thing, taste) for thing in things} <= found
    assert not any("、" in thing for thing, _ in found)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("我喜欢简短、有要点的总结", "简短、有要点的总结"),
        ("我喜欢红色、蓝色的衣服", "红色、蓝色的衣服"),
    ],
)
def test_qualities_of_one_thing_stay_one_thing(text: str, thing: str) -> None:
    assert _tastes(text) == {(thing, "like")}
