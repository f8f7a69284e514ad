"""A draft of the user's own, quoted for the assistant to polish (a bio, a profile, a cover
letter, 自我介绍, 朋友圈文案), is read as the user's words about themselves; someone else's
quoted words, a template, fiction or a text to translate are not (`grammar/own_drafts.py`)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.own_drafts import unwrapped
from tests.fixtures.grammar import learned_keys


def _values(text: str) -> set[str]:
    return {value for _, value in learned_keys(text)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Can you tighten my LinkedIn summary: \"I'm a data engineer at Spotify in "
            'Stockholm, and I speak Swedish and English."',
            {"data engineer", "Spotify", "Swedish"},
        ),
        (
            "Here's my Hinge bio, be brutal: \"Nurse by day, baker by night. I live in Glasgow "
            'with my cat Pixel."',
            {"nurse", "Glasgow"},
        ),
        (
            "Quick one, my about-me page: 'I'm Priya, a ceramicist based in Pune. I teach "
            "wheel-throwing on weekends.'",
            {"Priya", "Pune"},
        ),
        (
            "Couchsurfing profile draft, make it friendlier: 'Hey, I'm Tomasz, a tram driver "
            "in Kraków. I speak Polish and German.'",
            {"Tomasz", "tram driver", "German"},
        ),
        (
            "帮我改改我的小红书简介：“坐标成都，小学语文老师，养了两只猫，一只叫芝麻一只叫汤圆。”",
            {"成都", "小学语文老师"},
        ),
        (
            "帮我润色一下求职信：“本人叫陈静，在宁波做了六年外贸跟单，会说英语和西班牙语。”",
            {"宁波", "英语", "西班牙语"},
        ),
        (
            "我写的个人简介，帮我看看通不通顺：“我是林涛，在厦门开了一家咖啡馆，养了一只柯基叫豆豆。”",
            {"林涛", "厦门"},
        ),
        (
            "My LinkedIn summary, tighten it: Data engineer at Spotify, based in Stockholm.",
            {"Spotify"},
        ),
        ("播客简介帮我润色：大家好我是阿柒，白天在宁德时代做电池工艺，晚上录播客", {"宁德时代"}),
        ("你帮我看看我的简历：本人陈静，现居宁波，会说西班牙语", {"宁波", "西班牙语"}),
        ("I got my answer: we live in Leeds now", {"Leeds"}),
    ],
)
def test_a_draft_of_the_users_own_is_read_as_their_words(text: str, expected: set[str]) -> None:
    assert expected <= _values(text)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (
            "My sister asked me to polish her bio: 'I'm a nurse in Leeds and I love hiking.'",
            "Leeds",
        ),
        (
            "Saw this dating profile and laughed: 'I'm a pilot, I live in Dubai, I love sushi.'",
            "Dubai",
        ),
        (
            "Write a fake Tinder bio for my D&D character: 'I'm Zorg, I live in the Underdark "
            "and I hate sunlight.'",
            "Zorg",
        ),
        (
            'Help my son with his college essay: "I live in Ohio and I play the violin every day."',
            "Ohio",
        ),
        (
            "My boss's LinkedIn post says: \"I'm thrilled to announce I've joined Google as VP "
            'of Sales."',
            "Google",
        ),
        (
            "Can you write a wedding toast for my brother: "
            '"I have known Sam since we lived in Perth."',
            "Perth",
        ),
        ("帮我妈润色一下她的自我介绍：“我叫李秀兰，退休教师，住在成都。”", "成都"),
        ("刷到一个相亲帖子：“本人女，28岁，护士，住在杭州，喜欢猫。”", "杭州"),
        ("给我写个自我介绍模板：“我叫张三，是一名程序员，住在北京。”", "北京"),
        ("我朋友的简历帮忙看一下：“本人王强，五年Java开发经验，现居深圳。”", "深圳"),
        ("帮我翻译一下这段个人简介：“我叫山田，在东京做厨师。”", "东京"),
        ("My friend's bio, fix it: I'm a nurse in Leeds and I love hiking.", "Leeds"),
        (
            "my coach wrote on my profile: 'I live in Boise and I swim daily.' is that a dig?",
            "Boise",
        ),
        (
            "polish this intro for a colleague, he's nervous: 'I'm Omar, a welder in Tulsa.'",
            "Tulsa",
        ),
        ("Write me a bio, something like 'I'm a barista in Tromsø who loves dogs'", "Tromsø"),
        ("帮我看看这篇个人简介：“我叫赵敏，在青岛做会计，喜欢游泳。”", "青岛"),
        ("帮我改一下这份简历，是我堂弟的：“本人现居兰州，熟练使用CAD。”", "兰州"),
        ("帮我写个自我介绍，比如“我来自大连，喜欢海钓”这样的", "大连"),
        (
            "Rate this Hinge bio I wrote for a character in my play: 'Sam, 40, lives in Hull.'",
            "Hull",
        ),
        ("帮我老公改改他的简历：本人刘强，在深圳做了八年电工。", "深圳"),
    ],
)
def test_someone_elses_text_a_template_or_fiction_stays_quoted(text: str, quoted: str) -> None:
    assert not any(quoted in value for value in _values(text))


def test_only_a_drafts_quote_is_given_back_and_on_lines_of_its_own() -> None:
    text = "my bio, polish it: 'I'm a welder in Gdańsk.' My boss said 'I hate Mondays'"
    assert (
        unwrapped(text)
        == "my bio, polish it: \nI'm a welder in Gdańsk.\n My boss said 'I hate Mondays'"
    )
    assert unwrapped("no quotes here") == "no quotes here"
