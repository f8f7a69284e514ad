"""A count past its unit's bound, or a clown, is hyperbole: nothing about the user (overstated)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.overstated import overstated
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    "text",
    [
        "I work 25 hours a day at this place",
        "we train eight days a week before a tournament",
        "I study thirty hours a day, easy",
        "我每天睡二十五个小时，还是困",
        "我一周上八天班，老板还嫌不够",
        "一年十三个月都在出差",
        "今年的目标是成为首富🤡",
        "I'm basically a chef now 🤡",
    ],
)
def test_an_overstated_count_is_hyperbole(text: str) -> None:
    assert overstated(text)
    assert learned_keys(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "I work 12 hours a day at the hospital",
        "I run five days a week",
        "我每天工作十二个小时",
        "我一周跑三天步",
        "I sleep two hours a day when on call",
    ],
)
def test_a_count_within_its_unit_is_no_hyperbole(text: str) -> None:
    assert not overstated(text)


def test_a_real_habit_beside_a_count_stands() -> None:
    assert any(key == "fact:habit" for key, _ in learned_keys("我每天跑步一个小时"))
