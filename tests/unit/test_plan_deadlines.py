"""A plan with a deadline is a plan; the same deadline in hyperbole is not."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import memories, said_now


@pytest.mark.parametrize(
    ("said", "what"),
    [
        ("I'll send the quarterly report to my manager by Monday.", "send the quarterly report"),
        ("We need the slides done by next Monday.", "slides done"),
        ("下周一我要把报告发给老板。", "把报告发给老板"),
        ("下周一我得交季度报告。", "交季度报告"),
    ],
)
def test_a_deadline_is_a_dated_plan(said: str, what: str) -> None:
    now = said_now(memories(said))
    assert what in now
    assert "2026-04-13" in now
    assert " by on " not in now


@pytest.mark.parametrize(
    "said",
    [
        "At this rate I'll be sleeping in the office by Monday.",
        "照这样下去，我下周一就得睡在办公室了。",
    ],
)
def test_a_deadline_in_hyperbole_learns_nothing(said: str) -> None:
    assert said_now(memories(said)) == ""
