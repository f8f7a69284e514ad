"""What one learned to do is a skill whatever its verb ("I learned to sail", "I know how to
make tamales"), also when someone else taught it ("my stepdad taught me to weld", 奶奶教我包
粽子, 师父教了我二十年木工): the skill is the user's, never the teacher's; a lesson in how to
be ("taught me to be patient", 教会了我做人), a thing pointed at, a refusal or a plan is none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("I learned to sail from my dad", "sail"),
        ("I know how to make tamales", "make tamales"),
        ("I learned to code at 40", "code"),
        ("I learned to ski in Niseko", "ski"),
        ("my stepdad Rollo taught me to weld", "weld"),
        ("he showed me how to use the lathe", "use the lathe"),
        ("我奶奶教我包粽子", "包粽子"),
        ("我师父老陈教了我二十年木工", "木工"),
        ("我爸教会了我游泳", "游泳"),
        ("小时候爷爷教我下象棋", "下象棋"),
    ],
)
def test_what_was_learned_or_taught_is_the_users_skill(text: str, skill: str) -> None:
    found = said(text)
    assert f"skill={skill}" in found, found
    assert not any(".skill=" in item for item in found), found


@pytest.mark.parametrize(
    "text",
    [
        "my mom taught me to be patient",
        "she taught me never to give up",
        "my therapist taught me to breathe through it",
        "我妈教会了我做人",
        "我妈教了我很多道理",
        "孙子教我用这个的",
        "我一直用 Vim，别教我鼠标操作",
        "他要教我游泳",
        "能教我包粽子吗",
        "我教我女儿游泳",
    ],
)
def test_a_lesson_in_being_or_a_skill_not_had_is_none(text: str) -> None:
    assert not any(item.startswith("skill=") for item in said(text)), said(text)
