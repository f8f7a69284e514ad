"""Skills said by using a named tool, teaching it, or being the one asked for it at work
(issue 22, g53t), EN and ZH. A question, a wish, a plan, learning, someone else's use, a
spoken language, a device or a chatbot teach no skill."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _skills(text: str) -> set[str]:
    """The skills one message teaches about the user."""
    return {v for k, v in learned_keys(text) if k == "profile.skills"}


@pytest.mark.parametrize(
    ("text", "tools"),
    [
        ("I do a bit of Blender and a lot of Procreate.", {"Blender", "Procreate"}),
        ("Go is my language now, I use it daily at work.", {"Go"}),
        ("I teach Scratch and Python to kids.", {"Scratch", "Python"}),
        ("I teach Excel at the community college.", {"Excel"}),
        ("My manager always asks me to handle the Tableau dashboards.", {"Tableau"}),
        ("I'm the Kubernetes person on my team.", {"Kubernetes"}),
        ("I'm the go-to person for SQL on my team.", {"SQL"}),
        ("People at work come to me for Excel help.", {"Excel"}),
        ("I end up doing all the SQL for our team.", {"SQL"}),
        ("我用Blender建模。", {"Blender"}),
        ("我平时用PS修图。", {"PS"}),
        ("我每天都用CAD画图。", {"CAD"}),
        ("我写Python习惯用四个空格缩进。", {"Python"}),
        ("C和Rust我都写。", {"C", "Rust"}),
        ("我在少儿编程机构教Scratch和Python。", {"Scratch", "Python"}),
        ("组里的SQL基本都是我写的。", {"SQL"}),
        ("公司里Python的脚本基本都是我维护的。", {"Python"}),
        ("领导那边Excel的活都丢给我。", {"Excel"}),
        ("SQL is basically second nature to me at this point.", {"SQL"}),
        ("I know Excel like the back of my hand.", {"Excel"}),
        ("包饺子我闭着眼睛都会。", {"包饺子"}),
        ("CAD我闭着眼睛都会画。", {"CAD"}),
        ("修电脑对我来说就是小菜一碟。", {"修电脑"}),
    ],
)
def test_a_tool_used_taught_or_asked_for_is_a_skill(text: str, tools: set[str]) -> None:
    assert tools <= _skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "I do Pilates on Mondays.",
        "I do Christmas at my mum's.",
        "Can you teach me Python?",
        "I'd love to be the go-to person for Excel.",
        "I do English and Spanish.",
        "I teach English in Madrid.",
        "I'm going to do a bit of Blender tonight.",
        "I do a lot of Zoom calls.",
        "Everyone comes to me for advice.",
        "I'm the go-to person for this.",
        "我用iPhone拍视频。",
        "你用Python写过爬虫吗？",
        "我想学用PS修图。",
        "我老公平时用CAD画图。",
        "我以前用Java写后端。",
        "他教Python。",
        "我哥用Blender建模。",
        "我同事平时用PS修图。",
        "公司的海报都是我用AI做的。",
        "I know this city like the back of my hand.",
        "I do the NYT crossword every morning.",
        "I teach ESL at a school in Busan.",
        "我平时用Cursor写代码。",
        "我一直用 VS Code 写代码。",
        "回答都用markdown写。",
        "这个我闭着眼睛都会。",
        "他修电脑闭着眼睛都会。",
    ],
)
def test_no_skill_of_the_user(text: str) -> None:
    assert _skills(text) == set()


def test_someone_elses_tool_is_theirs() -> None:
    keys = learned_keys("My colleague teaches Python.")
    assert ("profile.skills", "Python") not in keys
