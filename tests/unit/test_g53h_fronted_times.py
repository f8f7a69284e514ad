"""A recurring time said before the user with a possessive or an event in it ("After my run I
always have a smoothie", "every morning before my shift I swim at the Y") is the time of a
habit: the run-on cutter no longer reads "after my run" as a clause of its own, and a value
that still holds the subject inside ("every morning before shift I swim") gives way to the
habit reader's (issue 22, g53h). A one-off past time before "I" teaches no habit."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned, learned_keys


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("After my run I always have a smoothie.", "have a smoothie after run"),
        ("Before my shift I always grab a coffee.", "grab a coffee before shift"),
        (
            "Every morning before my shift I swim at the Y.",
            "swim at the Y every morning before shift",
        ),
        ("every morning before my shift I swim 1500m at the Y", "swim 1500m at the Y"),
        ("Most nights after my workout I stretch.", "stretch most nights after workout"),
        ("On my lunch break I usually walk round the park.", "walk round the park"),
    ],
)
def test_a_time_with_my_before_the_user_is_a_habits_time(text: str, habit: str) -> None:
    assert any(learned.startswith(habit) for learned in habits_learned(text))


@pytest.mark.parametrize(
    "text",
    [
        "After my surgery I walked with a cane for months.",
        "Before my wedding I lost ten pounds.",
        "After my shift yesterday I went straight to bed.",
        "On my birthday I went to Rome.",
        "During my lunch break I called my mum.",
        "After my run can you remind me to stretch?",
    ],
)
def test_a_one_off_time_with_my_teaches_no_habit(text: str) -> None:
    assert habits_learned(text) == []


def test_a_run_on_is_still_cut_where_a_new_clause_opens() -> None:
    keys = learned_keys("my name is dana i work as a nurse at st marys and i live in leeds")
    assert ("profile.name", "Dana") in keys
    assert ("profile.role", "nurse") in keys


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("下班后我一般先去健身房再回家", "下班以后去健身房"),
        ("每天下了班我都去公园走两圈", "每天下了班去公园走两圈"),
    ],
)
def test_zh_an_event_before_the_user_is_a_habits_time(text: str, habit: str) -> None:
    assert habit in habits_learned(text) or habit.replace("以后", "后") in habits_learned(text)
