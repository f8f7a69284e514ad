"""A role that opens with what one is doing ("studying marine", "selling boats") or with a
clause's leftover (还在实习, 始在老家开民宿老板): a doing, not a job title; a title that holds
such a word later (teaching assistant, 开发工程师) stays."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values


@pytest.mark.parametrize(
    "value",
    [
        "studying marine",
        "studying law",
        "learning designer",
        "selling boats",
        "helping out",
        "还在实习",
        "一直在带货",
        "开始做民宿老板",
        "始在老家开民宿老板",
    ],
)
def test_a_doing_is_no_role(value: str) -> None:
    assert shape_value("role", value) is None


@pytest.mark.parametrize(
    "value",
    ["teaching assistant", "student", "sales rep", "开发工程师", "学生", "始祖鸟店员"],
)
def test_a_title_stays(value: str) -> None:
    assert shape_value("role", value) == value


@pytest.mark.parametrize(
    "text",
    [
        "studying marine bio at UH Hilo",
        "im studying comp sci at Waterloo",
        "I'm currently learning web design at night school",
    ],
)
def test_sentences_learn_no_doing_as_role(text: str) -> None:
    roles = [v for s, v in user_slot_values(text) if s == "role"]
    assert not [v for v in roles if v.split()[0] in ("studying", "learning", "doing")]
