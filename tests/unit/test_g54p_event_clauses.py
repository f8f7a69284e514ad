"""g54p: a past date dates the user's event only in a clause of the user's own, not in one
that describes someone (the founder we met yesterday runs …) or has no 我 (去年才差三分)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.event_clauses import own
from tests.fixtures.grammar import MONDAY, learned_keys


def _events(text: str) -> set[str]:
    """The dates of the dated events learned from one message."""
    return {value for key, value in learned_keys(text) if key.startswith("fact:event:")}


@pytest.mark.parametrize(
    "text",
    [
        "The founder we met yesterday runs a fintech called Ledgerly in Nairobi.",
        "A guy I sat next to last week is a chef in Lyon",
        "今年我最大的目标就是考上研究生，去年才差三分，可惜了",
        "去年那个项目亏了不少，今年我想换个方向",
    ],
)
def test_a_past_date_outside_the_users_clause_dates_nothing(text: str) -> None:
    assert _events(text) == set()


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Last week I ran a charity race", "2026-02-23"),
        ("我上个月去了一趟成都", "2026-02-01"),
        ("上周末我们去爬了泰山，累死了", "2026-02-28"),
    ],
)
def test_the_users_own_past_clause_is_an_event(text: str, day: str) -> None:
    assert _events(text) == {day}


def test_a_period_still_running_is_not_past() -> None:
    assert own("今年我想考研", True, MONDAY)
    assert own("This month I started running", False, MONDAY)
    assert not own("The nurse we saw yesterday is lovely", False, MONDAY)
