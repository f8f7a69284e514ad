"""Routines ended in other words than their own: called off for good ("parkrun's off the
calendar for good"), the doing stopped in its -ing form against its agent-like stem
("stopped volunteering at the pantry" ends "volunteer at the food pantry"), the group one met
with left ("Left the pipe band", 我退出合唱团了); a day called off is no ending of the routine."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _habits(earlier: str, later: str) -> list[str]:
    """The user's active habits after `later`."""
    _, after = learned_after(earlier, later)
    return [m.value for m in after if m.active and m.slot == "habit"]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        (
            "I do parkrun every Saturday.",
            "My knee's packed in, parkrun's off the calendar for good.",
        ),
        (
            "I volunteer at the food pantry every Tuesday.",
            "I had to stop volunteering at the pantry",
        ),
        (
            "I play the bagpipes with a pipe band every Wednesday night.",
            "Left the pipe band in the autumn, Wednesdays are for the kids now.",
        ),
        ("I sing in a church choir every Thursday.", "I left the choir last month"),
        ("我每周四晚上去合唱团唱歌。", "我退出合唱团了，太累"),
    ],
)
def test_the_routine_ends(earlier: str, later: str) -> None:
    assert _habits(earlier, later) == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I do parkrun every Saturday.", "parkrun's off this week, it's raining"),
        ("I work at Barclays. I sing in a choir every Thursday.", "I left Barclays"),
        ("我每周四晚上去合唱团唱歌。", "这周四合唱团停一次"),
    ],
)
def test_the_routine_stays(earlier: str, later: str) -> None:
    assert len(_habits(earlier, later)) == 1
