"""A skill the user was taught or learned from someone is still had (g54w)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.skill_learned_from import gerund
from tests.fixtures.grammar import learned_keys

SKILL = "profile.skills"


def skills(text: str) -> set[str]:
    """The skills a message teaches."""
    return {v for k, v in learned_keys(text) if k == SKILL}


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("My grandad taught me to fish", "fish"),
        ("My dad taught me how to weld", "weld"),
        ("My gran taught me to knit when I was six", "knit"),
        ("I learned woodturning from my uncle", "woodturning"),
        ("I learnt to sail from my father", "sail"),
        ("I picked up the banjo from a busker in Dublin", "banjo"),
        ("An old boatbuilder in Cornwall taught me to caulk hulls", "caulk hulls"),
        ("潘师傅教我磨刀教了三年", "磨刀"),
        ("我奶奶教会了我剪纸", "剪纸"),
        ("我跟我爸学的木工", "木工"),
        ("木工是跟我爸学的", "木工"),
        ("我爷爷教我下象棋，他下得特别好", "下象棋"),
    ],
)
def test_skill_learned_from_someone(text: str, skill: str) -> None:
    assert skill in skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "My mum taught me to be patient",
        "My dad taught me never to give up",
        "My dad will teach me to sail next summer",
        "My brother tried to teach me to surf",
        "Can you teach me to knit?",
        "I learned a lot from my uncle",
        "I learned Spanish from my grandmother",
        "My dad taught my son to fish",
        "我妈教我做人要诚实",
        "我想让爸爸教我开车",
        "他教我儿子下棋",
        "我妈教了我很多道理",
        "孙子教我用这个的",
        "I picked up Sarah from the airport",
        "我跟奶奶学的粤语",
    ],
)
def test_no_skill_from_a_lesson_of_life_a_wish_or_someone_else(text: str) -> None:
    assert skills(text) == set()


@pytest.mark.parametrize(
    ("verb", "form"),
    [("fish", "fishing"), ("knit", "knitting"), ("code", "coding"), ("sail", "sailing")],
)
def test_gerund(verb: str, form: str) -> None:
    assert gerund(verb) == form


@pytest.mark.parametrize(
    "text",
    [
        "我一直用 Vim，别教我鼠标操作",
        "下礼拜同学会肯定有人灌，教我几句体面的推辞话",
        "好的，教我做红烧肉",
        "mi novia Lucía is teaching me to make proper paella",
    ],
)
def test_a_request_to_teach_or_a_lesson_going_on_is_no_skill(text: str) -> None:
    assert skills(text) == set()


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("我师父姓祁，教我做糖画的，八十多了手还稳得很", "做糖画"),
        ("打小跟我爸学的提线木偶，三十二根线的那种我也能耍", "提线木偶"),
    ],
)
def test_taught_by_a_teacher_named_before(text: str, skill: str) -> None:
    assert skill in skills(text)
