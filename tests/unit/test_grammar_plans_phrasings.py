"""Plans said in more everyday ways (round of issue 22), written down before any corpus failure
was read: a date word of any form before or after what is planned, with or without a subject;
and what is no plan though it has a day (what happened today, what holds as of today)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said
from tests.unit.test_grammar_health_breadth import _gives

PLAN_EN = [
    ("flying to Denver on the 14th", "flying to Denver"),
    ("next Tuesday I'm seeing the dentist", "seeing the dentist"),
    ("I'm going to Rome in May", "going to Rome"),
    ("heading to my parents' this weekend", "heading to my parents'"),
    ("I've got a job interview on Thursday", "job interview"),
    ("I start my new job on March 16", "start my new job"),
    ("we're moving house next month", "moving house"),
    ("I have a marathon on Sunday", "marathon"),
    ("I'll be in London next week for work", "be in London"),
    ("tomorrow I'm driving up to see my grandma", "driving up to see my grandma"),
    ("my exam is on Friday", "exam"),
    ("we're going camping the weekend after next", "going camping"),
    ("I'm taking the GRE in two weeks", "GRE"),
]
PLAN_ZH = [
    ("我下个月去日本旅游", "去日本旅游"),
    ("明天要去面试", "去面试"),
    ("周五我要飞成都", "飞成都"),
    ("我3月15号考雅思", "考雅思"),
    ("我们下周搬家", "搬家"),
    ("这周末回老家", "回老家"),
    ("我后天去医院复查", "去医院复查"),
    ("我下礼拜一入职新公司", "入职新公司"),
    ("下周三我有个面试", "面试"),
    ("我周六要去参加婚礼", "去参加婚礼"),
    ("我月底要去上海出差", "去上海出差"),
    ("五一我们去三亚", "去三亚"),
    ("我订了下周去西安的机票", "去西安"),
    ("我明天早上飞北京", "飞北京"),
    ("下个月我要去考驾照", "考驾照"),
]


@pytest.mark.parametrize(("text", "value"), PLAN_EN + PLAN_ZH)
def test_a_plan_said_with_a_date_of_any_form(text: str, value: str) -> None:
    assert _gives(text, "plan", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "Got promoted! Senior designer as of today 🎉",
        "3 months smoke-free today!!",
        "Bubbles passed away this morning 😢",
        "I'm supposed to call mom today",
        "我十月去过日本",
        "我十月去日本了",
    ],
)
def test_what_happened_or_holds_today_is_no_plan(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("plan=")], said(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [("I have a dentist appointment today", "dentist appointment"), ("我今天下午去体检", "体检")],
)
def test_what_is_still_to_come_today_is_a_plan(text: str, value: str) -> None:
    assert _gives(text, "plan", value), said(text)


@pytest.mark.parametrize(
    "text",
    [
        "I may fly to Berlin on Friday",
        "hoping to see the dentist on Monday",
        "probably heading to Leeds this weekend",
        "the meeting on Friday is boring",
        "我在考虑下个月去日本",
        "我本来下周要去北京的",
        "周五说不定去爬山",
    ],
)
def test_a_plan_only_weighed_or_judged_is_no_plan(text: str) -> None:
    assert not [s for s in said(text) if s.startswith("plan=")], said(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the concert is on Saturday, can't wait", "concert"),
        ("my birthday is next Tuesday", "birthday"),
        ("so the plan is: tomorrow I finish the slides, Thursday I fly to Oslo", "fly to Oslo"),
        (
            "Heading to my cousin Ravi's place in Leeds this Friday for the weekend",
            "Heading to my cousin Ravi's place in Leeds",
        ),
        ("我下个月去日本旅游", "去日本旅游"),
    ],
)
def test_the_event_alone_is_the_plan(text: str, value: str) -> None:
    assert _gives(text, "plan", value), said(text)
