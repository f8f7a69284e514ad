"""What the user says of themself in the same sentence as a request or a question is still
learned ("can you suggest a recipe, I can't stand mushrooms", 能推荐几道菜吗，我不吃辣); the
request itself teaches nothing, and a polite 麻烦 is no dislike. English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("can you suggest a dinner recipe, I can't stand mushrooms", "dislike", "mushrooms"),
        ("Could you recommend a podcast, I love true crime", "like", "true crime"),
        ("can you help me with a cover letter, I'm a paramedic", "role", "paramedic"),
        ("能推荐几道菜吗，我不吃辣", "dislike", "辣"),
        ("能不能推荐几部电影，我喜欢科幻", "like", "科幻"),
        ("能帮我看看简历吗？我是做后端的", "role", "后端"),
    ],
)
def test_a_statement_after_a_request_is_learned(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "could you check if I'm free on Friday?",
        "can you tell me whether my flight is delayed?",
        "麻烦推荐个餐厅，谢谢",
        "能推荐几道菜吗，谢谢",
    ],
)
def test_a_request_alone_teaches_nothing(text: str) -> None:
    assert user_slots(text) == set()
