"""Names and homes said in an introduction inside a request: after a greeting (你好呀，我叫…，
帮我看看…; 师傅你好 我叫… 想问下…), after a lead set off by a colon (自我介绍一下：…), and an
English name opening a bio after a greeting or an intro lead ("about me: Halima, 34, ...")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("你好呀，我叫覃海燕，在南宁当飞手，帮我看看这个表有没有问题", "profile.name", "覃海燕"),
        ("师傅你好 我叫覃海军 在南宁做外墙清洗 想问下安全绳多久换一次", "profile.name", "覃海军"),
        ("老师好 我住在苏州 请问这附近有什么好的书法班", "profile.location", "苏州"),
        ("您好，我儿子小宝今年五岁，该上什么兴趣班？", "profile.relations.son", "小宝"),
        ("自我介绍一下：我叫李娜，在成都当护士，帮我写个请假条", "profile.name", "李娜"),
        ("对了顺便说一下：我叫蔡文涛，在宁波做外贸，帮我写封英文邮件", "profile.location", "宁波"),
        ("在吗 我是在杭州做设计的 英语日语都会 接待流程帮我过一遍", "profile.role", "设计"),
        ("嘿，你猜怎么着，我在成都住了十年了，还是吃不惯辣", "profile.location", "成都"),
    ],
)
def test_zh_intro_before_a_request_is_said(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "帮我翻译一下：我叫李娜，在成都当护士",
        "帮我写一段自我介绍：我叫李明，在北京做律师",
        "帮我改一下这段：我叫李娜，在成都当护士",
        "你好 我朋友住在苏州 想问下怎么去",
        "老师好，如果我住在北京，该报哪个班？",
        "你好 我想问下上海哪里好玩",
    ],
)
def test_zh_text_to_work_on_or_others_give_no_home_or_name(text: str) -> None:
    assert not {k for k, _ in learned_keys(text)} & {"profile.name", "profile.location"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Right so about me: Halima, 34, midwife at the Royal Victoria in Belfast.", "Halima"),
        ("ok so about me for context: Mariam, 34, I run a wine bar in Tbilisi.", "Mariam"),
        ("Me in one breath: Ines, 29, analyst at a Porto startup.", "Ines"),
        ("bio for the conference: Tomasz Wójcik, beekeeper and data engineer.", "Tomasz Wójcik"),
        ("Hey there, Marco, 41, electrician in Turin.", "Marco"),
    ],
)
def test_en_name_opening_an_introduction(text: str, name: str) -> None:
    assert ("profile.name", name) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hi Claude, nurse here, quick question.",
        "About my friend: Sarah, 34, nurse at the clinic.",
        "About my colleague: Priya, 29, analyst at a bank.",
        "Hi, Sarah, my sister, nurse at the hospital.",
        "Some context: Leeds, 34 degrees today.",
        "Background: Emma, 16, says she hates maths.",
    ],
)
def test_en_others_or_places_are_no_name(text: str) -> None:
    assert "profile.name" not in {k for k, _ in learned_keys(text)}
