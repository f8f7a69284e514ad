"""Dislikes said as complaints (issue 22, g52t), in English and Chinese: a thing and then how
bad it is, said strongly (香菜真是受不了, 加班烦死了: 死了 says how bad, no death), "nothing worse
than X", "X ruins every dish", and a taste of "anything with X" as a taste of X. A person, a
nuisance of now, a question or someone else's words teach no dislike."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _tastes(text: str) -> set[tuple[str, str]]:
    """(object, like or dislike or no) of the tastes one message teaches about the user."""
    return {(k.removeprefix("pref:"), v) for k, v in learned_keys(text) if k.startswith("pref:")}


@pytest.mark.parametrize(
    ("text", "thing"),
    [
        ("Nothing worse than a cold shower in the morning.", "cold shower"),
        ("There's nothing worse than soggy fries.", "soggy fries"),
        ("Ugh, cilantro ruins every dish it touches.", "cilantro"),
        ("Mayo ruins any sandwich, honestly.", "mayo"),
        ("Anything with durian is a hard no from me.", "durian"),
        ("香菜真是受不了。", "香菜"),
        ("加班真的烦死了。", "加班"),
        ("广场舞吵死了，天天放到十点。", "广场舞"),
        ("榴莲臭死了，受不了。", "榴莲"),
        ("开会真的好无聊。", "开会"),
        ("下雨天最烦了。", "下雨天"),
        ("这种潮湿天气真的受不了。", "潮湿天气"),
        ("榴莲我可以，但是臭豆腐是真的接受不了", "臭豆腐"),
        ("周末被拉群也很讨厌", "周末被拉群"),
        ("榴莲那个味儿我是真的接受不了", "榴莲"),
    ],
)
def test_a_complaint_is_a_dislike(text: str, thing: str) -> None:
    tastes = _tastes(text)
    assert (thing, "dislike") in tastes
    assert not any(v == "no" for _, v in tastes)  # no ending read off 死了


@pytest.mark.parametrize(
    "text",
    [
        "我今天烦死了。",
        "老板烦死了。",
        "孩子吵死了。",
        "楼上装修吵死了。",
        "这个bug烦死了。",
        "天气热死了。",
        "累死了。",
        "路上堵死了。",
        "我老婆说香菜难吃死了。",
        "你是不是觉得加班烦死了？",
        "他说开会真无聊。",
        "最近老熬夜，眼睛受不了。",
        "室友每天早上起来跑步，关门声吵死了",
        "晚上邻居嫌吵",
        "My brother says nothing is worse than traffic.",
        "Is there anything worse than traffic?",
        "My boss ruins every meeting.",
        "The rain ruined our whole trip.",
        "Nothing worse than when my kids fight.",
    ],
)
def test_venting_of_now_or_of_others_is_no_taste(text: str) -> None:
    assert _tastes(text) == set()


def test_tired_of_a_food_is_no_dislike_of_it() -> None:
    tastes = _tastes("火锅已经吃腻了，现在看到就烦")
    assert not any(v == "dislike" for _, v in tastes)
