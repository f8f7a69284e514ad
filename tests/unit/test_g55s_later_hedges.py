"""A hedge in a later clause doubts its own clause, not what the user stated before it (g55s)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我在成都住了五年，可能明年去上海", "profile.location", "成都"),
        ("我在深圳做前端，周末可能加班", "profile.role", "前端"),
        ("我是护士，可能下个月换医院", "profile.role", "护士"),
        (
            "我在给社区做一个垃圾分类的积分系统，前端还没定",
            "profile.projects",
            "垃圾分类的积分系统",
        ),
        ("最近收养了一只流浪狗，还没想好叫啥", "profile.relations.dog", "狗"),
        ("我吃素，所以可能不吃奶酪", "fact:diet", "vegetarian"),
        ("I'm vegan so probably no cheese", "fact:diet", "vegan"),
        ("I'm a welder so probably not the best with spreadsheets", "profile.role", "welder"),
        ("I adopted a cat last week, not sure what to name him", "profile.relations.cat", "cat"),
    ],
)
def test_what_comes_before_a_later_hedge_is_stated(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "我可能下个月搬家",  # the hedge in the first clause
        "下周去上海，也许吧",  # a hedge alone takes back all
        "我住在大理，可能吧",
        "我下周去上海，也可能去杭州",  # an alternative to the plan
        "下周六去杭州，可能会取消",  # a change to the plan
        "我想养只猫，但房东不一定让",  # the hedge doubts the wish
        "I live in Leeds so maybe",  # a hedge alone after "so"
        "I'm moving to Berlin, maybe",
    ],
)
def test_a_hedge_over_what_came_before_learns_nothing(text: str) -> None:
    assert learned_keys(text) == set()


def test_a_hedge_with_a_subject_of_its_own_keeps_what_came_before() -> None:
    keys = learned_keys("我是开出租的，孩子叫张子轩，晚上开会可能来不了")
    assert ("profile.role", "出租车司机") in keys
