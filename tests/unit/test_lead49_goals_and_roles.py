"""The lead's round-49 goals and roles: a goal met is read per clause (驾照到手了 with 谢谢你帮我
in another clause still meets it; 他驾照到手了 does not); "I can finally surf" meets a goal of
learning to; a Chinese goal keeps no part of its time (今年之内把驾照考下来); a role said alone
with the day it is held from ("Head chef as of this morning") is the user's new role."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after, user_slots


def _active(context: str, said: str, slot: str) -> list[str]:
    return [m.value for m in active_after(context, said, slot)]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我想今年之内把驾照考下来", "科目四今天过了！！驾照到手了哈哈哈，谢谢你之前帮我背题"),
        ("I want to learn to surf before summer", "I can finally surf!"),
    ],
)
def test_a_goal_said_met_ends(context: str, said: str) -> None:
    assert _active(context, said, "goal") == []


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("我想今年之内把驾照考下来", "他驾照到手了，我还没"),
        ("我想今年之内把驾照考下来", "驾照快到手了"),
        ("I want to learn to surf before summer", "my brother can finally surf!"),
    ],
)
def test_a_goal_not_met_or_someone_elses_stays(context: str, said: str) -> None:
    assert _active(context, said, "goal") != []


def test_a_chinese_goal_keeps_no_part_of_its_time() -> None:
    assert ("goal", "考驾照") in user_slots("我想今年之内把驾照考下来")


@pytest.mark.parametrize(
    ("context", "said", "role"),
    [
        ("I'm a sous chef at The Fig Tree in Bath.",
         "Got promoted!!! Head chef as of this morning. Same kitchen, bigger headache.",
         "head chef"),
        ("I'm a junior dev", "Officially a team lead from Monday", "team lead"),
    ],
)  # fmt: skip
def test_a_role_held_from_a_day_is_the_new_role(context: str, said: str, role: str) -> None:
    assert _active(context, said, "role") == [role]


def test_a_thing_closed_from_a_day_is_no_role() -> None:
    assert _active("I'm a nurse", "Closed as of Monday, the ward I mean", "role") == ["nurse"]
