"""A follow-up of an earlier sentence of the same message ("Shellfish allergy. Also latex.")
adds to that sentence's slot; a bare taste after an activity ("I play pickleball on
Tuesdays, love it", 我每周打羽毛球，特别喜欢) likes the thing the activity names."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Shellfish allergy. Also latex.", "fact:allergy", "latex"),
        ("I'm allergic to penicillin. Cats as well.", "fact:allergy", "Cats"),
        ("I like tea. Coffee too.", "pref:coffee", "like"),
        ("I hate cilantro. Same goes for olives.", "pref:olives", "dislike"),
        ("I can knit. Crochet too.", "profile.skills", "crochet"),
        ("我对花生过敏。还有芒果。", "fact:allergy", "芒果"),
        ("我喜欢爬山。游泳也是。", "pref:游泳", "like"),
        ("我讨厌香菜。还有芹菜。", "pref:芹菜", "dislike"),
    ],
)
def test_a_follow_up_adds_to_the_earlier_sentence(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm Tom. Also latex.",
        "My wife loves jazz. Opera too.",
        "我叫王磊。还有芒果。",
        "我老婆喜欢爬山。游泳也是。",
    ],
)
def test_a_follow_up_of_no_multi_valued_statement_of_the_user_adds_nothing(text: str) -> None:
    keys = learned_keys(text)
    assert not any(value in ("latex", "Opera", "芒果", "游泳") for _, value in keys)
    assert not any(key in ("pref:opera", "pref:游泳") for key, _ in keys)


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("I play pickleball on Tuesdays, love it", "pickleball"),
        ("I listen to jazz on Sundays and I love it", "jazz"),
        ("I do crosswords every morning and I love them", "crosswords"),
        ("I watch Formula 1 every Sunday and I love it", "formula 1"),
        ("我每周打羽毛球，特别喜欢", "羽毛球"),
        ("最近开始学尤克里里，太喜欢了", "尤克里里"),
        ("刚试了攀岩，上瘾了", "攀岩"),
        ("我在练书法，越来越喜欢了", "书法"),
    ],
)
def test_a_bare_taste_likes_the_activity_before_it(text: str, thing: str) -> None:
    assert (f"pref:{thing}", "like") in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister plays golf, loves it",
        "My husband watches rugby every weekend and loves it",
        "我老公天天钓鱼，特别喜欢",
        "我闺蜜每周打网球，超爱",
        "今天下雨了，喜欢",
        "你打羽毛球吗，喜欢吗",
    ],
)
def test_no_like_of_the_user_when_someone_else_acts_or_nothing_is_done(text: str) -> None:
    assert not any(key.startswith("pref:") for key, _ in learned_keys(text))
