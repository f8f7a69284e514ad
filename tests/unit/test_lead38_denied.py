"""A no to the assistant's still-question ends the asked item, also when the answer says
the change in its own words ("gave it up", 早戒了) or the question names no habit the
grammar reads ("Do you still drink coffee?"); a time after the change is no thing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import answered


@pytest.mark.parametrize(
    ("question", "answer", "thing"),
    [
        ("Do you still drink coffee?", "not anymore", "drink coffee"),
        ("Still drinking coffee?", "nah gave it up", "drink coffee"),
        ("Do you still smoke?", "nope, quit in march", "smoke"),
        ("Are you still vegetarian?", "not anymore", "vegetarian"),
        ("Do you still play the guitar?", "haven't in years", "guitar"),
        ("Still at Acme?", "nope", "Acme"),
        ("你还抽烟吗？", "早戒了", "抽烟"),
        ("你还喝咖啡吗？", "不喝了", "喝咖啡"),
        ("你现在还每天跑步吗？", "好久没跑了", "每天跑步"),
        ("还吃素吗？", "不吃了", "vegetarian"),
    ],
)
def test_a_no_ends_the_asked_item(question: str, answer: str, thing: str) -> None:
    found = answered(answer, question)
    assert any(value == "no" and said == thing for _, value, said in found), found


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Do you still smoke?", "nope, quit in march"),
        ("你还抽烟吗？", "早戒了"),
        ("你还喝咖啡吗？", "不喝了"),
    ],
)
def test_the_answers_own_words_are_no_thing(question: str, answer: str) -> None:
    found = answered(answer, question)
    assert not [f for f in found if f[2] in ("", "早", "不喝了") or f[1] == "in march"], found


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Do you still drink coffee?", "yes"),
        ("Do you still smoke?", "less than before"),
        ("Do you drink coffee?", "no"),
        ("Is your wife still at Acme?", "no"),
        ("你还抽烟吗？", "偶尔抽"),
        ("你喝咖啡吗？", "不喝"),
    ],
)
def test_no_ending_without_a_no_to_a_still_question(question: str, answer: str) -> None:
    assert not [f for f in answered(answer, question) if f[1] == "no"]
