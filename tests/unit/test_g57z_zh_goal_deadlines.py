"""A goal said after its deadline (年底之前我一定要考过驾照, 三十岁之前我要攒够首付, 毕业以前想去趟
冰岛) or with 要 and what it achieves (今年我要考上研究生): the goal; a time long past (三年以前,
之前) is still the past, and 要 said to the assistant (你要学会拒绝) or of someone else is none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _goals(text: str) -> set[str]:
    return {v for s, v in user_slots(text) if s == "goal"}


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("年底之前我一定要考过驾照", "考过驾照"),
        ("三十岁之前我要攒够首付", "攒够首付"),
        ("我毕业以前想去趟冰岛", "去趟冰岛"),
        ("退休之前一定要把房贷还清", "把房贷还清"),
        ("过年之前我争取瘦十斤", "瘦十斤"),
        ("明年之前我打算学会开车", "学会开车"),
        ("今年我要考上研究生", "考上研究生"),
        ("我要考过六级 不然毕不了业", "考过六级"),
    ],
)
def test_a_goal_after_its_deadline_or_with_what_it_achieves(text: str, goal: str) -> None:
    assert goal in _goals(text)


@pytest.mark.parametrize(
    "text",
    [
        "我三年以前想去冰岛",
        "你要学会拒绝别人",
        "他要考上研究生",
        "我之前想学会开车，后来算了",
    ],
)
def test_no_goal_from_the_past_or_someone_else(text: str) -> None:
    assert not _goals(text)
