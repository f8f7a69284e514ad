"""A Chinese plan whose day is said apart from what is done: the day in a clause of its own
(本周日下午两点，我在店里办一场扎染体验课), a part of the day or a start said after it (周四晚我要…,
下周一开始我去…), and a week said with 这个 (这个周四我要…: a time, not someone called 周四)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar import zh
from tests.fixtures.grammar import MONDAY, dated_users, has_dated


def plans_of(text: str) -> list[tuple[str, str, str]]:
    """(slot, value, date) of the user's plans in a Chinese sentence."""
    return [found for found in dated_users(zh.parse(text, MONDAY)) if found[0] == "plan"]


@pytest.mark.parametrize(
    ("text", "value", "day"),
    [
        ("本周日下午两点，我在店里办一场扎染体验课", "在店里办一场扎染体验课", "2026-03-08"),
        ("下周三，我去北京出差", "去北京出差", "2026-03-11"),
        ("周五下午三点，我们在会议室开会", "在会议室开会", "2026-03-06"),
        ("周四晚我要去看演唱会", "去看演唱会", "2026-03-05"),
        ("礼拜四晚我要去睇陈奕迅演唱会", "去看陈奕迅演唱会", "2026-03-05"),
        ("周五早我要去爬山", "去爬山", "2026-03-06"),
        ("下周一开始我去杭州封闭培训五天", "去杭州封闭培训五天", "2026-03-09"),
        ("下周一起我要上夜班", "上夜班", "2026-03-09"),
        ("这个周四我要在店里搞活动", "在店里搞活动", "2026-03-05"),
        ("这个星期四我要在店里搞活动，帮我写个通知", "在店里搞活动", "2026-03-05"),
    ],
)
def test_the_plan_is_what_is_done_on_the_day(text: str, value: str, day: str) -> None:
    found = plans_of(text)
    assert has_dated(found, "plan", value, day), found
    assert all(not v.startswith(("晚", "早", "开始")) for _, v, _ in found)


@pytest.mark.parametrize(
    "text",
    [
        "下周三，好紧张",
        "下周三，你有空吗",
        "周五下午三点，我老板要来检查",
        "本周日下午两点，商场打折",
    ],
)
def test_a_day_alone_before_someone_elses_clause_is_no_plan(text: str) -> None:
    assert plans_of(text) == []


def test_a_meal_said_after_the_day_stays_in_the_plan() -> None:
    assert all(v != "饭我请客" for _, v, _ in plans_of("周四晚饭我请客"))


@pytest.mark.parametrize(
    "text",
    ["这个人每天都在骂人", "隔壁那个大爷天天在楼下下棋", "楼下那家每天都在装修"],
)
def test_someone_pointed_at_is_still_not_the_user(text: str) -> None:
    assert [f for f in zh.parse(text, MONDAY) if f.subject == "user"] == []
