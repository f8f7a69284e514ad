"""A plan's value that is a torn piece of text is not learned (plan_shapes)."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.plan_shapes import kept, torn
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    "value",
    [
        "fat) and two deckhands on the tug",
        "leaving , back Sunday night",
        "starts , same railroad",
        "Date: Mon 08:12:44 2026 +0800",
        "群公告:老地方",
        "去上海（出差",
        "看《哪吒",
        "，去医院",
    ],
)
def test_a_torn_value_is_no_plan(value: str) -> None:
    assert torn(value)
    assert kept([Fill("plan", value)]) == []


@pytest.mark.parametrize(
    "value",
    [
        "dentist at 9:30",
        "flying to Rome (for work)",
        "去看《哪吒》",
        "去上海（出差）",
        "跟导师开组会，汇报进度",
    ],
)
def test_a_whole_value_stands(value: str) -> None:
    assert not torn(value)
    assert kept([Fill("plan", value)]) == [Fill("plan", value)]


def test_a_torn_value_of_another_slot_is_left_to_its_own_rules() -> None:
    assert kept([Fill("project", "fat) and two")]) == [Fill("project", "fat) and two")]


@pytest.mark.parametrize(
    ("value", "plan"),
    [
        ("booked: helping my brother move", "helping my brother move"),
        ("周六安排：带儿子去打疫苗", "带儿子去打疫苗"),
    ],
)
def test_a_plan_after_a_label_keeps_what_follows(value: str, plan: str) -> None:
    assert kept([Fill("plan", value)]) == [Fill("plan", plan)]


def test_a_plan_said_up_to_a_placeholder_keeps_what_was_heard() -> None:
    text = "I've got the MRI at [inaudible] Thursday at ten, don't forget to fast."
    assert ("fact:plan:mri", "2026-03-05") in learned_keys(text)
    assert kept([Fill("plan", "体检 [inaudible]")]) == [Fill("plan", "体检")]


@pytest.mark.parametrize(
    "text",
    [
        "Just me, the cat (Bosun, ginger, fat) and two deckhands on the tug tonight",
        "群公告：本周六晚上七点老地方，麻将局照旧。",
    ],
)
def test_no_plan_is_read_across_the_pieces_of_a_notice(text: str) -> None:
    assert not [key for key, _ in learned_keys(text) if key.startswith("fact:plan")]
