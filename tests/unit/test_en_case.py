"""English typed without capitals or apostrophes is read as written English (`grammar/en_case`)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.en_case import cased
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("i live in leeds", "I live in Leeds"),
        ("im moving to new york", "I'm moving to New York"),
        ("we moved to rio de janeiro", "we moved to Rio de Janeiro"),
        ("i'm in montreal now", "I'm in Montreal now"),
        ("i speak spanish at home", "I speak Spanish at home"),
        ("dont send me emojis", "don't send me emojis"),
        ("i cant eat gluten and ive tried", "I can't eat gluten and I've tried"),
        ("i picked up kubernetes", "I picked up Kubernetes"),
    ],
)
def test_capitals_and_apostrophes_come_back(typed: str, written: str) -> None:
    assert cased(typed) == written


@pytest.mark.parametrize(
    "typed",
    [
        "its raining and we were late",  # its / were are words of their own
        "i take a bath every night",  # a common word that is also a town stays
        "my mom and dad",  # words for someone never become names
        "I called my mom yesterday",
        "我住在杭州，喜欢吃辣",  # Chinese is read by zh_norm, not here
    ],
)
def test_words_stay_words(typed: str) -> None:
    assert cased(typed).lower() == typed.lower()
    assert "Bath" not in cased(typed) and "Mom" not in cased(typed)


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("hey, i'm priya raghunathan, nice to meet you", "Priya Raghunathan"),
        ("call me bex, everybody does", "Bex"),
        ("our goldfish is called bubbles", "Bubbles"),
        ("hiya, maureen here", "Maureen"),
        ("actually i go by sasha these days", "Sasha"),
        ("duo queue with my bro marcus every night", "Marcus"),
        ("i'm at canva now", "Canva"),
        ("i'm at ey these days", "EY"),
    ],
)
def test_a_name_by_its_place_in_a_message_typed_in_lower_case(typed: str, name: str) -> None:
    assert name in cased(typed)


@pytest.mark.parametrize(
    "typed",
    [
        "we got a kitten last week",  # "last" after a pet is no name
        "my husband drives a bus",
        "i'm vegan and keto lol",
        "call me pescatarian",
        "Sunday yoga is not a thing for me anymore",
        "I'm at home with the kids",
    ],
)
def test_no_name_where_the_word_is_a_word(typed: str) -> None:
    assert cased(typed)[1:] == typed[1:].replace("i'm", "I'm")


def test_a_message_written_with_capitals_keeps_its_lower_case_words() -> None:
    assert cased("I'm at stripe, Tom is at canva") == "I'm at stripe, Tom is at canva"


def test_lower_case_messages_teach_what_written_ones_do() -> None:
    typed = learned_keys("im a nurse in leeds, dont eat pork")
    written = learned_keys("I'm a nurse in Leeds, don't eat pork")
    assert typed == written
    assert ("profile.location", "Leeds") in typed


def test_a_lower_case_relation_keeps_its_name() -> None:
    assert ("profile.relations.wife", "Yuki") in learned_keys("my wife yuki is a teacher")


def test_chinese_messages_read_as_before() -> None:
    assert ("profile.location", "杭州") in learned_keys("我住在杭州")
    assert ("profile.location", "杭州") in learned_keys("我住在杭州 i love it")


def test_after_for_and_with_only_a_work_verb_calls_for_a_name() -> None:
    assert cased("same goes for ramen") == "same goes for ramen"
    assert cased("i work for quillfeather") == "I work for Quillfeather"
    assert cased("interning with kelpworks this summer") == "interning with Kelpworks this summer"


def test_a_quoted_name_after_called_is_said_not_quoted() -> None:
    assert ("profile.employer", "Kiln") in learned_keys("I work at a bookshop called “Kiln”")
    assert ("profile.employer", "拾光") in learned_keys("我在一家叫“拾光”的独立书店当店长")
    assert learned_keys('my boss said "I hate meetings"') == set()
    assert learned_keys("我老板说“我最讨厌开会”") == set()
