"""Goals said as a heading or a goal noun (issue 22, h33c), written before any corpus failure
was read: the noun, perhaps its period, a colon or "is (to)", then what the user aims at; none
for someone else's goal, a plan for one evening, a question or a non-answer."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_health_breadth import _gives

GOALS = [
    ("goal for 2027: finish a triathlon", "finish a triathlon"),
    ("My goal this year: run a half marathon", "run a half marathon"),
    ("the plan for next year is to learn Portuguese", "learn Portuguese"),
    ("New Year's resolution: floss every night", "floss every night"),
    ("resolution for 2027 - get my pilot's license", "get my pilot's license"),
    ("target for the summer: lose 10 pounds", "lose 10 pounds"),
    ("the plan for 2027 is to get good enough at chess to beat my dad", "get good at chess"),
    ("今年的目标：考下CPA", "考下CPA"),
    ("今年flag：减重十斤", "减重十斤"),
    ("明年的小目标：存够十万", "存够十万"),
    ("2027年目标：读50本书", "读50本书"),
]


@pytest.mark.parametrize(("text", "value"), GOALS)
def test_a_goal_said_as_a_heading_is_learned(text: str, value: str) -> None:
    assert _gives(text, "goal", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "her goal for 2027: run a marathon",
        "the plan for tonight is pizza",
        "my goal for 2027? no idea yet",
        "Goals: none really",
        "the goal of the meeting is to agree on a budget",
        "the target is 5% growth",
        "他今年的目标：考研",
    ],
)
def test_no_goal_of_the_users_in_a_heading(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("goal=")], said(text)
