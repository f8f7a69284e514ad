"""A format asked for every time is a preference ("Whenever you compare options, put them in a
table", 对比类的东西一律给我列个表), as is one asked for the replies to the user (以后给我的回复
都用bullet points: 我的回复 after 给 is the user's, not the assistant speaking); a table asked
for one given text is the task's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Whenever you compare options, put them in a table.", "tables"),
        ("every time you list prices, put them in a table", "tables"),
        ("put comparisons in a table", "tables"),
        ("anytime you list steps, use bullets", "bullets"),
        ("对比类的东西一律给我列个表", "tables"),
        ("对比的时候给我列个表，一眼能看出差别", "tables"),
        ("以后给我的回复都用bullet points，不要大段文字", "bullets"),
    ],
)
def test_a_format_asked_for_every_time_is_a_preference(text: str, value: str) -> None:
    assert ("pref.format", value) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "put this in a table",
        "can you put these three laptops in a table for me",
        "I put the plates on the table",
        "帮我列个表",
        "把这三个方案列个表",
    ],
)
def test_a_table_for_one_text_or_a_table_to_eat_at_is_none(text: str) -> None:
    assert not any(slot == "pref.format" for slot, _ in user_slots(text))
