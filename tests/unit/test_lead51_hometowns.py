"""A move back to one's hometown names the place, not the word hometown: 搬回老家郑州了 → 郑州,
"moved back to my hometown, Cork" → Cork (English and Chinese)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "home"),
    [
        ("去年底搬回老家郑州了。", "郑州"),
        ("我搬回家乡潮州了", "潮州"),
        ("我回老家湖南工作了", "湖南"),
        ("I moved back to my hometown, Cork.", "Cork"),
        ("I moved back home to Cork last year.", "Cork"),
    ],
)
def test_the_hometown_moved_back_to_is_the_place(said: str, home: str) -> None:
    assert {value for slot, value in user_slots(said) if slot == "home_location"} == {home}


def test_a_move_home_without_a_place_names_none() -> None:
    assert not {slot for slot, _ in user_slots("我搬回老家了。")} & {"home_location"}
