"""g50h: a diet said by the food with "no" ("I eat no pork", "no pork for me, I'm Muslim") or
by a food put first and not eaten as a rule (牛肉是不吃的, 猪肉我从来不碰); not a meal skipped
("I eat no breakfast"), a day's choice (牛肉今天不吃了) or a question."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("I eat no pork.", "no pork"),
        ("no pork for me, I'm Muslim", "no pork"),
        ("I eat no meat, never have.", "vegetarian"),
        ("我信佛，牛肉是不吃的，狗肉也不吃", "no beef"),
        ("猪肉我从来不碰", "no pork"),
        ("肉我是不吃的，鸡蛋可以", "vegetarian"),
    ],
)
def test_a_food_said_with_no_or_put_first_is_a_diet(text: str, diet: str) -> None:
    assert ("diet", diet) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    ["I eat no breakfast.", "牛肉今天不吃了", "这道菜牛肉是不吃的吗？", "Is there no pork for me?"],
)
def test_a_meal_a_day_or_a_question_is_no_diet(text: str) -> None:
    assert not any(slot == "diet" for slot, _ in user_slots(text))
