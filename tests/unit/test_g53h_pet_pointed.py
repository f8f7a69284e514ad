"""A habit done to the pet the same sentence names, with the pet only pointed at, is a habit
about that pet by its kind (issue 22, g53h): "a greyhound called Comet, I walk her twice a
day" → "walk the greyhound twice a day"; 养了条狗叫大黄，天天早上遛它 → 天天早上遛狗 (the clause
after the pet's name is the user's when it does something to 它). What the pet does itself
stays no habit of the user's."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import habits_learned


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        (
            "We got a rescue greyhound called Comet, I walk her twice a day.",
            "walk the greyhound twice a day",
        ),
        (
            "My dog Biscuit is a menace, I walk him every morning at 6.",
            "walk the dog every morning at 6",
        ),
        ("I have a horse, I ride her every Sunday.", "ride the horse every Sunday"),
        ("I have a cat named Miso and I brush him every evening.", "brush the cat every evening"),
        ("养了条狗叫大黄，俺天天早上遛它", "天天早上遛狗"),
        ("我家有只狗叫豆豆，每天晚上遛它", "每晚遛狗"),
        ("我养了只猫叫咪咪，每天给它梳毛", "每天给猫梳毛"),
    ],
)
def test_a_pet_pointed_at_is_named_by_its_kind(text: str, habit: str) -> None:
    assert habits_learned(text) == [habit]


@pytest.mark.parametrize(
    "text",
    [
        "我家猫叫咪咪，天天在沙发上睡觉",
        "我家狗叫豆豆，天天咬拖鞋",
        "我家狗叫豆豆，它每天都带我出门",
        "I have a dog and a cat, I feed them twice a day.",
        "My dog Biscuit barks at the postman every morning.",
    ],
)
def test_what_the_pet_does_is_no_habit_of_the_users(text: str) -> None:
    assert habits_learned(text) == []
