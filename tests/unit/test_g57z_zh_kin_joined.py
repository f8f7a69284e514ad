"""A person of the user's called by two kin words joined by 兼 (我同事兼好哥们阿杰, 室友兼饭搭子
小雨) or by a kin word the lexicon lacked (战友, 老舅, 老姨, 饭搭子, 拍档, 配偶): the relation with
the name; not someone else's (他同事兼室友小王) nor a kin word in a hypothetical."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _names(text: str) -> set[str]:
    return {v.split(": ")[-1] for s, v in user_slots(text) if s == "relation" and ": " in v}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我同事兼好哥们阿杰下个月结婚", "阿杰"),
        ("我室友兼饭搭子小雨天天拉我去吃火锅", "小雨"),
        ("我的师兄兼合伙人老周在管财务", "老周"),
        ("我闺蜜兼同事小雪，人特别好", "小雪"),
        ("我邻居兼球友大刘周末约我打球", "大刘"),
        ("我战友张强今年退伍回老家了", "张强"),
        ("我老舅刘建国在县医院当大夫", "刘建国"),
        ("我老姨王秀兰住我们楼下", "王秀兰"),
        ("我饭搭子阿May又换工作了", "阿May"),
        ("我拍档阿峰负责进货", "阿峰"),
        ("我配偶李静也是老师", "李静"),
    ],
)
def test_the_users_person_named_after_joined_or_new_kin(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize(
    "text",
    [
        "他同事兼室友小王天天加班",
        "她战友张强今年退伍了",
        "如果我有个饭搭子就好了",
    ],
)
def test_no_relation_of_the_users_from_someone_elses_kin(text: str) -> None:
    assert not _names(text)


@pytest.mark.parametrize(
    "text",
    ["My coworker and best friend Jake is moving", "my neighbour and old friend Maria came by"],
)
def test_english_two_kin_words_joined_by_and_then_a_name(text: str) -> None:
    """The English of 同事兼好哥们 (the lead's l57: `en_people._joined_kind`)."""
    found = {v for s, v in user_slots(text) if s == "relation"}
    assert any(v.startswith("friend: ") for v in found)


def test_english_two_kin_words_then_two_names_are_two_people() -> None:
    found = {
        v for s, v in user_slots("my son and daughter Mia and Leo are twins") if s == "relation"
    }
    assert not any(": " in v and v.startswith("daughter") and "Leo" in v for v in found)
