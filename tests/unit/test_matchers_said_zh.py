"""Chinese matchers, what users say: profile fields with their cardinality, preference
slots, and general facts with resolved dates."""

from __future__ import annotations

import pytest

from memstream.processors.matchers import (
    match_facts,
    match_message,
    match_preferences,
    match_profile,
)
from tests.unit.test_matchers_zh import said

# 资料字段 (profile fields with declared cardinality) -------------------------------


def profile_of(text: str) -> list[tuple[str, str, bool]]:
    return [(c.key, c.value, c.single_valued) for c in match_profile(said(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我女儿叫小雨。", [("profile.relations.daughter", "小雨", False)]),
        ("我家的狗叫旺财", [("profile.relations.dog", "旺财", False)]),
        ("我有一个妹妹叫安娜", [("profile.relations.sister", "安娜", False)]),
        ("我的猫叫咪咪", [("profile.relations.cat", "咪咪", False)]),
        ("我老婆叫李娜，她是医生", [("profile.relations.wife", "李娜", False)]),
        (
            "我擅长Python和数据分析",
            [("profile.skills", "Python", False), ("profile.skills", "数据分析", False)],
        ),
        ("我有五年的销售经验", [("profile.skills", "销售", False)]),
        ("我正在开发一个记账App", [("profile.projects", "一个记账App", False)]),
        ("我的目标是跑完马拉松", [("profile.goals", "跑完马拉松", False)]),
        ("我想成为一名医生", [("profile.goals", "成为一名医生", False)]),
        ("我在学日语", [("profile.goals", "学日语", False)]),
        ("我来自成都", [("profile.origin", "成都", True)]),
        ("我是四川人", [("profile.origin", "四川", True)]),
        ("我入职了字节跳动", [("profile.employer", "字节跳动", True)]),
    ],
)
def test_profile_fields_declare_whether_values_accumulate(
    text: str, expected: list[tuple[str, str, bool]]
) -> None:
    assert profile_of(text) == expected


@pytest.mark.parametrize("text", ["我在做饭", "我是老实人", "我妈妈是医生", "我在家工作"])
def test_activities_and_descriptions_are_not_profile_fields(text: str) -> None:
    assert profile_of(text) == []


# 偏好槽位 (preference slots) -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "value", "content"),
    [
        ("我更喜欢用空格缩进", "pref.indentation", "spaces", "喜欢用空格缩进"),
        ("以后请用制表符", "pref.indentation", "tabs", None),
        ("我喜欢公制单位", "pref.units", "metric", None),
        ("我喜欢吃辣。", "pref:辣", "like", "喜欢吃辣"),
        ("我不吃辣了。", "pref:辣", "dislike", "不吃辣"),
        ("我真的很喜欢爵士乐", "pref:爵士乐", "like", "喜欢爵士乐"),
        ("我不喜欢爵士乐了", "pref:爵士乐", "dislike", "不喜欢爵士乐"),
        ("我喜欢简短、有要点的总结", "pref:简短、有要点的总结", "like", None),
    ],
)
def test_preferences_are_keyed_by_slot(
    text: str, key: str, value: str, content: str | None
) -> None:
    [found] = match_preferences(said(text))
    assert (found.key, found.value) == (key, value)
    assert content is None or found.content == content


# 事实与日期 (facts with resolved dates) --------------------------------------------


def facts_of(text: str) -> list[tuple[str, str, str, list[str] | None]]:
    return [(c.key, c.value, c.content, c.attributes.get("dates")) for c in match_facts(said(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我对花生过敏。", [("fact:allergy", "花生", "对花生过敏", None)]),
        (
            "我对花生和芒果过敏",
            [
                ("fact:allergy", "花生", "对花生过敏", None),
                ("fact:allergy", "芒果", "对芒果过敏", None),
            ],
        ),
        ("我花粉过敏", [("fact:allergy", "花粉", "对花粉过敏", None)]),
        ("我吃素", [("fact:diet", "vegetarian", "饮食:吃素", None)]),
        ("我有糖尿病", [("fact:health", "糖尿病", "健康:糖尿病", None)]),
        (
            "我下周五去里斯本",
            [("fact:trip:里斯本", "2026-01-16", "2026-01-16(周五)去里斯本", ["2026-01-16"])],
        ),
        (
            "我明天去北京出差",
            [("fact:trip:北京", "2026-01-06", "2026-01-06(周二)去北京", ["2026-01-06"])],
        ),
        ("我有一辆特斯拉", [("fact:owns", "特斯拉", "有一辆特斯拉", None)]),
        ("我今年三十岁", [("fact:age", "30", "2026年时30岁", None)]),
        (
            "我三天后要交论文",
            [
                (
                    "fact:event:我要交论文",
                    "2026-01-08",
                    "我2026-01-08(周四)要交论文",
                    ["2026-01-08"],
                )
            ],
        ),
    ],
)
def test_general_facts_resolve_their_dates(
    text: str, expected: list[tuple[str, str, str, list[str] | None]]
) -> None:
    assert facts_of(text) == expected


@pytest.mark.parametrize("text", ["我可能对花生过敏", "也许下周五去里斯本", "去北京的事再说吧"])
def test_tentative_chinese_is_not_a_fact(text: str) -> None:
    assert match_message(said(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我最近在学日语啊", ("profile.goals", "学日语")),
        ("我的目标是跑完马拉松了", ("profile.goals", "跑完马拉松")),
        ("我女儿叫小雨今年五岁", ("profile.relations.daughter", "小雨")),
    ],
)
def test_goals_and_names_lose_trailing_particles(text: str, expected: tuple[str, str]) -> None:
    assert expected in [(key, value) for key, value, _ in profile_of(text)]
