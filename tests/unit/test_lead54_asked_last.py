"""A last clause in the order of a question, with no question mark ("I live in Leeds, where
should I eat tonight"), is asked, not stated: it teaches no plan; what came before it is still
said. Chinese questions are known by their words already (今晚去哪吃)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("I live in Dundee, where should I eat tonight", ("home_location", "Dundee")),
        ("I'm a baker in Oslo haha, what should I make tomorrow", ("role", "baker")),
        ("we got a beagle called Moss, how do I crate train him", ("pet", "beagle: Moss")),
        ("我住在厦门，今晚去哪吃", ("home_location", "厦门")),
        ("我是面包师哈哈，明天做什么好", ("role", "面包师")),
    ],
)
def test_an_unmarked_question_last_is_asked(text: str, stated: tuple[str, str]) -> None:
    said = user_slots(text)
    assert stated in said
    assert not [slot for slot, _ in said if slot == "plan"]


def test_a_plan_before_the_question_is_kept() -> None:
    assert ("plan", "flying to Lisbon") in user_slots(
        "I'm flying to Lisbon on Friday, what should I pack"
    )
