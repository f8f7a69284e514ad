"""g51h: a habit said at length is cut after how often it is done ("walk the dog round the
reservoir at 6 every morning| before my shift at the bakery"), not a state ("on a ferry four
days a week as the captain..."); "this time of year" is no one-off; a new clause after ", this
week I" keeps the habit before it; "the Y" is no Spanish "y"; Vietnamese letters stay in their
word (cà phê sữa đá); a new way to work ends the old one (最近都坐地铁上班)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after, habits_learned


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I walk the dog round the reservoir at 6 every morning before my shift at the "
            "bakery, it's pitch black this time of year",
            "walk the dog round the reservoir at 6 every morning",
        ),
        ("I swim every morning, it's cold this time of year", "swim every morning"),
        (
            "Every Friday I bake challah for the family, this week I want to try a braid",
            "bake challah for the family every Friday",
        ),
        ("every morning I swim at the Y", "swim at the Y every morning"),
        (
            "I drink cà phê sữa đá every morning, I cannot live without it",
            "drink cà phê sữa đá every morning",
        ),
    ],
)
def test_a_habit_said_at_length(text: str, expected: str) -> None:
    assert habits_learned(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "I'm on a ferry four days a week as the captain and the other three I'm a grandad to "
        "Ellie, which is harder",
        "I'm swimming every morning this time",
        "y trabajo de dental hygienist every day",
        "我今天晚上要喝两瓶啤酒",
    ],
)
def test_no_habit_of_a_state_or_a_one_off(text: str) -> None:
    assert habits_learned(text) == []


@pytest.mark.parametrize(
    ("context", "said", "expected"),
    [
        ("我每天通勤骑电动车。", "电动车被偷了，气死，最近都坐地铁上班", ["坐地铁上班"]),
        ("我每天骑电动车上班。", "现在坐地铁上班了", ["坐地铁上班"]),
        ("我每天通勤骑电动车。", "最近都在加班", ["每天通勤骑电动车"]),
        ("我每天通勤骑电动车。", "我老公最近都坐地铁上班", ["每天通勤骑电动车"]),
    ],
)
def test_a_new_way_to_work_replaces_the_old(context: str, said: str, expected: list[str]) -> None:
    assert sorted(m.value for m in active_after(context, said, "habit")) == expected
