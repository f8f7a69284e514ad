"""Tastes said by a shape the taste readers missed: a choice made every time ("I'll take tea
over coffee any day"), a name for one's own taste ("Rum is my vice", "Mornings are my
bane"), a taste got from someone ("My wife got me into pilates"), a thing called the best or
worst tasting of all (香菜是世界上最难吃的东西), a taste whose clause keeps only its verb
(看恐怖片直接破防，我是真的不爱看), a one-character degree (我特讨厌排队), a clause exclaimed
word by word (我！超！爱！螺蛳粉！！) and a thing now taken that ends a dislike
(米饭也吃得惯了). Near-misses are someone else's or a thing at hand. Sentences written for
this round."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import values_match
from tests.fixtures.grammar import learned_keys, tastes_learned

SAID = [
    ("I'll take tea over coffee any day", "like", "tea"),
    ("honestly I'd pick a good paperback over a kindle any day", "like", "good paperback"),
    ("I'll take window seats over aisle seats every time", "like", "window seats"),
    ("My wife got me into pilates", "like", "pilates"),
    ("my son introduced me to Minecraft", "like", "Minecraft"),
    ("Rum is my vice", "like", "rum"),
    ("Slow walkers are the bane of my existence", "dislike", "slow walkers"),
    ("Mornings are my bane", "dislike", "mornings"),
    ("香菜是世界上最难吃的东西没有之一", "dislike", "香菜"),
    ("榴莲是我吃过最好吃的水果", "like", "榴莲"),
    ("臭豆腐是最香的小吃", "like", "臭豆腐"),
    ("看恐怖片直接破防，我是真的不爱看", "dislike", "恐怖片"),
    ("周末去看电影，我最喜欢看", "like", "电影"),
    ("我特讨厌排队", "dislike", "排队"),
    ("爬山太累了，我不喜欢", "dislike", "爬山"),
    ("开会太烦了，我讨厌", "dislike", "开会"),
    ("我忒喜欢吃面", "like", "面"),
    ("我！超！爱！螺蛳粉！！", "like", "螺蛳粉"),
    ("我！真！的！好！讨！厌！加班！", "dislike", "加班"),
]
NOT_THE_USERS = [
    "my husband would take beer over wine any day",
    "I'd take the 9am over the 10am",
    "这个是最好吃的",
    "他说榴莲是最好吃的",
    "我老公觉得榴莲是最难吃的",
    "我不爱看",
    "好！的！",
    "My brother got me into trouble",
    "这家店太贵了，我不喜欢",
    "今天太累了，我不喜欢",
    "我老公说爬山太累了，他不喜欢",
    "my sister got into yoga",
]


_tastes = tastes_learned


@pytest.mark.parametrize(("text", "slot", "value"), SAID)
def test_a_taste_said_by_its_shape_is_read(text: str, slot: str, value: str) -> None:
    """The thing of the shape is liked or disliked, its polarity the shape's."""
    tastes = _tastes(text)
    assert any(s == slot and values_match(v, value) for s, v in tastes), tastes


@pytest.mark.parametrize("text", NOT_THE_USERS)
def test_someone_elses_or_no_thing_learns_no_taste(text: str) -> None:
    """Someone else's taste, a thing at hand or a verb alone: no taste of the user."""
    assert not _tastes(text)


def test_a_verb_alone_is_no_thing() -> None:
    """我是真的不爱看 with nothing before it learns no dislike of 看."""
    assert ("dislike", "看") not in _tastes("看恐怖片直接破防，我是真的不爱看")


NOW_TAKEN = [
    ("在南方待久了，现在米饭也吃得惯了", "米饭"),
    ("我现在甜的也能吃了，蛮好", "甜的"),
]


@pytest.mark.parametrize(("text", "thing"), NOW_TAKEN)
def test_a_thing_now_taken_ends_its_dislike(text: str, thing: str) -> None:
    """A thing the user can now eat or watch ends the dislike of it."""
    assert (f"ending:{thing}", thing) in learned_keys(text)


def test_an_english_thing_grown_on_the_user_ends_its_dislike() -> None:
    """The English shape of the same change ("olives have grown on me") ends the dislike."""
    assert ("ending:olives", "olives") in learned_keys("olives have grown on me")


def test_someone_elses_new_taste_ends_nothing_of_the_users() -> None:
    """我女儿现在能吃辣了 is the daughter's change: no ending of the user's."""
    assert not {k for k, _ in learned_keys("我女儿现在能吃辣了") if k.startswith("ending:")}
