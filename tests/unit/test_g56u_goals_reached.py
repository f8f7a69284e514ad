"""Goals reached in more words (g56u, issue 22 point 2), through the real extract and
consolidate stages, English and Chinese, none a corpus line: a thing aimed at said done
beside a proper name that holds "Hope", a goal said 算达成, a hedged 算是学会了, savings
reached (攒够了), an exam passed as 上岸 + the school, and a shout of a win that opens a longer
message. Never a win not yet had, hoped for, asked about or someone else's."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

ENDED: list[tuple[str, str, str]] = [
    ("My goal is to climb all the Wainwrights.",
     "Wainwright 214 done on Sunday, up Great Gable!", "goal="),
    ("My goal is to climb all the Wainwrights.",
     "Wainwright 214 done yesterday on Hope Scar, what a day", "goal="),
    ("I want to get my dive cert this summer.",
     "certified!!! two dives in Malta, card in the post", "goal="),
    ("I want to get my dive cert this summer.",
     "Qualified! the instructor signed me off this morning", "goal="),
    ("我今年想考上浙大的研究生。", "上岸浙大了！！", "goal="),
    ("我的目标是年底前攒够五万块。", "五万攒够了！", "goal="),
    ("我想学会滑雪。", "今天在雪场自己滑下来了，算是学会了吧", "goal="),
    ("我想学会做饭。", "现在能做一桌菜了，这个目标算达成了", "goal="),
]  # fmt: skip

KEPT: list[tuple[str, str]] = [
    ("I want to get my dive cert this summer.", "certified? not yet, two more dives"),
    ("I want to get my dive cert this summer.", "my buddy got certified!!! so jealous"),
    ("我的目标是年底前攒够五万块。", "快攒够了，还差三千"),
    ("我今年想考上浙大的研究生。", "我表哥上岸浙大了"),
    ("我想学会滑雪。", "如果今年能学会就好了"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "slot"), ENDED)
def test_the_goal_ends(first: str, change: str, slot: str) -> None:
    """The goal held before is no longer active after the sentence that reaches it."""
    assert any(v.startswith(slot) for v in active_after([first]))
    assert not any(v.startswith(slot) for v in active_after([first, change]))


@pytest.mark.parametrize(("first", "said"), KEPT)
def test_the_goal_stays(first: str, said: str) -> None:
    """A win not had yet, hoped for, asked about or someone else's ends nothing."""
    assert any(v.startswith("goal=") for v in active_after([first, said]))
