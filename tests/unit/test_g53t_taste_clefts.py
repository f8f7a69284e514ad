"""Tastes said with the thing moved out of the taste clause (issue 22, g53t), EN and ZH: the
thing then the taste ("Jazz is what I love most", 臭豆腐是我唯一吃不下的东西), the taste then
the thing ("What I hate most is small talk", 最让我受不了的就是烟味), a favourite or a pet peeve
"of mine", and a verdict after "I think" / 我觉得. A question, a past, a wish, someone else,
a clause or a thing at hand teach no taste."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing", "polarity"),
    [
        ("Sourdough is something I really enjoy.", "sourdough", "like"),
        ("Cilantro is something I can't stand.", "cilantro", "dislike"),
        ("Jazz is what I love most.", "jazz", "like"),
        ("Honestly, spicy ramen is something I've always loved.", "spicy ramen", "like"),
        ("Long car rides are one thing I really hate.", "long car rides", "dislike"),
        ("What I love most is hiking in the fog.", "hiking in the fog", "like"),
        ("What I hate most is small talk.", "small talk", "dislike"),
        ("The one thing I can't stand is loud chewing.", "loud chewing", "dislike"),
        ("One thing I really dislike is traffic.", "traffic", "dislike"),
        ("Board games are a big favourite of mine.", "board games", "like"),
        ("Running has become a real passion of mine.", "running", "like"),
        ("Slow walkers are a pet peeve of mine.", "slow walkers", "dislike"),
        ("I think golf is boring.", "golf", "dislike"),
        ("I think jazz is wonderful.", "jazz", "like"),
        ("I think sushi is delicious.", "sushi", "like"),
        ("我最不能接受的就是香菜。", "香菜", "dislike"),
        ("最让我受不了的就是烟味。", "烟味", "dislike"),
        ("我最享受的就是周末睡懒觉。", "周末睡懒觉", "like"),
        ("臭豆腐是我唯一吃不下的东西。", "臭豆腐", "dislike"),
        ("我觉得爵士乐很好听。", "爵士乐", "like"),
        ("我觉得香菜很难吃。", "香菜", "dislike"),
        ("我觉得日料挺好吃的。", "日料", "like"),
        ("我觉得开会特别浪费时间。", "开会", "dislike"),
    ],
)
def test_a_taste_said_apart_from_its_thing(text: str, thing: str, polarity: str) -> None:
    assert (thing, polarity) in _tastes(text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("I think sushi is delicious.", "think sushi"),
        ("I think opera is so overrated.", "think opera"),
        ("我觉得开会特别浪费时间。", "开"),
    ],
)
def test_no_taste_of_the_words_around_the_thing(text: str, wrong: str) -> None:
    assert not any(thing == wrong for thing, _ in _tastes(text))


@pytest.mark.parametrize(
    "text",
    [
        "What I hate is when people chew loudly.",
        "What I love about this city is the food.",
        "What I'd love is a coffee.",
        "What I loved most was the beach.",
        "Is jazz something you enjoy?",
        "My wife says jazz is what she loves most.",
        "I think my boss is annoying.",
        "I think the meeting is boring.",
        "This is something I hate.",
        "That's what I love about you.",
        "他最讨厌的就是开会。",
        "你最喜欢的是什么？",
        "以前我最喜欢的就是打游戏。",
        "我觉得这家店很难吃。",
        "我觉得他很烦。",
        "我觉得这个方案很无聊。",
    ],
)
def test_no_taste_of_the_user(text: str) -> None:
    assert _tastes(text) == set()
