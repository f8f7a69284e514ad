"""What is said as often but is no habit (issue 22, g53h): the way there and back between
home and work (每天来回坐高铁, "I drive every day, 45 minutes each way") and what one is bound
to (平时只能吃清真窗口, 每天下班只有两个小时, 天天吃海鲜躲不开). A commute with its place or a
doing timed each way ("I cycle to work, 20 minutes each way") and 只有周末 (only then) stay."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    "text",
    [
        "我在苏州工业园区上班，每天来回坐高铁",
        "公司在深圳南山但我人住在东莞松山湖，每天来回跑",
        "我每天往返两个城市",
        "平时在单位食堂只能吃清真窗口",
        "每天下班只有两个小时",
        "我们湛江这边天天吃海鲜躲不开",
        "我每天只能睡五个小时",
        "I live in Leeds but work in York, I drive every day 45 minutes each way.",
        "I commute every day, an hour each way.",
    ],
)
def test_a_way_there_and_back_or_a_constraint_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("我每天骑电动车上班", "每天骑电动车上班"),
        ("我每天只喝一杯咖啡", "每天只喝咖啡"),
        ("I cycle to work every day, 20 minutes each way.", "cycle to work every day"),
        ("I run 5k every morning, there and back along the river.", "run 5k every morning"),
        ("I drive to work every day.", "drive to work every day"),
    ],
)
def test_a_doing_with_its_place_stays_a_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]
