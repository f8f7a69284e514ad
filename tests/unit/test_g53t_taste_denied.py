"""Tastes denied, ended or replaced in other words (issue 22, g53t), EN and ZH: a like
denied by a hedge (喜欢不起来, 不怎么喜欢) is a dislike or, said of now, an ending; a taste the
user has had enough of, moved on from, lost interest in or replaced ends; an ending names its
thing whole (追星, "musicals"). Someone else, a question or a thing of now end nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing", "value"),
    [
        ("榴莲我是真的喜欢不起来。", "榴莲", "dislike"),
        ("我不怎么喜欢打游戏。", "打游戏", "dislike"),
        ("我现在不怎么喜欢打游戏了。", "打游戏", "no"),
        ("我已经不追星了。", "追星", "no"),
        ("以前爱喝奶茶，现在戒了。", "奶茶", "no"),
        ("I've had enough of crossfit.", "crossfit", "no"),
        ("I've moved on from energy drinks to green tea.", "energy drinks", "no"),
        ("Tea has replaced coffee for me.", "coffee", "no"),
        ("Coffee's been replaced by matcha.", "coffee", "no"),
        ("I've grown out of video games.", "video games", "no"),
        ("I don't care for musicals anymore.", "musicals", "no"),
        ("K-dramas just don't do it for me anymore.", "k-dramas", "no"),
    ],
)
def test_a_taste_denied_or_ended_in_other_words(text: str, thing: str, value: str) -> None:
    assert (thing, value) in _tastes(text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("榴莲我是真的喜欢不起来。", ("榴莲", "like")),
        ("我现在不怎么喜欢打游戏了。", ("打游戏", "like")),
        ("我已经不追星了。", ("星", "no")),
        ("以前爱喝奶茶，现在戒了。", ("以前爱喝奶茶", "no")),
        ("I don't care for musicals anymore.", ("care", "no")),
        ("K-dramas just don't do it for me anymore.", ("k-dramas just", "no")),
    ],
)
def test_no_taste_of_the_words_around_it(text: str, wrong: tuple[str, str]) -> None:
    assert wrong not in _tastes(text)


@pytest.mark.parametrize(
    "text",
    [
        "他不怎么喜欢打游戏了。",
        "你是不是不太喜欢吃辣？",
        "I've had enough of this meeting.",
        "I've had enough of work today.",
        "My wife has had enough of CrossFit.",
        "Has tea replaced coffee for you?",
    ],
)
def test_nothing_of_the_user_ends(text: str) -> None:
    assert _tastes(text) == set()


def test_a_like_still_held_stays() -> None:
    assert ("打游戏", "like") in _tastes("我挺喜欢打游戏的。")


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("我对韩剧已经没兴趣了。", "韩剧"),
        ("我现在对打游戏提不起兴趣了。", "打游戏"),
        ("我已经对追剧失去兴趣了。", "追剧"),
        ("我对钓鱼没什么兴趣了。", "钓鱼"),
    ],
)
def test_interest_lost_is_an_ending_of_the_thing(text: str, thing: str) -> None:
    endings = [(k, v) for k, v in learned_keys(text) if k.startswith("ending:") or v == "no"]
    assert any(thing in k for k, _ in endings)
