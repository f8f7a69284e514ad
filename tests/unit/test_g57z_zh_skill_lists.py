"""Skills said as a list after a 的-phrase header (我擅长的：PS、剪映, 我拿手的有红烧肉和水煮鱼), a
list first and that the user is at home with it (Word、Excel我都熟, CAD和SolidWorks这俩比较熟), or a
trade's certificate held (本人持有焊工证, 我有电工证和厨师证): each thing a skill; not a list of
what one eats, times one is free, someone else's or one wished for."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


def _skills(text: str) -> set[str]:
    return {v for s, v in user_slots(text) if s == "skill"}


@pytest.mark.parametrize(
    ("text", "skills"),
    [
        ("我擅长的：PS、AI、剪映", {"PS", "剪映"}),
        ("我拿手的有红烧肉和水煮鱼", {"红烧肉", "水煮鱼"}),
        ("我会的就是Java、Go和K8s，别的不太行", {"Java", "Go"}),
        ("我最熟悉的是Python 和 SQL", {"Python", "SQL"}),
        ("Word、Excel我都熟", {"Word", "Excel"}),
        ("车床、铣床我都在行", {"车床", "铣床"}),
        ("本人持有焊工证", {"焊工"}),
        ("我有电工证和厨师证", {"电工", "厨师"}),
        ("去年考了个育婴师证", {"育婴师"}),
    ],
)
def test_skills_listed(text: str, skills: set[str]) -> None:
    assert skills <= _skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "米饭面条我都行",
        "周六周日我都行",
        "我老公擅长的：做饭、修电脑",
        "我想考个电工证",
        "他有厨师证",
        "我最喜欢的是火锅和烧烤",
    ],
)
def test_no_skill_from_a_choice_a_wish_or_someone_else(text: str) -> None:
    assert not _skills(text)
