"""A self-description typed as a list of fragments without a subject (issue 22): each
fragment fills the slot a full sentence would; a list that is a question, about someone
else, or a list of options teaches nothing."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh
from memstream.processors.matchers.common import prepare

ANCHOR = date(2026, 5, 4)


def _en(text: str) -> set[tuple[str, str]]:
    return {(f.slot, f.value) for f in en.parse(text, ANCHOR) if f.subject == "user"}


def _zh(text: str) -> set[tuple[str, str]]:
    return {(f.slot, f.value) for f in zh.parse(prepare(text), ANCHOR) if f.subject == "user"}


ENGLISH = [
    ("nurse, Glasgow, vegetarian", {("role", "nurse"), ("home_location", "Glasgow")}),
    (
        "civil engineer, Dublin, cat person",
        {("role", "civil engineer"), ("home_location", "Dublin")},
    ),
    ("accountant · Manchester · vegan", {("role", "accountant"), ("diet", "vegan")}),
]
CHINESE = [
    ("会计，成都，吃素", {("role", "会计"), ("home_location", "成都")}),
    ("设计师，住厦门，喜欢狗", {("role", "设计师"), ("home_location", "厦门")}),
    ("老師，臺中，吃素", {("role", "老師"), ("home_location", "臺中")}),  # traditional, too
]


@pytest.mark.parametrize(("text", "expected"), ENGLISH)
def test_english_fragments_fill_their_slots(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _en(text)


@pytest.mark.parametrize(("text", "expected"), CHINESE)
def test_chinese_fragments_fill_their_slots(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= _zh(text)


ENGLISH_NOT = [
    "my sister: nurse, Glasgow, vegetarian",  # someone else
    "Paris, Rome, Madrid",  # options, not a home
    "eggs, milk, bread",  # a shopping list
    "my dog: lazy, orange, five",  # a pet described
]
CHINESE_NOT = [
    "会计？成都？吃素？",
    "我姐：会计，成都，吃素",
    "成都，重庆，西安",
    "买菜，做饭，洗衣服",
    "他：会计，成都",
]


@pytest.mark.parametrize("text", ENGLISH_NOT)
def test_english_lists_that_are_not_the_user_teach_no_role_or_home(text: str) -> None:
    assert not {slot for slot, _ in _en(text)} & {"role", "home_location", "diet"}


@pytest.mark.parametrize("text", CHINESE_NOT)
def test_chinese_lists_that_are_not_the_user_teach_no_role_or_home(text: str) -> None:
    assert not {slot for slot, _ in _zh(text)} & {"role", "home_location", "diet"}


def test_a_list_asked_as_a_question_gives_no_role() -> None:
    assert not {slot for slot, _ in _en("nurse, Glasgow, vegetarian?")} & {"role", "diet"}


def test_a_salutation_before_a_sentence_is_no_home() -> None:
    assert not {slot for slot, _ in _en("Dear Hiring Manager, I am a nurse")} & {"home_location"}


def test_a_noun_beside_a_sentence_may_call_someone() -> None:
    assert ("role", "老师") not in _zh("我叫李明，老师")
    assert ("role", "护士") not in _zh("我姓王，护士")


def test_beside_a_sentence_fragments_that_read_alone_still_count() -> None:
    assert {("home_location", "新加坡"), ("timezone", "UTC+8")} <= _zh(
        "我搬到新加坡了，现在这边是UTC+8"
    )
    assert {("role", "dev"), ("home_location", "Berlin")} <= _en("I'm a dev, Berlin, vegan")
