"""g50h: a habit said over in a part of its own ("5-a-side's done for me", "padel is finished
for me", "no more lido swims", 合唱班解散了) ends the habit stated before; "no more excuses" or
a thing done now ("the essay is done now") ends none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _habits(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "habit"))


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I play 5-a-side every Tuesday night.", "5-a-side's done for me, knee said no."),
        ("I play padel three times a week.", "Padel is finished for me after the surgery."),
        ("I swim at the lido every morning.", "No more lido swims, the pool closed."),
        ("I go bouldering every Thursday.", "bouldering is over for me, honestly"),
        ("我每周三去合唱团唱歌", "合唱班解散了，有点舍不得"),
        ("我每周六去羽毛球俱乐部打球", "羽毛球俱乐部黄了"),
    ],
)
def test_a_habit_said_over_ends(context: str, said: str) -> None:
    assert _habits(context, said) == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I play padel three times a week.", "no more excuses, I'm going to the gym tomorrow"),
        ("I write every night.", "The essay is done now."),
        ("I swim at the lido every morning.", "Is the lido done for the season?"),
        ("我每周三去合唱团唱歌", "合唱班要是解散了怎么办？"),
    ],
)
def test_what_is_not_the_habit_ends_nothing(context: str, said: str) -> None:
    assert _habits(context, said) == _habits("", context)
