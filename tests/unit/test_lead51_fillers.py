"""Surprise and time adverbs between the subject and the predicate are skipped, English and
Chinese: "Olives are suddenly my favourite snack", "I'm clearly a nurse", 我居然喜欢上了香菜,
我终于在上海定居了; the adverb is never the value."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("Pickles are suddenly my favourite snack.", "like", "pickles"),
        ("I'm technically a nurse at St Mary's.", "role", "nurse"),
        ("I simply love hiking.", "like", "hiking"),
        ("我居然喜欢上了香菜", "like", "香菜"),
        ("我竟然喜欢上了跑步", "like", "跑步"),
        ("我终于在上海定居了", "home_location", "上海"),
    ],
)
def test_the_adverb_is_skipped(said: str, slot: str, value: str) -> None:
    found = {(s, v.lower()) for s, v in user_slots(said)}
    assert (slot, value) in found
    assert not any(
        v in ("suddenly", "technically", "simply", "居然", "竟然", "终于") for _, v in found
    )
