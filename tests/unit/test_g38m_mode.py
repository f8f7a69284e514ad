"""What is not an assertion (modes): sarcasm, a text or character asked for, pasted
machine text, a saying without quotes, a counterfactual, a greeting or small talk, a bare
time; English and Chinese. Each mode has messages that must stay silent beside messages
of the same shape whose statement about the user must still be learned. None is a corpus
line."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memstream.processors.grammar.modes import (
    en_said,
    marker_attached,
    time_only,
    zh_said,
)
from memstream.processors.matchers.slots import match_slots
from memstream.schemas.base import Scope
from memstream.schemas.events import Message, MessagePosted


def _learned(text: str) -> set[tuple[str, str]]:
    event = MessagePosted(
        id="m1",
        time=datetime(2026, 3, 2, 9, tzinfo=UTC),
        scope=Scope(tenant="t", user="u", session="s"),
        payload=Message(role="user", content=text),
    )
    return {(c.key, str(c.value)) for c in match_slots(event)}


SILENT: list[str] = [
    # irony
    "Oh great, another 5am call. I just LOVE waking up before the birds 🙄",
    "yeah because I totally love spreadsheets /s",
    "I just adore sitting in traffic for two hours, best part of my day 🙃",
    "nothing I enjoy more than debugging YAML at midnight. truly.",
    "wow I sure do love when the train is cancelled",
    "Living the dream over here, third double shift this week 😒",
    "i'm SO thrilled to be doing inventory on a saturday lol not",
    "Sure, I'm a rocket scientist too, obviously.",
    "yeah, I speak fluent Dothraki, of course",
    "Cool cool cool, another sprint planning that runs 3 hours. LOVE it.",
    "I LOVE mornings. 🙄",
    "我可太喜欢加班了呢🙂",
    "周末又被叫回公司，好幸福哦🙂",
    "太好了，又要在周末开会了呢🙂",
    "我最爱的事情就是挤地铁了，呵呵",
    "真是太开心了，又被领导叫去改方案",
    "我真是爱死早八了呢🙂",
    # a text or a character
    "Here's a character for my D&D game: Thorin, dwarf blacksmith, hates elves",
    "can you write a short story about a vegan chef who lives in Lisbon",
    "For my novel, the main character is a retired cop living in Boston",
    "create a persona: Maria, 34, software engineer in Berlin, allergic to cats",
    "need an NPC for tonight, a tavern keeper who lives in Waterdeep",
    "draft a profile for someone who is a vegan yoga teacher in Bali",
    "could you write a LinkedIn summary for a data analyst based in Toronto",
    "act as a senior engineer at Google and review my code",
    "you are a barista in Seattle who hates tourists, stay in character",
    "the protagonist works at a bakery in Paris and is allergic to nuts",
    "我的跑团角色是一个精灵法师，会说精灵语",
    "帮忙设计个NPC，酒馆老板，喜欢喝酒",
    "写个故事，主人公是杭州的外卖小哥",
    "帮我编一个角色设定 男 28岁 在深圳做产品经理",
    "给我设计一个游戏角色，她是个医生，住在上海",
    "帮我捏个OC：男，25岁，杭州程序员，喜欢打篮球",
    "故事的主角是一名在成都开火锅店的老板",
    # machine text
    "ERROR 2026-03-01 03:12:55 user=jdoe location=Reno msg=hello field rejected",
    "Jane Smith, Leeds, nurse, jane@example.com",
    "user_id=4411 email=a@b.com plan=premium country=DE",
    "WARN [auth] 10:22:01 session expired for uid 99",
    "2026-03-01 12:00:01 ERROR 用户=张三 城市=北京 登录失败",
    # a saying, a lyric, a slogan
    "my favorite lyric is I'm a cowboy on a steel horse I ride",
    "网上有句话叫我住在北京，但我的心在大理",
    "有句歌词叫我住在长江头",
    "有首歌唱的是我爱北京天安门",
    "俗话说得好，我是搬砖的命",
    "老话说得好，我是吃百家饭长大的",
    # counterfactuals
    "in another life I'd be a chef",
    "in a different life I'd have been a marine biologist",
    "换做是我当老板，肯定不这么干",
    "換做是我，早就搬去台北了",
    "换作我当领导，早就给大家涨工资了",
    "早知道就不学计算机了",
    # greetings and small talk
    "Happy Friday everyone 🎉",
    "weather's nice today huh",
    "happy monday folks",
    "nice weather for a walk today eh",
    "Happy Thanksgiving y'all!",
    "it's so hot out today",
    "周末愉快呀各位",
    "中秋快乐各位",
    "今天有点冷啊",
    # a character described over several sentences
    "Here's my D&D character. Thorin, dwarf blacksmith. Hates elves and loves ale.",
    "Write me a story about a nurse. She lives in Leeds and has two cats.",
    "帮我写个人设。她是北京的律师，喜欢猫。",
    # a bare time
    "next friday, 10am",
    "下周二上午",
    "the 14th at 2pm",
    "明天下午三点",
]


@pytest.mark.parametrize("text", SILENT)
def test_nothing_is_learned(text: str) -> None:
    assert _learned(text) == set()


KEPT: list[tuple[str, tuple[str, str]]] = [
    ("I love spreadsheets, honestly", ("pref:spreadsheets", "like")),
    ("you're a lifesaver, I'm a nurse in Leeds btw", ("profile.role", "nurse")),
    ("Cold weather is the worst", ("pref:cold weather", "dislike")),
    ("married with two kids, living the dream", ("profile.relations.spouse", "spouse")),
    ("Sure, I'm a nurse, I work nights", ("profile.role", "nurse")),
    ("I genuinely love waking up early, it's my quiet time", ("pref:waking up early", "like")),
    ("I'm so excited to start at Google next month", ("profile.employer", "Google")),
    ("我真的很喜欢早起跑步", ("pref:早起跑步", "like")),
    ("我最喜欢周末去爬山了", ("pref:去爬山", "like")),
    ("I'm a nurse in Leeds, write me a bio", ("profile.role", "nurse")),
    ("I'm a game designer at Ubisoft", ("profile.employer", "Ubisoft")),
    (
        "I play D&D every Friday with my college friends",
        ("fact:habit", "play D&D every Friday with college friends"),
    ),
    ("我是北京的律师，帮我写个自我介绍", ("profile.role", "律师")),
    ("我平时喜欢写小说", ("pref:写小说", "like")),
    ("我是游戏策划，在网易工作", ("profile.employer", "网易")),
    ("my email is sam@example.com and I live in Austin", ("profile.location", "Austin")),
    ("I live in Leeds, as they say home is where the heart is", ("profile.location", "Leeds")),
    ("我住在北京，网上有句话叫北京欢迎你", ("profile.location", "北京")),
    ("I'm a chef, in another life I'd have been a pilot", ("profile.role", "chef")),
    ("I'm a nurse, if I were rich I'd quit", ("profile.role", "nurse")),
    ("我是老师，换做是我早就辞职了", ("profile.role", "老师")),
    ("Good morning! I'm Anna, a teacher from Oslo.", ("profile.name", "Anna")),
    ("happy friday! I'm moving to Denver next week", ("fact:plan:moving to denver", "2026-03-09")),
    ("Happy new year, my daughter Zoe just turned 3", ("profile.relations.daughter", "Zoe")),
    ("早上好，我是李明，在上海做老师", ("profile.name", "李明")),
    ("周末愉快，我下周去成都出差", ("fact:trip:成都", "2026-03-09")),
    (
        "Write me a story about a dragon. I'm a teacher btw, it's for my class.",
        ("profile.role", "teacher"),
    ),
    ("帮我写个故事。我是小学老师，给学生看的。", ("profile.role", "小学老师")),
    ("我是emacs党，别再给我推荐vscode插件了🙃", ("pref.editor", "Emacs")),
    ("dentist next friday at 10am", ("fact:plan:dentist", "2026-03-13")),
    ("下周二上午去看牙", ("fact:trip:看牙", "2026-03-10")),
]  # fmt: skip


@pytest.mark.parametrize(("text", "memory"), KEPT)
def test_the_users_statement_is_kept(text: str, memory: tuple[str, str]) -> None:
    assert memory in _learned(text)


def test_said_cuts_from_the_mode_on() -> None:
    assert en_said("I'm a chef, in another life I'd have been a pilot") == "I'm a chef"
    assert en_said("I live in Leeds but if I were rich I'd live in Monaco") == "I live in Leeds"
    assert en_said("Happy Friday everyone, I'm flying to Rome tomorrow") == (
        "I'm flying to Rome tomorrow"
    )
    assert en_said("I live in Leeds and work as a nurse") is None
    assert zh_said("我住在北京，网上有句话叫北京欢迎你") == "我住在北京"
    assert zh_said("早上好，我是李明") == "我是李明"
    assert zh_said("我是后端开发，主要写Go") is None


def test_a_trailing_marker_is_said_of_the_sentence_before_it() -> None:
    assert marker_attached("I just LOVE mornings. 🙄") == "I just LOVE mornings 🙄."
    assert marker_attached("I love mornings.") == "I love mornings."


@pytest.mark.parametrize(
    "value", ["10am", "next friday", "Saturday morning", "上午", "下周二", "明天下午三点"]
)
def test_time_only(value: str) -> None:
    assert time_only(value)


@pytest.mark.parametrize("value", ["dentist", "flight to Rome", "看牙", "周五聚餐"])
def test_not_time_only(value: str) -> None:
    assert not time_only(value)
