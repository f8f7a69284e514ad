"""A no to a still-question said as the leaving ("nah, left in May", 早离职了) ends the asked
place or job; the new place named after the no is read whole (早不在了，去美团了); a question
in traditional script or without its question mark (你還抽煙嗎) is a still-question; and an
ending of no thing ("left for lunch", 早搬走了) is no memory."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import answered


@pytest.mark.parametrize(
    ("question", "answer", "thing"),
    [
        ("Still at Acme?", "nah, left in May", "Acme"),
        ("Still at Acme?", "no, I left last year", "Acme"),
        ("Are you still in Leeds?", "no I moved away in 2023", "Leeds"),
        ("Are you still with Deloitte?", "nope, resigned two weeks ago", "Deloitte"),
        ("Still living in Tucson?", "moved out in the fall", "Tucson"),
        ("你还在百度吗？", "早离职了", "百度"),
        ("你还在上海吗", "早搬走了", "上海"),
        ("你還抽煙嗎？", "早戒了", "抽煙"),
        ("你还在做老师吗？", "早不干了", "老师"),
        ("你還在華為嗎", "早就走了", "華為"),
    ],
)
def test_the_leaving_ends_the_asked_value(question: str, answer: str, thing: str) -> None:
    found = answered(answer, question)
    assert any(value == "no" and said == thing for _, value, said in found), found


@pytest.mark.parametrize(
    ("question", "answer", "key", "value"),
    [
        ("你还在百度吗？", "早不在了，去美团了", "profile.employer", "美团"),
        ("你还在网易吗？", "不在了，进了字节", "profile.employer", "字节"),
        ("Still in Austin?", "no, left in march, Denver now", "profile.location", "Denver"),
        ("Still at Acme?", "nah, Globex now", "profile.employer", "Globex"),
    ],
)
def test_the_new_value_after_the_no_is_read(
    question: str, answer: str, key: str, value: str
) -> None:
    assert (key, value) in [(k, v) for k, v, _ in answered(answer, question)]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Still at Acme?", "no, left my phone there"),
        ("Are you still in Leeds?", "nah left for lunch, back at 2"),
        ("Is your wife still at Acme?", "no, she left in May"),
        ("Still at Acme?", "yes, left the team though"),
        ("你老婆还在百度吗？", "早离职了"),
        ("你还在上海吗？", "在啊，刚出去吃饭了"),
        ("你去过上海吗？", "早搬走了"),
    ],
)
def test_no_asked_value_ends_without_a_leaving_no(question: str, answer: str) -> None:
    ended = [said for _, value, said in answered(answer, question) if value == "no"]
    assert not [e for e in ended if e in ("Acme", "Leeds", "百度", "上海")], ended


@pytest.mark.parametrize(
    "text",
    [
        "left for lunch",
        "I left for the airport an hour ago",
        "quit for a few days",
        "早搬走了",
        "我早就离职了",
    ],
)
def test_an_ending_of_no_thing_is_no_memory(text: str) -> None:
    assert not [k for k, _, _ in answered(text) if k.startswith("ending:")], answered(text)
