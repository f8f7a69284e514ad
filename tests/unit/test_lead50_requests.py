"""The lead's round-50 readers of requests and wishes: a request said with a polite condition
("bullet points if possible", "short answers if that's ok", 如果可以的话回答简短点) or closed by
就好了 (用中文回答就好了) is a preference, not a hypothetical; "I'd like short answers" and "Short
answers would be great" are wishes about replies; a state the user only wishes were so ("I want
to live in Spain", "I'd like to have a cat") is no home, pet, language or job of theirs."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import refusing
from tests.fixtures.grammar import learned_keys, user_slots


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("Keep it brief if possible.", "pref.response_length", "concise"),
        ("bullet points if you can", "pref.format", "bullets"),
        ("If possible, use metric units.", "pref.units", "metric"),
        ("I'd like short answers if that's ok", "pref.response_length", "concise"),
        ("I'd like short answers", "pref.response_length", "concise"),
        ("Short answers would be great", "pref.response_length", "concise"),
        ("I'd like all replies in bullet points", "pref.format", "bullets"),
        ("如果可以的话回答简短点", "pref.response_length", "concise"),
        ("要是方便的话用表格", "pref.format", "tables"),
        ("用中文回答就好了", "pref.reply_language", "chinese"),
        ("直接给结论就好了", "pref.response_length", "concise"),
    ],
)  # fmt: skip
def test_a_polite_request_is_a_preference(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'd like a table comparing these three",
        "I'd like the steak, medium rare",
        "If I could, I'd move to Spain.",
        "要是我会说日语就好了",
        "我要是住在海边就好了",
    ],
)  # fmt: skip
def test_a_one_off_request_or_an_if_only_is_no_preference(text: str) -> None:
    assert not any(slot.startswith("pref.") for slot, _ in user_slots(text))
    assert not any(key == "profile.location" for key, _ in learned_keys(text))


def test_a_request_closed_by_jiu_hao_le_ends_nothing() -> None:
    assert not any(key.startswith("ending:") for key, _ in learned_keys("简短点就好了"))


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I want to live in Spain", "home_location"),
        ("I'd like to live in Spain one day", "home_location"),
        ("I'd like to have a cat", "pet"),
        ("I want to speak fluent French", "languages"),
        ("I would like to speak Japanese before the trip", "languages"),
        ("I'd like to be a teacher", "role"),
        ("I really want to work at Google", "employer"),
    ],
)  # fmt: skip
def test_a_wished_state_is_not_the_users(text: str, slot: str) -> None:
    assert not any(found == slot for found, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("I want to move to Lisbon, I live in Porto", "home_location", "Porto"),
        ("I live in Porto and I want to move to Lisbon", "home_location", "Porto"),
        ("I'm a nurse and I want to become a midwife", "role", "nurse"),
        ("I want my cat Mochi to stop scratching", "pet", "cat: Mochi"),
        ("I hope my son Leo gets into Oxford", "relation", "son: Leo"),
    ],
)  # fmt: skip
def test_a_state_said_outside_the_wish_holds(text: str, slot: str, value: str) -> None:
    assert (slot, value) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm 34, no wait, 35 as of yesterday.",
        "I'm a designer, or at least I was until last month, now I'm freelancing.",
        "I worked there until 2019",
    ],
)  # fmt: skip
def test_a_date_a_state_began_or_ended_at_is_no_event(text: str) -> None:
    assert not any(key.startswith("fact:event") for key, _ in learned_keys(text))


@pytest.mark.parametrize(
    "text", ["I was in Rome last week.", "I turned 40 on Sunday", "我上周去了一趟成都"]
)
def test_a_past_event_is_kept(text: str) -> None:
    assert any(key.startswith("fact:event") for key, _ in learned_keys(text))


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        ("我有糖尿病，晚饭吃什么比较好？", "condition", "糖尿病"),
        ("我是素食者，推荐几道菜？", "diet", "vegetarian"),
        ("我对花生过敏，这个蛋糕能吃吗？", "allergy", "花生"),
        ("We both love ramen.", "like", "ramen"),
        ("My wife and I both love hiking.", "like", "hiking"),
    ],
)  # fmt: skip
def test_a_statement_before_a_question_or_said_of_both_holds(
    text: str, slot: str, value: str
) -> None:
    assert (slot, value) in user_slots(text)


def test_a_condition_before_a_question_is_no_statement() -> None:
    assert user_slots("在杭州住的话，房租多少？") == set()


def test_a_title_or_someone_the_habit_is_for_keeps_its_value() -> None:
    assert refusing("like", "Love Island") is None
    assert refusing("like", "love hiking") is not None
    assert refusing("habit", "每周给她打两次视频") is None
    assert refusing("habit", "她每周打两次视频") is not None
