"""Chinese updates said without the old wording (issue 22, requirement 2), through the real
extract and consolidate stages: an ending that names its thing only as the sentence's topic
(火锅吃伤了，再也不想吃了), a longer 不…了, a fronted thing now taken to, a lapse, a shelved
goal, a forgotten language, a correction by value; what is said of someone else, a second
skill or another like ends nothing (none is a corpus line)."""

from __future__ import annotations

import pytest

from memstream.schemas.memory import Memory, MemoryStatus
from tests.fixtures.learning import memories


def _live(*said: str) -> list[tuple[str, str]]:
    """(slot, item or value) of every active, non-ending memory about the user."""
    found: list[Memory] = memories(*said)
    return sorted(
        (str(m.attributes.get("slot")), str(m.attributes.get("item") or m.value))
        for m in found
        if m.status is MemoryStatus.ACTIVE
        and m.attributes.get("subject", "user") == "user"
        and m.attributes.get("slot") not in (None, "ending")
        and m.attributes.get("change") != "negate"
    )


def _items(slot: str, *said: str) -> list[str]:
    return [item for s, item in _live(*said) if s == slot]


@pytest.mark.parametrize(
    ("first", "then", "slot"),
    [
        ("火锅是我的命", "火锅吃伤了，再也不想吃了", "like"),
        ("我天天熬夜打游戏到三点", "我现在不熬夜打游戏了，十一点准时睡", "habit"),
        ("我最讨厌香菜", "香菜我现在能吃了，甚至有点喜欢", "dislike"),
        ("我不喜欢榴莲", "榴莲现在挺爱吃的", "dislike"),
        ("我每天写日记", "日记好几个月没写了", "habit"),
        ("我的目标是学会冲浪", "冲浪这个目标我放下了", "goal"),
        ("我在做一个跑步App", "跑步App已经停掉了", "project"),
        ("我会一点德语", "德语全还给老师了", "languages"),
    ],
)
def test_an_ending_in_other_words_ends_the_old_value(first: str, then: str, slot: str) -> None:
    before = _items(slot, first)
    assert before
    assert not set(before) & set(_items(slot, first, then))


def test_a_fronted_thing_liked_now_is_a_like() -> None:
    assert "榴莲" in _items("like", "我不喜欢榴莲", "榴莲现在挺爱吃的")


@pytest.mark.parametrize(
    ("first", "then", "slot", "new"),
    [
        ("我住在上海", "其实不是上海，是苏州", "home_location", "苏州"),
        ("我在百度上班", "百度说错了，是腾讯", "employer", "腾讯"),
        ("我是老师", "不是老师，是教研员", "role", "教研员"),
    ],
)
def test_a_correction_by_value_replaces_the_old_value(
    first: str, then: str, slot: str, new: str
) -> None:
    assert _items(slot, first, then) == [new]


@pytest.mark.parametrize(
    ("first", "then", "slot"),
    [
        ("我喜欢吃辣", "我老婆现在不吃辣了", "like"),
        ("我每天喝咖啡", "我老婆改喝低因的了", "habit"),
        ("我会Python", "我最近又学了Go", "skill"),
        ("我喜欢猫", "不是我不想养，是没时间", "like"),
        ("我喜欢爵士乐", "我也喜欢摇滚", "like"),
        ("我喜欢看电影", "我现在不看恐怖电影了", "like"),
    ],
)
def test_no_ending_is_read_where_none_is_said(first: str, then: str, slot: str) -> None:
    before = _items(slot, first)
    assert before
    assert set(before) <= set(_items(slot, first, then))


def test_a_move_to_where_the_children_study_supersedes_the_home() -> None:
    assert _items("home_location", "我住在杭州", "孩子现在在南京上学，我们也搬过去了") == ["南京"]


def test_where_the_children_study_alone_is_no_move() -> None:
    assert _items("home_location", "我住在杭州", "孩子在南京上学") == ["杭州"]
