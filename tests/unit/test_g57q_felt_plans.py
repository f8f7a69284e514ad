"""A feeling said before a dated plan ("so excited to see my sister next weekend", 好期待下周去看
演唱会): the plan is what will be done, without the feeling."""

from __future__ import annotations

import re

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values

_FELT = re.compile(
    r"^(?:so |really |a bit |very )*(?:excited|looking forward|nervous|dreading|thrilled|anxious)"
    r"|期待|紧张|激动|担心",
    re.I,
)


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("I'm excited to see my sister next weekend.", "see my sister"),
        ("Really looking forward to flying to Lisbon next Friday", "flying to Lisbon"),
        ("I'm nervous about taking my driving test on Thursday", "driving test"),
        ("Dreading going to the dentist on Friday", "going to the dentist"),
        ("I'm thrilled to be starting pottery classes next Tuesday.", "pottery classes"),
        ("我好期待下周去看演唱会", "看演唱会"),
        ("我特别期待周六去见老同学", "见老同学"),
        ("我有点紧张明天的面试", "面试"),
        ("超级激动下个月去云南旅游", "云南"),
        ("我很期待这周五跟闺蜜去泡温泉", "泡温泉"),
        ("有点忐忑下周一去新公司报到", "报到"),
    ],
)
def test_a_plan_without_the_feeling(text: str, what: str) -> None:
    plans = [v for s, v in user_slot_values(text) if s == "plan"]
    assert not [v for v in plans if _FELT.search(v)]
    assert [v for v in plans if what.lower() in v.lower()]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm excited about the new job", "plan"),
        ("My son is so excited to see his cousins next weekend", "plan"),
        ("他很期待下周的比赛", "plan"),
        ("我很担心我的血压", "plan"),
    ],
)
def test_near_misses_give_no_plan(text: str, slot: str) -> None:
    assert not [v for s, v in user_slot_values(text) if s == slot]


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("so excited to see my sister", "see my sister"),
        ("looking forward to flying to Lisbon", "flying to Lisbon"),
        ("see my sister", "see my sister"),
        ("好期待去看演唱会", "去看演唱会"),
        ("有点紧张的面试", "面试"),
        ("去看演唱会", "去看演唱会"),
    ],
)
def test_the_plan_shapes(value: str, shaped: str) -> None:
    assert shape_value("plan", value) == shaped
