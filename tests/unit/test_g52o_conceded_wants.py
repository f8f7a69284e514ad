"""A want the same sentence gives up is no goal (conceded_wants)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.conceded_wants import kept
from memstream.processors.grammar.fills import Fill


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("对尘螨和猫毛都过敏，所以虽然很想养猫但是只能云吸", "养猫"),
        ("想学潜水，可惜耳朵不行没法下水", "学潜水"),
        ("一直想去冰岛看极光，但是没钱", "去冰岛看极光"),
        ("I'd love to get a dog but my lease won't allow it", "get a dog"),
        ("I want to go back to school, but I can't afford it", "go back to school"),
    ],
)
def test_a_given_up_want_is_no_goal(text: str, goal: str) -> None:
    assert kept(text, [Fill("goal", goal)]) == []


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("我想学日语，明年去日本", "学日语"),
        ("想考研，但是不知道从哪开始", "考研"),
        ("I want to run a marathon but first I need to lose weight", "run a marathon"),
        ("I want to learn piano but I can't find a teacher yet", "learn piano"),
    ],
)
def test_a_want_still_pursued_stands(text: str, goal: str) -> None:
    fills = [Fill("goal", goal)]
    assert kept(text, fills) == fills
