"""Chinese rule matchers: 我喜欢 / 以后请 / 不要, 我叫 / 我是一名 / 我在X工作, 我的X是Y, 记住."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.matchers import (
    match_facts,
    match_message,
    match_preferences,
    match_profile,
    match_remember_phrase,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted, Role

SCOPE = Scope(tenant="acme", user="lei")
T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def said(text: str, role: Role = "user") -> MessagePosted:
    return MessagePosted(id="z1", time=T0, scope=SCOPE, payload=Message(role=role, content=text))


@pytest.mark.parametrize(
    ("text", "key", "value", "content"),
    [
        ("我喜欢简洁的回答。", "pref.response_length", "concise", "喜欢简洁的回答"),
        ("我更喜欢详细的回答", "pref.response_length", "detailed", "喜欢详细的回答"),
        ("我偏好深色模式", "pref.theme", "dark", "喜欢深色模式"),
        ("我讨厌深色模式", "pref.theme", "light", None),
        ("以后请用中文回答", "pref.reply_language", "chinese", "希望以后用中文回答"),
        ("请总是用表格", "pref.format", "tables", None),
        ("请始终保持正式的语气", "pref.tone", "formal", None),
        ("不要用表情符号！", "pref.emoji", "avoid", "不希望用表情符号"),
        ("别太啰嗦", "pref.response_length", "concise", None),
        ("以后请不要用表情", "pref.emoji", "avoid", None),
        ("我喜欢爵士乐", "pref:爵士乐", "like", "喜欢爵士乐"),
        ("我不喜欢爵士乐", "pref:爵士乐", "dislike", "不喜欢爵士乐"),
    ],
)
def test_explicit_preferences(text: str, key: str, value: str, content: str | None) -> None:
    [found] = match_preferences(said(text))

    assert (found.key, found.value) == (key, value)
    assert found.type == "preference"
    assert content is None or found.content == content


def test_a_preference_in_chinese_shares_the_english_value() -> None:
    [zh] = match_preferences(said("我喜欢简洁的回答"))
    [en] = match_preferences(said("I prefer concise answers.").model_copy(update={"id": "z2"}))

    assert (zh.key, zh.value) == (en.key, en.value)


def test_one_sentence_two_preferences() -> None:
    found = match_preferences(said("我更喜欢简洁的回答，不要用表情符号。"))

    assert [(c.key, c.value) for c in found] == [
        ("pref.response_length", "concise"),
        ("pref.emoji", "avoid"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "不要担心",
        "别人都这么说",
        "别的都行",
        "我喜欢你",
        "我喜欢这个",
        "你喜欢爵士乐吗？",
        "如果我喜欢茶呢",
    ],
)
def test_non_preferences_yield_nothing(text: str) -> None:
    assert match_preferences(said(text)) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我叫李雷。", [("profile.name", "李雷")]),
        ("我的名字是王芳", [("profile.name", "王芳")]),
        ("我叫张伟，是一名工程师。", [("profile.name", "张伟"), ("profile.role", "工程师")]),
        ("我是一名产品经理", [("profile.role", "产品经理")]),
        ("我是程序员", [("profile.role", "程序员")]),
        ("我的职业是律师", [("profile.role", "律师")]),
        ("我在阿里巴巴工作", [("profile.employer", "阿里巴巴")]),
        ("我在腾讯上班", [("profile.employer", "腾讯")]),
        ("我在北京工作", [("profile.location", "北京")]),
        ("我住在上海", [("profile.location", "上海")]),
        ("我现在在深圳生活", [("profile.location", "深圳")]),
        (
            "我的母语是中文",
            [("profile.native_language", "Chinese"), ("profile.languages", "Chinese")],
        ),
        ("我会说英语和日语", [("profile.languages", "English"), ("profile.languages", "Japanese")]),
        ("我的时区是 UTC+8", [("profile.timezone", "UTC+8")]),
        ("我在东八区", [("profile.timezone", "UTC+8")]),
        ("我在西五区", [("profile.timezone", "UTC-5")]),
    ],
)
def test_self_descriptions_fill_profile_fields(text: str, expected: list[tuple[str, str]]) -> None:
    found = match_profile(said(text))

    assert [(c.key, c.value) for c in found] == expected
    assert all(c.type == "profile" for c in found)


def test_profile_content_is_written_in_chinese() -> None:
    [name] = match_profile(said("我叫李雷"))
    [place] = match_profile(said("我住在上海"))

    assert (name.content, place.content) == ("名字是李雷", "住在上海")


@pytest.mark.parametrize(
    "text",
    [
        "我叫了外卖。",
        "我叫他过来",
        "我是一个很懒的人",
        "我是说明天再聊",
        "我在家工作",
        "我是不是太累了",
        "我住院了",
    ],
)
def test_profile_prefers_precision(text: str) -> None:
    assert match_profile(said(text)) == []


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("我的猫的名字是咪咪", "fact:猫的名字", "咪咪"),
        ("我的车是沃尔沃", "fact:车", "沃尔沃"),
        ("我的女儿是医生", "fact:女儿", "医生"),
    ],
)
def test_my_x_is_y_is_a_fact(text: str, key: str, value: str) -> None:
    [found] = match_facts(said(text))

    assert (found.type, found.key, found.value) == ("fact", key, value)


@pytest.mark.parametrize(
    "text", ["我的意思是明天再说", "我的问题是什么？", "我的名字是王芳", "我的猫是不是病了"]
)
def test_figures_of_speech_and_questions_are_not_facts(text: str) -> None:
    assert match_facts(said(text)) == []


def test_remember_phrase() -> None:
    [note] = match_remember_phrase(said("记住：我对花生过敏"))

    assert (note.key, note.content, note.confidence) == ("note:我对花生过敏", "我对花生过敏", 0.95)


@pytest.mark.parametrize("text", ["你记住了吗？", "我记住了"])
def test_remember_questions_and_reports_are_not_notes(text: str) -> None:
    assert match_remember_phrase(said(text)) == []


@pytest.mark.parametrize("role", ["assistant", "system", "tool"])
def test_only_the_user_is_believed(role: Role) -> None:
    text = "我叫李雷。我喜欢简洁的回答。我的猫叫咪咪。记住我对花生过敏。"

    assert match_message(said(text, role=role)) == []
    assert len(match_message(said(text))) == 4
