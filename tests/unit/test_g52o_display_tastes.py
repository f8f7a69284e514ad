"""A liking or dislike of how replies or screens look is no taste (display_tastes)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.display_tastes import kept
from memstream.processors.grammar.fills import Fill
from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[str]:
    return {k for k, _ in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    "text",
    [
        "I always use dark mode, my eyes can't handle white screens",
        "My eyes can't handle white backgrounds at night",
        "walls of text kill me on a 5 inch screen",
        "别加那些表情了，一堆小黄脸看着头疼",
        "我眼睛受不了亮的，网页都弄成黑底白字的吧",
        "多来点emoji嘛 干巴巴的看着好冷漠 我喜欢花里胡哨一点的",
    ],
)
def test_a_look_of_replies_is_no_taste(text: str) -> None:
    assert _tastes(text) == set()


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("I love spicy food and hate cilantro", "pref:cilantro"),
        ("我喜欢吃火锅，讨厌香菜", "pref:香菜"),
        ("I love reading fantasy novels", "pref:reading fantasy novels"),
    ],
)
def test_tastes_of_other_things_stand(text: str, key: str) -> None:
    assert key in _tastes(text)


@pytest.mark.parametrize(
    ("value", "dropped"),
    [
        ("white screens", True),
        ("tables", True),
        ("表情包", True),
        ("cilantro", False),
        ("火锅", False),
    ],
)
def test_the_value_decides(value: str, dropped: bool) -> None:
    fills = [Fill("dislike", value)]
    assert kept(fills) == ([] if dropped else fills)
