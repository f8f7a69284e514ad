"""g53w: what the user's team (lab, company, 团队, 实验室) is making is the user's project;
never someone else's team, a hire, a wish or a time over."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "project"),
    [
        (
            "Our team's building a fraud detection pipeline and I own the feature store part.",
            "fraud detection pipeline",
        ),
        (
            "My team is migrating our billing system to Stripe.",
            "migrating our billing system to Stripe",
        ),
        ("Our lab is developing a low-cost water filter.", "low-cost water filter"),
        ("My company is launching a loyalty app next month.", "loyalty app"),
        ("My department is rolling out a new HR system.", "new HR system"),
        ("我们团队在做自动驾驶的感知模块。", "自动驾驶的感知模块"),
        ("我们实验室在研发一种新型电池。", "新型电池"),
        ("我们项目组最近在重构支付系统。", "支付系统"),
    ],
)
def test_what_the_users_team_makes_is_the_project(text: str, project: str) -> None:
    assert ("project", project) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "My brother's team is building a rover.",
        "Their team is building a chatbot.",
        "Our team is hiring a designer.",
        "Our team is growing fast.",
        "If our team was building a rover, I'd join.",
        "Our team was building a rover last year.",
        "Is your team building a rover?",
        "他们团队在做一个聊天机器人。",
        "我哥他们公司在做新能源车。",
        "我们公司在裁员。",
        "我们团队以前在做推荐系统。",
        "你们团队在做什么？",
    ],
)
def test_no_project_from_another_team_a_hire_a_wish_or_the_past(text: str) -> None:
    assert "project" not in {slot for slot, _ in user_slots(text)}


def test_the_lab_making_something_is_no_pet() -> None:
    assert "pet" not in {slot for slot, _ in user_slots("Our lab is developing a water filter.")}


def test_a_thing_counted_is_no_role() -> None:
    assert "role" not in {slot for slot, _ in user_slots("我们公司正在搞一个会员小程序。")}
