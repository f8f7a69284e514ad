"""Goals said won in the clipped shapes of good news (g55u, issue 22 point 2), through the
real extract and consolidate stages, English and Chinese, none a corpus line: the thing with
a word of winning at the end of its clause and no 了, a score passed beside the clause that
names the thing, and a bare shout of a win (it ends the one goal). Never a part passed
before the next one, a hope, a question or someone else's win."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

# (the goal said first, the win, the goal as learned)
WON: list[tuple[str, str, str]] = [
    ("我今年想考雅思7分", "雅思成绩出了，7分过了", "goal=考雅思7分"),
    ("我的目标是跑一次半马", "半马完赛🎉 2小时05分", "goal=跑一次半马"),
    ("我想考驾照", "驾照到手！！下周就能自己开车上班", "goal=考驾照"),
    ("我想考研", "上岸了！！！", "goal=考研"),
    ("我想考CPA", "终于，我做到了", "goal=考CPA"),
    ("I want to pass the bar exam", "I DID IT.", "goal=pass the bar exam"),
    ("I want to get my black belt", "PASSED!!", "goal=get my black belt"),
    ("I'd love to finish a triathlon this year", "We did it!", "goal=finish a triathlon"),
]

# (the goal said first, a sentence that must leave it)
NOT_WON: list[tuple[str, str, str]] = [
    ("我想考驾照", "科目一过了，接下来科目二", "goal=考驾照"),
    ("我想考驾照", "我弟驾照到手了", "goal=考驾照"),
    ("我想考驾照", "希望驾照早点到手", "goal=考驾照"),
    ("我想考驾照", "驾照到手了吗", "goal=考驾照"),
    ("I want to get my black belt", "did it pass?", "goal=get my black belt"),
    ("I want to get my black belt", "my son passed his grading!", "goal=get my black belt"),
]


@pytest.mark.parametrize(("first", "won", "goal"), WON)
def test_the_goal_won_ends(first: str, won: str, goal: str) -> None:
    """The goal held before is no longer active once it is said won."""
    assert goal in active_after([first])
    assert goal not in active_after([first, won])


@pytest.mark.parametrize(("first", "said", "goal"), NOT_WON)
def test_the_goal_stays(first: str, said: str, goal: str) -> None:
    """A step on the way, a hope, a question or someone else's win leaves the goal."""
    assert goal in active_after([first, said])
