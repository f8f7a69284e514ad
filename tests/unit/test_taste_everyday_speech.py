"""Likes and dislikes as a chat assistant's users say them, written for this round before any
corpus failure was read: texting and dictation, fragments and replies, a taste by what one
does, updates, and near-misses (someone else's, a question, a wish, irony, a quote, a
review) that learn nothing. English and Chinese, read through the whole message."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_keys, tastes_learned

SAID = [
    ("Jazz? Meh, never been my thing.", "dislike", "jazz"),
    ("I'll take tea over coffee any day", "like", "tea"),
    ("honestly nothing beats a cold beer after a long shift", "like", "cold beer"),
    ("I'm a sucker for rom-coms", "like", "rom-coms"),
    ("can't get enough of spicy food lately", "like", "spicy food"),
    ("Not a fan of musicals tbh", "dislike", "musicals"),
    ("mushrooms are just gross to me", "dislike", "mushrooms"),
    ("i'm really not into sushi", "dislike", "sushi"),
    ("Cats are my favourite animals", "like", "cats"),
    ("I'm more of a dog person", "like", "dogs"),
    ("Horror movies freak me out so I never watch them", "dislike", "horror movies"),
    ("I've really gotten into gardening this year", "like", "gardening"),
    ("I'm not much of a beer drinker", "dislike", "beer"),
    ("Country music? Hard pass.", "dislike", "country music"),
    ("I prefer audiobooks to podcasts", "like", "audiobooks"),
    ("我超爱吃火锅的", "like", "火锅"),
    ("香菜真的受不了", "dislike", "香菜"),
    ("一吃香菜就想吐", "dislike", "香菜"),
    ("我对榴莲无感", "dislike", "榴莲"),
    ("我不太喜欢吃甜的", "dislike", "甜"),
    ("我是个吃货，尤其爱吃川菜", "like", "川菜"),
    ("我特讨厌排队", "dislike", "排队"),
    ("最近迷上了滑雪", "like", "滑雪"),
    ("我对猫毛过敏但是超喜欢猫", "like", "猫"),
    ("数学？我从小就头疼", "dislike", "数学"),
    ("咖啡是我的命", "like", "咖啡"),
    ("甜食我是一口都不碰", "dislike", "甜食"),
    ("爬山太累了，我不喜欢", "dislike", "爬山"),
]
NOTHING = [
    "My sister loves K-pop",
    "Do you like jazz?",
    "I wish I liked vegetables more",
    "Oh great, another Monday, I just LOVE Mondays",
    "My boss keeps saying 'I hate meetings'",
    "This blender is great, the motor is powerful",
    "我老婆特别喜欢养花",
    "你喜欢吃辣吗？",
    "要是我喜欢运动就好了",
    "这家店的牛肉面很好吃",
    "我妈说她讨厌下雨天",
    "我老公喜欢打游戏，我不喜欢",
]
ENDED = [
    ("I don't really like coffee anymore", "pref:coffee"),
    ("I used to love running but now I can't stand it", "pref:running"),
]
STILL_MISSED = [
    "Pineapple on pizza is a crime, sorry not sorry",  # the aside's 'not' is taken as the thing
    "Anything with olives, no thank you",
    "Obsessed with this new Taylor Swift album",
    "Sundays are for football and I live for it",
    "宁可喝茶也不喝咖啡",
    "周末最喜欢窝在家里看电影",  # 窝在家里看电影 taken whole
    "我以前挺喜欢喝奶茶的，现在不喜欢了",  # ends 喝奶茶, and reads the clause as a thing
    "臭豆腐？不行不行，闻着就想跑",  # 行不行 reads as a question (zh.readable)
]


_tastes = tastes_learned


@pytest.mark.parametrize(("text", "slot", "value"), SAID)
def test_an_everyday_taste_is_learned(text: str, slot: str, value: str) -> None:
    """The thing liked or disliked, and no other taste beside it."""
    tastes = _tastes(text)
    assert any(s == slot and values_match(v, value) for s, v in tastes), tastes
    assert len(tastes) == 1, tastes


@pytest.mark.parametrize("text", NOTHING)
def test_a_near_miss_learns_no_taste(text: str) -> None:
    """Someone else's, a question, a wish, irony, a quote or a review: no taste of the user."""
    assert not _tastes(text)


@pytest.mark.parametrize(("text", "key"), ENDED)
def test_a_taste_said_over_ends_the_old_one(text: str, key: str) -> None:
    """A like no longer held is ended (`no`), whatever verb says it."""
    assert (key, "no") in learned_keys(text)
