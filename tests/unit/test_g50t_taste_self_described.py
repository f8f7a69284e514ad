"""Tastes said in the user's description of themself (issue 22, g50t): "I'm a nurse who can't
stand hospital coffee", 我是个讨厌香菜的人; someone else's or a question learns nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I'm a nurse who can't stand hospital coffee.", "dislike", "hospital coffee"),
        ("I'm a teacher who loves crosswords.", "like", "crosswords"),
        ("I'm the type of person who hates small talk.", "dislike", "small talk"),
        (
            "im a librarian in Leeds who cant stand true crime novels",
            "dislike",
            "true crime novels",
        ),
        ("我是个讨厌香菜的人。", "dislike", "香菜"),
        ("我是一个爱吃辣的人。", "like", "辣"),
        ("我是那种特别喜欢下雨天的人。", "like", "下雨天"),
    ],
)
def test_a_taste_in_the_users_own_description_is_the_users(
    text: str, slot: str, value: str
) -> None:
    said = user_slots(text)
    assert (slot, value) in said
    assert not any(s in ("like", "dislike") and v.endswith("的人") for s, v in said)


@pytest.mark.parametrize(
    "text",
    [
        "My sister is a nurse who hates night shifts.",
        "Are you a person who likes jazz?",
        "I'm married to a man who loves golf.",
        "他是个讨厌香菜的人。",
        "你是不是一个爱吃辣的人？",
    ],
)
def test_someone_elses_or_an_asked_taste_is_not_the_users(text: str) -> None:
    assert not any(s in ("like", "dislike") for s, _ in user_slots(text))


def test_a_kind_of_person_liked_keeps_its_person() -> None:
    assert ("like", "安静的人") in user_slots("我喜欢安静的人。")
