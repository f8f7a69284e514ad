"""Tastes said through what a thing does to the user or is to them ("Gardening keeps me sane",
"Clowns give me the creeps", "Sourdough is my religion", 一闻到榴莲就头疼, 撸猫是我的精神支柱),
through goodwill (对广场舞没什么好感), and several in one sentence ("love hiking, hate
running"). Phrasings written for this test, none from the corpus."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import en_slots, zh_slots


def _has(found: set[tuple[str, str]], slot: str, value: str) -> bool:
    return any(s == slot and values_match(value, v) for s, v in found)


EN_LEARNED = [
    ("Gardening keeps me sane", "like", "gardening"),
    ("Board games are basically my personality", "like", "board games"),
    ("Sourdough is my religion", "like", "sourdough"),
    ("Podcasts keep me going on long drives", "like", "podcasts"),
    ("honestly, chess is what keeps me sane", "like", "chess"),
    ("Clowns give me the creeps", "dislike", "clowns"),
    ("horror films give me nightmares so no thanks", "dislike", "horror films"),
    ("Loud bars give me a headache", "dislike", "loud bars"),
    ("Crowded trains make me anxious", "dislike", "crowded trains"),
    ("I find karaoke insufferable", "dislike", "karaoke"),
    ("skip the iced latte, give me a hot mocha any day", "like", "hot mocha"),
]


@pytest.mark.parametrize(("text", "slot", "value"), EN_LEARNED)
def test_english_tastes_by_effect_or_identity(text: str, slot: str, value: str) -> None:
    """A thing that acts on the user, or is their identity, is liked or disliked."""
    assert _has(en_slots(text), slot, value), en_slots(text)


EN_NOT_TASTES = [
    "My boss gives me a headache",  # a person
    "The noise gives me a headache",  # a thing at hand
    "Tom is my everything",  # a person
    "It makes me happy",  # nothing named
    "does yoga keep you sane?",  # a question
    "give me a minute",  # a request
]


@pytest.mark.parametrize("text", EN_NOT_TASTES)
def test_english_effects_of_people_or_at_hand_are_no_taste(text: str) -> None:
    """What a person or a thing at hand does to the user, or a question, is no taste."""
    found = en_slots(text)
    assert not any(s in ("like", "dislike") for s, _ in found), found


def test_a_habit_with_its_effect_stays_a_habit() -> None:
    """ "Cycling every morning keeps me sane": the frequency makes it a habit, not a like."""
    found = en_slots("Cycling every morning keeps me sane")
    assert _has(found, "habit", "cycle every morning"), found
    assert not any(s == "like" for s, _ in found), found


def test_english_tastes_listed_without_a_second_subject() -> None:
    """ "love X, hate Y" after one subject: both tastes, each its own value."""
    found = en_slots("I love sailing, hate golf")
    assert _has(found, "like", "sailing") and _has(found, "dislike", "golf"), found
    found = en_slots("I'm a sucker for westerns and can't stand musicals")
    assert _has(found, "like", "westerns") and _has(found, "dislike", "musicals"), found
    assert not any("stand" in v for _, v in found), found


def test_english_wishes_and_others_are_no_taste() -> None:
    """ "I'd love to" + a verb, someone else's taste, a condition: no taste of the user."""
    said = ("I'd love to try kayaking", "my brother loves opera, hates jazz", "if I liked tea")
    for text in said:
        found = en_slots(text)
        assert not any(s in ("like", "dislike") for s, _ in found), (text, found)


ZH_LEARNED = [
    ("一喝牛奶就想吐", "dislike", "牛奶"),
    ("我一闻到臭豆腐就头疼", "dislike", "臭豆腐"),
    ("鬼片看了会做噩梦", "dislike", "鬼片"),
    ("跑步让我活过来", "like", "跑步"),
    ("钓鱼是我的精神支柱", "like", "钓鱼"),
    ("奶茶简直是我的命", "like", "奶茶"),
    ("我对香水没什么好感", "dislike", "香水"),
    ("我对露营挺有好感的", "like", "露营"),
]


@pytest.mark.parametrize(("text", "slot", "value"), ZH_LEARNED)
def test_chinese_tastes_by_effect_identity_or_goodwill(text: str, slot: str, value: str) -> None:
    """一V X就想吐, X让我活过来, X是我的精神支柱, 对X没什么好感: a taste."""
    assert _has(zh_slots(text), slot, value), zh_slots(text)


ZH_NOT_TASTES = [
    "我对他挺有好感的",  # a person
    "老板让我很焦虑",  # a person
    "这个让我很开心",  # a thing at hand
    "他一喝酒就想吐",  # someone else
    "你对露营有好感吗？",  # a question
]


@pytest.mark.parametrize("text", ZH_NOT_TASTES)
def test_chinese_effects_of_people_or_others_are_no_taste(text: str) -> None:
    """A person as the thing, someone else as the experiencer, or a question: no taste."""
    found = zh_slots(text)
    assert not any(s in ("like", "dislike") for s, _ in found), found
