"""A dated value that opens on no doing of the user's is no plan (grammar/plan_heads.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _plans(text: str) -> set[str]:
    return {k for k, _ in learned_keys(text) if k.startswith(("fact:plan:", "fact:trip:"))}


@pytest.mark.parametrize(
    "text",
    [
        "I find horror films unbearable, recommend me something cosy for tonight",
        "suggest a good film for tonight",
        "need a leave application email for next week, keep it short",
        "Today's question: how to repot an orchid?",
        "Mi love ackee and saltfish Sunday morning, nuttin beat it",
        "eighteen months sober this week",
    ],
)
def test_no_doing_is_no_plan(text: str) -> None:
    assert _plans(text) == set()


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("need to renew my licence by Friday", "fact:plan:renew my licence"),
        ("We need the slides done by next Monday.", "fact:plan:need the slides done"),
        ("need a new fence put in by Friday", "fact:plan:need a new fence put in"),
        ("I'm sending the invoice on Monday", "fact:plan:sending the invoice"),
        ("two weeks in Spain next month", "fact:plan:two weeks in spain"),
        ("I'm giving a talk on Friday", "fact:plan:giving a talk"),
    ],
)
def test_a_doing_stays_a_plan(text: str, plan: str) -> None:
    assert plan in _plans(text)
