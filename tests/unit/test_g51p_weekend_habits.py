"""A bare 周末 among the user's standing facts is a weekend habit (grammar/weekend_habits.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _said(text: str) -> set[str]:
    return {k if k != "fact:habit" else f"habit:{v}" for k, v in learned_keys(text)}


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        (
            "我叫王小北，在养老院当护理员，上夜班，会手语，周末去教堂唱诗班",
            "habit:周末去教堂唱诗班",
        ),
        ("最近开始小酌了，周末喝点红酒", "habit:周末喝点红酒"),
    ],
)
def test_a_routine_weekend_is_a_habit(text: str, habit: str) -> None:
    said = _said(text)
    assert habit in said
    assert not any(k.startswith("fact:plan:") for k in said)


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("我周末去爬山", "fact:trip:爬山"),
        ("这周末去爬山", "fact:trip:爬山"),
        ("我是老师，住在杭州，周末要去上海", "fact:trip:上海"),
        ("下周末回老家", "fact:trip:老家"),
    ],
)
def test_a_weekend_pointed_at_stays_a_plan(text: str, plan: str) -> None:
    assert plan in _said(text)


def test_a_questions_setting_is_no_habit() -> None:
    said = _said("我们家老大叫浩浩，老二叫然然，一个七岁一个四岁，周末带出去玩总吵架，有啥好办法")
    assert not any(k.startswith("habit:") for k in said)
