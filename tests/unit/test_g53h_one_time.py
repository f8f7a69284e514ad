"""A doing timed on one day or in a stretch that is over is no habit (issue 22, g53h): a
value that names one day ("taking the ferry to Cape Clear tomorrow"), a Chinese clause timed
in a past stretch (我上个月每天都去游泳, 那阵子我天天熬夜). A habit since then (从去年开始我每天
跑步, 去年起…) or one said with a day beside it ("I run every morning, even tomorrow") stays."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    "text",
    [
        "taking the ferry to Cape Clear tomorrow, what should I pack for a day of birding",
        "I walked the dog every day last week",
        "我上个月每天都去游泳",
        "去年我每周都去爬山",
        "那阵子我天天熬夜",
        "上个星期我天天加班",
    ],
)
def test_a_doing_on_one_day_or_in_a_time_over_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I run every morning, even tomorrow.", "run every morning"),
        ("I swim every Saturday, including this weekend.", "swim every Saturday"),
        ("从去年开始我每天跑步", "每天跑步"),
        ("去年起我每天早上喝温水", "每天早上喝温水"),
        ("我去年开始每天练字", "每天练字"),
    ],
)
def test_a_habit_since_then_or_beside_a_day_stays(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]
