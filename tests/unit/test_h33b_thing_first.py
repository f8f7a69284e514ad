"""Tastes and habits said with the thing as subject or topic: "Reading is my escape", "Jazz
isn't really my thing", 吃辣我不行, 我是火锅重度爱好者, 跑步我坚持了三年了. Phrasings written for
this test, none taken from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


EN_LEARNED = [
    ("Chess is my happy place", "like", "chess"),
    ("Gardening is honestly my escape", "like", "gardening"),
    ("Thai curry is my absolute favourite food", "like", "thai curry"),
    ("Board games are kind of my thing", "like", "board games"),
    ("Heavy metal isn't really my thing", "dislike", "heavy metal"),
    ("Waking up early is not my thing", "dislike", "waking up early"),
    ("Mondays are not my friend", "dislike", "mondays"),
    ("Musicals just aren't for me", "dislike", "musicals"),
    ("Olives are my nemesis", "dislike", "olives"),
]


@pytest.mark.parametrize(("text", "slot", "value"), EN_LEARNED)
def test_english_thing_as_subject_is_a_taste(text: str, slot: str, value: str) -> None:
    assert _has(en_slots(text), slot, value)


EN_NOT_LEARNED = [
    "Is jazz your thing?",
    "If hiking were my thing I would go",
    "Jazz is his thing",
    "Tom is my friend",
    "Anna is my favourite cousin",
    "Camping is for me",
]


@pytest.mark.parametrize("text", EN_NOT_LEARNED)
def test_english_thing_as_subject_not_the_users_taste(text: str) -> None:
    assert not {s for s, _ in en_slots(text)} & {"like", "dislike"}


ZH_LEARNED = [
    ("喝咖啡我不行", "dislike", "喝咖啡"),
    ("吃榴莲我真不行", "dislike", "吃榴莲"),
    ("摇滚乐我无感", "dislike", "摇滚乐"),
    ("我是烧烤重度爱好者", "like", "烧烤"),
    ("我是一个奶茶控", "like", "奶茶"),
    ("我是篮球迷", "like", "篮球"),
    ("游泳我坚持了两年了", "habit", "游泳"),
    ("我一直坚持练瑜伽", "habit", "练瑜伽"),
    ("我坚持健身半年了", "habit", "健身"),
]


@pytest.mark.parametrize(("text", "slot", "value"), ZH_LEARNED)
def test_chinese_thing_as_topic_is_a_taste_or_habit(text: str, slot: str, value: str) -> None:
    assert _has(zh_slots(text), slot, value)


ZH_NOT_LEARNED = [
    "他是烧烤爱好者",
    "你是篮球迷吗",
    "如果我是篮球迷",
    "数学我不行",
    "我坚持我的观点",
]


@pytest.mark.parametrize("text", ZH_NOT_LEARNED)
def test_chinese_thing_as_topic_not_the_users_taste(text: str) -> None:
    assert not {s for s, _ in zh_slots(text)} & {"like", "dislike", "habit"}


EN_ADVERB_FIRST = [
    ("Usually I bake bread at home", "bake bread at home"),
    ("Normally, we walk the dog after dinner", "walk the dog after dinner"),
    ("Honestly, usually I take the tram", "take the tram"),
]


@pytest.mark.parametrize(("text", "value"), EN_ADVERB_FIRST)
def test_english_routine_adverb_before_the_user_is_a_habit(text: str, value: str) -> None:
    assert _has(en_slots(text), "habit", value)


@pytest.mark.parametrize(
    "text", ["Usually I'd say yes", "Usually I am tired", "Usually my son cooks"]
)
def test_english_routine_adverb_before_a_state_or_another_is_no_habit(text: str) -> None:
    assert "habit" not in {s for s, _ in en_slots(text)}


def test_english_titles_keep_case_and_people_are_no_taste() -> None:
    assert ("like", "Dune") in en_slots("Dune is my favourite film.")
    assert not en_slots("Tom and I don't get along") & {("dislike", "tom"), ("dislike", "Tom")}
    assert _has(en_slots("Loud bars and I don't get along"), "dislike", "loud bars")
