"""The lead's round-49 precision fixes, from the dev half of probe U once joined: 以后天气 holds
no 后天; "Coeliac here" / "Vegan here" name no one; a degree word is no part of an allergen
(对花生严重过敏) and a chore is no allergen (对加班过敏, a joke); 教我… asked of the assistant
teaches no skill yet; a pointer (我习惯这种) or a symptom (天天擤鼻涕) is no habit."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.dates import find_dates
from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize("text", ["以后天气就查大理的", "然后天亮了", "最后天黑了"])
def test_hou_tian_inside_another_word_is_no_day(text: str) -> None:
    assert find_dates(text, date(2026, 3, 2)) == []


def test_hou_tian_alone_is_the_day_after_tomorrow() -> None:
    assert [m.iso for m in find_dates("我后天去北京", date(2026, 3, 2))] == ["2026-03-04"]


@pytest.mark.parametrize(
    "text", ["Coeliac here, diagnosed 2019, so everything gluten free please", "Vegan here, hi"]
)
def test_a_condition_or_diet_before_here_is_no_name(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "name"]


def test_a_name_before_here_is_still_a_name() -> None:
    assert ("name", "Olumide") in user_slots("Olumide here")


@pytest.mark.parametrize(
    ("text", "allergies"),
    [("我对花生严重过敏", {"花生"}), ("我对加班严重过敏，一加班就浑身难受", set())],
)
def test_an_allergen_is_said_plainly_and_a_chore_is_none(text: str, allergies: set[str]) -> None:
    assert {v for s, v in user_slots(text) if s == "allergy"} == allergies


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("下礼拜同学会肯定有人灌，教我几句体面的推辞话", set()),
        ("师父教了我二十年木工", {"木工"}),
    ],
)
def test_teach_me_asked_is_no_skill(text: str, skills: set[str]) -> None:
    assert {v for s, v in user_slots(text) if s == "skill"} == skills


@pytest.mark.parametrize(
    "text", ["回复请保持书面、正式，我习惯这种，看着踏实", "一到四月柳絮杨絮满天飞就天天擤鼻涕"]
)
def test_a_pointer_or_a_symptom_is_no_habit(text: str) -> None:
    assert not [v for s, v in user_slots(text) if s == "habit"]
