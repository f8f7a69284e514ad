"""Everyday and non-native ways of saying a plain fact, read off probe O's dev half: an
allergy "for" ("I have allergy for shrimp and crab", 我对虾过敏), a dislike without "do" ("I
really not like horror films", 我真不喜欢恐怖片), 长素 as a vegetarian diet ("I've been
vegetarian for ten years"), animals counted with 匹 / 头 and pigeons as pets (一匹蒙古马叫乌云,
两只鸽子，一只叫灰灰; "a horse named Storm"), and an emphatic 谁不爱 that is no question nor
irony (保定人谁不爱; "who doesn't"), while 谁不喜欢加班呢 stays irony."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _held(said: str) -> set[tuple[str, str]]:
    """The user's active (slot, value) after one message."""
    _, after = learned_after("", said)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("I have allergy for shrimp and crab", "allergy", "crab"),
        ("我对虾过敏", "allergy", "虾"),
        ("I really not like horror films", "dislike", "horror films"),
        ("我真不喜欢恐怖片", "dislike", "恐怖片"),
        ("我吃长素十几年了", "diet", "vegetarian"),
        ("I've been vegetarian for ten years", "diet", "vegetarian"),
        ("我们家养了一匹蒙古马叫乌云", "pet", "蒙古马: 乌云"),
        ("咱屋里有两只鸽子，一只叫灰灰，一只叫点点", "pet", "鸽子: 点点"),
        ("we have a horse named Storm", "pet", "horse: Storm"),
        ("我超爱吃驴肉火烧，保定人谁不爱", "like", "吃驴肉火烧"),
        ("I love tacos, who doesn't", "like", "tacos"),
    ],
)
def test_a_plain_fact_said_plainly(said: str, slot: str, value: str) -> None:
    assert (slot, value) in _held(said), _held(said)


@pytest.mark.parametrize("said", ["谁不喜欢加班呢", "周末躺平，谁不想呢", "would I not like it?"])
def test_irony_and_questions_stay_silent(said: str) -> None:
    assert not {slot for slot, _ in _held(said)} & {"like", "dislike", "plan"}, _held(said)
