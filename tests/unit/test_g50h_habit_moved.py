"""g50h: a habit the previous message stated, moved to another day or time of day by a
sentence that names only the new time: the old habit ends, the same doing at the new time
holds ("Yoga's moved to Wednesdays now", 练快板改早上了, 现在改成晚上去公园跳了); a meeting or
one date moved ends no habit."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import active_after


def _habits(context: str, said: str) -> list[str]:
    return sorted(m.value for m in active_after(context, said, "habit"))


@pytest.mark.parametrize(
    ("context", "said", "now"),
    [
        ("Every Friday I bake challah for the family.",
         "Bake day's moved to Thursdays now, Fridays got too hectic",
         "bake challah every Thursday"),
        ("every Friday I make pizza from scratch with the kids",
         "The pizza Friday thing moved to Saturdays since football started",
         "make pizza from scratch every Saturday"),
        ("I go to yoga on Tuesdays.", "Yoga's moved to Wednesdays now.",
         "go to yoga every Wednesday"),
        ("I play chess at the club every Monday.", "Chess club moved to Thursdays now.",
         "play chess at the club every Thursday"),
        ("我每天晚上十点练快板", "练快板改早上了，晚上邻居嫌吵", "早上练快板"),
        ("我每天早上跳广场舞", "现在改成晚上去公园跳了，早上太冷", "晚上去公园跳"),
        ("饭后一定要走半小时。", "最近改成饭后骑二十分钟动感单车了。", "饭后骑二十分钟动感单车"),
        ("我每天中午去游泳", "游泳我改到晚上了", "晚上游泳"),
    ],
)  # fmt: skip
def test_a_habit_moved_to_another_time(context: str, said: str, now: str) -> None:
    habits = _habits(context, said)
    assert len(habits) == 1
    assert values_match(now, habits[0])


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I run every morning.", "My dentist appointment moved to Thursday."),
        ("I swim on Tuesdays.", "Is the class moved to Thursdays?"),
        ("我每天早上跑步", "周会改到下午了吗？"),
        ("我每天早上跑步", "和老王的饭局改到晚上了"),
    ],
)
def test_a_date_or_a_question_moves_no_habit(context: str, said: str) -> None:
    before = sorted(m.value for m in active_after("", context, "habit"))
    assert before
    assert _habits(context, said) == before
