"""Skills read where none is had (issue 22, g51t), in English and Chinese: a skill set against
the ones had ("InDesign not so much", InDesign就不太行了), what one can do only as a purpose ("so
I can fly to Japan"), a Chinese value that is no craft (本身, 唠几句, 听不会写, 做饭的人, 反馈还行),
The skills beside them stay, and a craft the user teaches is the user's (徒弟跟我学剪纸)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _skills(text: str) -> set[str]:
    """The skills one message teaches about the user."""
    return {v for k, v in learned_keys(text) if k == "profile.skills"}


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        (
            "I know my way around Photoshop and Illustrator pretty well, InDesign not so much.",
            {"Photoshop", "Illustrator"},
            "InDesign",
        ),
        ("I'm good with Python, Rust not really.", {"Python"}, "Rust"),
        (
            "Photoshop和Illustrator我挺熟，InDesign就不太行了",
            {"Photoshop", "Illustrator"},
            "InDesign",
        ),
        ("我本身会点Python", {"Python"}, "本身"),
    ],
)
def test_a_skill_set_against_the_ones_had_is_not_had(
    text: str, kept: set[str], dropped: str
) -> None:
    skills = _skills(text)
    assert kept <= skills
    assert dropped not in skills


@pytest.mark.parametrize(
    "text",
    [
        "朝鲜话也会唠几句",
        "泰文会听唔会写",
        "测试版已经给十几个客人用了，反馈还行。",
        "已经发了十几条了，播放量还行。",
        "我是世界上最会做饭的人",
        "我现在改用空格了，习惯了也还行",
        "I'm saving up so I can fly to Japan.",
        "I'm learning Spanish so that I can talk to my in-laws.",
    ],
)
def test_no_craft_an_outcome_a_purpose_or_a_learner_teaches_no_skill(text: str) -> None:
    assert _skills(text) == set()


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("我会做饭", "做饭"),
        ("我会弹吉他", "弹吉他"),
        ("I can weld", "weld"),
        ("我徒弟跟我学剪纸", "剪纸"),
        ("I'm pretty handy with Kubernetes and Terraform, less so with Ansible", "Terraform"),
        ("yo so I can do photoshop and a bit of blender", "Photoshop"),
        ("I'm fluent in Excel and I can drive a forklift so I can work anywhere.", "Excel"),
    ],
)
def test_a_skill_said_plainly_stays(text: str, skill: str) -> None:
    assert skill in _skills(text)
