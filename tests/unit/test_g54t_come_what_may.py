"""Words that say a routine holds whatever happens stand between a time and the doer without
cutting the habit (issue 22, g54t): "Every morning, without fail, I stretch", 每天早上，不管刮风
下雨，我都去跑步, 每天早上我都雷打不动地喝一杯咖啡."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned, learned_keys


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("Every morning, without fail, I stretch.", "stretch every morning"),
        ("Every morning without fail I stretch.", "stretch every morning"),
        ("Without fail, I call my mum on Sundays.", "call mum on Sundays"),
        ("Every Friday, no matter what, we order pizza.", "order pizza every Friday"),
        ("I swim every morning, rain or shine.", "swim every morning"),
        ("每天早上，不管刮风下雨，我都去跑步", "每天早上跑步"),
        ("每天早上我都雷打不动地喝一杯咖啡", "每天早上喝咖啡"),
        ("无论多忙，我每天都会看半小时书", "每天看书"),
    ],
)
def test_a_routine_said_to_hold_whatever_happens_is_one_habit(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


def test_the_clause_after_whatever_happens_stays_apart() -> None:
    said = learned_keys("I walk Bramble at 6 every evening no matter what, she's a collie")
    assert ("fact:habit", "walk Bramble at 6 every evening") in said
    assert not any("collie" in value for key, value in said if key == "fact:habit")


@pytest.mark.parametrize(
    "text",
    [
        "I'll love you no matter what.",
        "Would you go running every morning, rain or shine?",
        "不管刮风下雨你都要去跑步吗？",
    ],
)
def test_whatever_happens_alone_is_no_habit(text: str) -> None:
    assert habits_learned(text) == []


def test_a_quoted_draft_keeps_its_lines_when_whatever_happens_is_taken_out() -> None:
    said = learned_keys(
        "Polish my bio, keep it short: 'I swim every morning, no exceptions. I teach maths.'"
    )
    assert ("fact:habit", "swim every morning") in said
