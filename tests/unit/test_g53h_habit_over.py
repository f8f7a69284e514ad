"""A habit said over in a clause of its own with no "for me" after it ("the running is over",
"Tennis is finished.", "Swimming is done for good") ends the habit of that doing (issue 22,
g53h); a season over pauses it and ends nothing, and a question or another thing over (a
match, a meeting) ends no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I run every morning before work.", "My knees gave out so the running is over."),
        ("I run every morning before work.", "The running is over."),
        ("I play tennis on Thursdays.", "Tennis is finished."),
        ("I play tennis on Thursdays.", "My tennis days are over."),
        ("I swim every Saturday.", "Swimming is done for good."),
        ("我每周四打网球。", "网球不打了。"),
    ],
)
def test_a_doing_said_over_ends_its_habit(earlier: str, later: str) -> None:
    assert active_after(earlier, later, "habit") == []


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I play tennis on Thursdays.", "Tennis season is over, back in April."),
        ("I play tennis on Thursdays.", "The meeting is over."),
        ("I swim every Saturday.", "Is swimming over?"),
        ("我每周六去游泳。", "会议结束了。"),
    ],
)
def test_a_season_a_question_or_another_thing_over_ends_no_habit(earlier: str, later: str) -> None:
    assert len(active_after(earlier, later, "habit")) == 1


def test_a_meal_done_ends_no_habit() -> None:
    earlier = "I have a glass of wine with dinner every night."
    assert len(active_after(earlier, "dinner is done, thanks", "habit")) == 1
