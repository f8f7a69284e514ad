"""A weekday said short and alone is a day (`grammar/day_names`): opening the sentence
before its subject ("Sat I'm running a 10k") or closing a clause ("flying to Oslo Thurs",
"dentist Fri at 3"). Chinese has no such class: 周六 is already the short name, read as is."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.day_names import spelled
from tests.fixtures.grammar import learned_keys

PLANS = [
    (
        "Sat I'm taking the kids to the aquarium",
        "fact:plan:taking the kids to the aquarium",
        "2026-03-07",
    ),
    (
        "Sun, we're hosting a barbecue for the street",
        "fact:plan:hosting a barbecue for the street",
        "2026-03-08",
    ),
    ("my dissertation viva is Thurs", "fact:plan:dissertation viva", "2026-03-05"),
    ("physio Fri at 4, remind me", "fact:plan:physio", "2026-03-06"),
    ("I'm getting my braces off Tues", "fact:plan:getting my braces off", "2026-03-03"),
]


@pytest.mark.parametrize(("text", "key", "day"), PLANS)
def test_a_short_day_alone_dates_the_plan(text: str, key: str, day: str) -> None:
    assert (key, day) in learned_keys(text)


def test_the_chinese_short_day_is_read_as_before() -> None:
    assert any(day == "2026-03-07" for _, day in learned_keys("周六我去医院复查"))
    assert any(day == "2026-03-05" for _, day in learned_keys("周四我要去杭州出差"))


@pytest.mark.parametrize(
    "text",
    [
        "Sat in traffic for an hour this morning",  # the verb
        "I read the Sun on the train",  # a newspaper
        "I worked at Sun Microsystems for years",
        "we're reading Half of a Yellow Sun",  # a title
        "I deal blackjack at the Mohegan Sun",  # a name
        "open Mon to Sun, 11 till 23",  # a range of days
        "we got there, mon",  # not a day in lower case
        "I sat my driving theory test",
    ],
)
def test_a_word_that_only_looks_like_a_short_day_stays(text: str) -> None:
    assert spelled(text) == text


def test_a_short_day_in_a_list_is_spelled_as_before() -> None:
    assert spelled("I swim Mon, Wed and Fri") == "I swim Mondays, Wednesdays and Fridays"
    assert spelled("every Sat I bake") == "every Saturday I bake"
