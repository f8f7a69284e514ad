"""The lead's round-49 languages and homes: the languages listed before "speaker" ("Tongan and
English speaker") or before the user's verb of speaking at a clause's end ("Lithuanian, Russian
and bit of Polish I can speak"), lists joined by dialect "an" and Cantonese 同, a language said
learned from someone (福建话是跟阿嬷学的), a counterfactual (但凡我会点英语) no language; homes
said by "live for" / "stay living" (Krio, Hawaiian Pidgin), a home office, "a Kiwi who moved to
Ohio", 家其实在, 回X的家, 合租在."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "languages"),
    [
        ("Tongan and English speaker, love my rugby league", {"Tongan", "English"}),
        ("i speak Krio an English, work as electrician", {"Krio", "English"}),
        ("Lithuanian, Russian and bit of Polish I can speak", {"Lithuanian", "Russian", "Polish"}),
        ("我讲潮州话同普通话", {"潮州话", "普通话"}),
        ("福建话是跟阿嬷学的", {"福建话"}),
    ],
)
def test_languages_listed_are_each_learned(text: str, languages: set[str]) -> None:
    assert {v for s, v in user_slots(text) if s == "languages"} == languages


@pytest.mark.parametrize(
    "text",
    [
        "he's a French and German speaker",
        "my colleague is an English speaker",
        "但凡我会点英语，也不至于在码头扛包",
    ],
)
def test_no_language_of_someone_else_or_a_counterfactual(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "languages"]


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("live for Freetown, work as electrician for EDSA", "Freetown"),
        ("nb home office in Ljubljana, the clients are in Chicago", "Ljubljana"),
        ("metric please, I'm a Kiwi who moved to Ohio", "Ohio"),
        ("我家其实在西宁，一年回不去几次", "西宁"),
        ("下周三轮休回呼和浩特的家", "呼和浩特"),
        ("我跟室友合租在五角场", "五角场"),
    ],
)
def test_a_home_said_loosely_is_learned(text: str, home: str) -> None:
    assert ("home_location", home) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm reading a book about a woman who moves to Alaska",
        "my sister who moved to Ohio is visiting",
        "他回北京的家了",
    ],
)
def test_no_home_of_someone_else(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "home_location"]


@pytest.mark.parametrize(
    "text",
    [
        "周三下午有组会",
        "明晚七点半要跟我导师视频开组会汇报进度，我数据还没跑完",
        "下周四去杭州参加展会",
    ],
)
def test_a_meetings_hui_is_no_skill(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "skill"]


@pytest.mark.parametrize(("text", "skill"), [("游泳我也会", "游泳"), ("我会开车", "开车")])
def test_a_skill_said_with_hui_is_still_learned(text: str, skill: str) -> None:
    assert ("skill", skill) in user_slots(text)
