"""g53w: a project said as a cleft ("the thing I'm building is X", 我在做的东西是X) and a
workplace said the same way ("The company I work for is Ocado", 我上班的公司是顺丰)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "project"),
    [
        ("The thing I'm building is a budgeting app for students.", "budgeting app for students"),
        (
            "What I'm working on right now is a compiler for a toy language.",
            "compiler for a toy language",
        ),
        ("The app I'm making is a habit tracker.", "habit tracker"),
        ("The project I'm on is a migration to Kubernetes.", "migration to Kubernetes"),
        ("The book I'm writing is about the Irish famine.", "book about the Irish famine"),
        ("The game I've been developing is a roguelike set in space.", "roguelike set in space"),
        ("What I'm making for my sister is a quilt.", "quilt"),
        ("So the big thing we're working on this month is our office move.", "office move"),
        ("我在做的东西是一个帮老人挂号的应用。", "帮老人挂号的应用"),
        ("我在做的是一个给宠物店用的收银系统。", "给宠物店用的收银系统"),
        ("我现在在写的是一本科幻小说。", "科幻小说"),
        ("我在开发的游戏是一个像素风的冒险游戏。", "像素风的冒险游戏"),
        ("我这段时间在弄的项目是智能家居网关。", "智能家居网关"),
        ("我正在搞的是一个开源数据库。", "开源数据库"),
    ],
)
def test_the_thing_a_cleft_names_is_the_project(text: str, project: str) -> None:
    assert ("project", project) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "The thing I'm building is a mess right now.",
        "The thing I'm working on is top secret.",
        "What I'm working on is taking forever.",
        "Is the thing I'm building a good idea?",
        "What I'd build is a treehouse.",
        "The thing I was building was a birdhouse.",
        "If the app I'm making is a hit, I'll quit my job.",
        "The meds I'm on is Lexapro.",
        "The thing I'm stuck on is a bug in my parser.",
        "What I'm reading is a novel by Ishiguro.",
        "My wife said the thing she's building is a kiln.",
        "他在做的是一个小程序。",
        "我在做的东西很简单。",
        "我以前在做的项目是一个商城。",
        "我在做的事情是个大坑。",
        "我老婆在做的是一个网店。",
        "我在看的书是三体。",
    ],
)
def test_no_project_from_a_judgement_a_wish_the_past_or_someone_else(text: str) -> None:
    assert "project" not in {slot for slot, _ in user_slots(text)}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("The company I work for is Ocado.", "Ocado"),
        ("The place I work at is called Blue Door Bakery.", "Blue Door Bakery"),
        ("The hospital I work at is St James's.", "St James's"),
        ("我上班的公司是顺丰。", "顺丰"),
        ("我工作的医院是华西医院。", "华西医院"),
    ],
)
def test_the_workplace_a_cleft_names_is_the_employer(text: str, employer: str) -> None:
    assert ("employer", employer) in user_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "The company I work for is pretty small.",
        "The company my husband works for is Ocado.",
        "If the company I work for is Ocado, what discounts do I get?",
        "我上班的公司是一家外企。",
        "我老公上班的公司是顺丰。",
    ],
)
def test_no_employer_from_a_judgement_an_unnamed_place_or_someone_else(text: str) -> None:
    assert "employer" not in {slot for slot, _ in user_slots(text)}
