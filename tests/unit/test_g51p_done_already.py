"""A dated doing said as done is no plan (grammar/done_already.py)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _plans(text: str) -> set[str]:
    return {k for k, _ in learned_keys(text) if k.startswith(("fact:plan:", "fact:trip:"))}


@pytest.mark.parametrize(
    "text",
    [
        "Munro 282 done on Saturday on Ben Hope",
        "今天在冰雪大世界待了一下午",
        "周末喝了点红酒",
        "我周六跑完了半马",
    ],
)
def test_what_is_over_is_no_plan(text: str) -> None:
    assert _plans(text) == set()


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("get the report done by Friday", "fact:plan:get the report done"),
        ("下周要搬家了", "fact:plan:搬家"),
        ("明天吃了早饭就去机场", "fact:trip:机场"),
        ("周六去西湖", "fact:trip:西湖"),
        ("这周四晚上约了朋友吃饭", "fact:plan:约了朋友吃饭"),
    ],
)
def test_what_is_to_come_stays(text: str, plan: str) -> None:
    assert plan in _plans(text)
