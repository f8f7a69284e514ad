"""A pet come into the user's household and named (家里新来了一只兔子，叫雪球), or the household's
animal named by the household's word for home (屋里那只猫叫咪咪); a neighbour's or a friend's
household, a question or a wish gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        ("家里新来了一只兔子，叫雪球", "兔子: 雪球"),
        ("我们家新添了一只小狗，叫旺财", "狗: 旺财"),
        ("屋里那只猫叫咪咪，已经十岁了", "猫: 咪咪"),
        ("俺家那条狗叫大黄", "狗: 大黄"),
        ("咱家前两天抱回来了一只猫，名字叫奶盖", "猫: 奶盖"),
    ],
)
def test_a_pet_of_the_household(text: str, pet: str) -> None:
    assert ("pet", pet) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "邻居家那只狗叫大黑",
        "家里新来了一只猫，叫啥好呢",
        "我想家里养一只狗，叫旺财",
        "朋友家新来了一只兔子，叫雪球",
    ],
)
def test_no_pet_of_the_user(text: str) -> None:
    assert not {value for slot, value in user_slots(text) if slot == "pet"}
