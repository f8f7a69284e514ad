"""Skills said by how long they have been done (issue 22, g50t): the verb said again before
the years (弹钢琴弹了二十年), and nothing learned of someone else's years or of a question."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("我弹钢琴弹了二十年。", "弹钢琴"),
        ("画油画画了十几年了。", "画油画"),
        ("拉小提琴拉了十年了。", "拉小提琴"),
        ("我做蛋糕做了八年。", "做蛋糕"),
        ("我写代码写了十五年。", "写代码"),
    ],
)
def test_a_craft_with_its_verb_again_before_the_years_is_a_skill(text: str, skill: str) -> None:
    said = user_slots(text)
    assert ("skill", skill) in said
    assert not any(s == "skill" and v != skill for s, v in said)


@pytest.mark.parametrize(
    "text",
    ["他弹钢琴弹了二十年。", "你弹钢琴弹了多少年？", "她画油画画了十年了。"],
)
def test_someone_elses_or_asked_years_learn_no_skill(text: str) -> None:
    assert not any(s == "skill" for s, _ in user_slots(text))


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("叉车和吊车我都会开。", {"开叉车", "开吊车"}),
        ("黄酒酿了四十年。", {"酿黄酒"}),
        ("琴我拉了快二十年。", {"拉琴"}),
        ("I play the oud.", {"oud"}),
        ("I play fiddle, step dance a bit.", {"fiddle"}),
        ("I play bouzouki at weekends.", {"bouzouki"}),
    ],
)
def test_a_craft_said_object_first_or_an_instrument_played_is_a_skill(
    text: str, skills: set[str]
) -> None:
    assert skills <= {v for s, v in user_slots(text) if s == "skill"}


@pytest.mark.parametrize(
    "text",
    [
        "电话我会打。",
        "这个我会做。",
        "叉车你会开吗？",
        "他叉车会开。",
        "Do you play the oud?",
        "I'd love to play the koto someday.",
        "My brother plays the fiddle.",
    ],
)
def test_a_call_a_question_or_someone_else_learns_no_skill(text: str) -> None:
    assert not any(s == "skill" for s, _ in user_slots(text))
