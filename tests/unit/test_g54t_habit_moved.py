"""An activity moved to another recurring time with its name between the verb and the time
(issue 22, g54t): "I moved swimming to Thursdays" after "I swim every Tuesday" ends the
Tuesday swim and adds the Thursday one; said alone it is the habit. A one-off (a meeting, an
appointment), someone else's move or a question moves no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after, habits_learned


@pytest.mark.parametrize(
    ("earlier", "later", "habit"),
    [
        ("I swim every Tuesday.", "I moved swimming to Thursdays.", "swim on Thursdays"),
        ("I run every morning.", "I've switched my runs to evenings.", "run in the evenings"),
        (
            "I swim every Tuesday and I do yoga every Friday.",
            "I moved swimming to Thursdays.",
            "swim on Thursdays",
        ),
    ],
)
def test_a_named_activity_moved_replaces_the_habit(earlier: str, later: str, habit: str) -> None:
    values = [m.value for m in active_after(earlier, later, "habit")]
    assert habit in values
    assert not any("Tuesday" in v or "morning" in v for v in values if "yoga" not in v)


def test_the_other_habit_stays() -> None:
    values = [
        m.value
        for m in active_after(
            "I swim every Tuesday and I do yoga every Friday.",
            "I moved swimming to Thursdays.",
            "habit",
        )
    ]
    assert "yoga every Friday" in values


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I moved swimming to Thursdays.", "swim on Thursdays"),
        ("I moved my swimming to Thursday evenings.", "swim on Thursday evenings"),
        ("I moved my journaling to mornings.", "journal in the mornings"),
    ],
)
def test_a_move_said_alone_is_the_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize(
    "text",
    [
        "We moved the meeting to Thursday.",
        "I moved my dentist appointment to Friday.",
        "I moved the kids to Tuesdays.",
        "I moved the meeting to Thursdays.",
        "Can I move swimming to Thursdays?",
        "I moved the couch to the other room.",
    ],
)
def test_a_one_off_or_someone_elses_move_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []


def test_a_meeting_moved_keeps_the_habit() -> None:
    values = [
        m.value
        for m in active_after("I run every morning.", "We moved the meeting to Thursday.", "habit")
    ]
    assert values == ["run every morning"]
