"""A plan called off in other words than it was said in ends it: "the Rome trip is off",
"scrapped the Rome trip", "pulled out of the Boston half", "not taking the GRE after all",
露营黄了, 雅思我退考了; a habit ended ("I stopped running") leaves a dated plan alone, and "off"
that names no plan ("I'm off today", "soy is off limits") ends none."""

from __future__ import annotations

import pytest

from memstream.eval.corpus_cases import Case
from memstream.eval.extraction import run_case
from memstream.eval.slot_scoring import Learned
from memstream.processors.grammar import zh_people
from memstream.processors.grammar.value_shapes import refusing
from tests.fixtures.grammar import said


def _learned(earlier: str, later: str) -> tuple[list[Learned], list[Learned]]:
    """The memories before and after `later`, said after `earlier` in one session."""
    case = Case.model_validate(
        {
            "id": "en-x-0001",
            "lang": "en",
            "kind": "positive",
            "category": "update",
            "context": [{"role": "user", "content": earlier}],
            "event": {"type": "message", "role": "user", "content": later},
            "expect": [],
        }
    )
    return run_case(case)


def _plans_after(earlier: str, later: str) -> tuple[list[str], list[str]]:
    """The user's active plans before and after `later`, said after `earlier`."""
    before, after = _learned(earlier, later)
    active = [
        [m.value for m in found if m.active and m.slot == "plan" and m.subject == "user"]
        for found in (before, after)
    ]
    return active[0], active[1]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'm flying to Rome on Friday.", "Rome's off, work blew up."),
        ("I'm flying to Rome on Friday.", "scrapped the Rome trip, can't afford it"),
        ("I'm running the Boston half on the 19th.", "pulled out of the Boston half, knee's shot"),
        ("Taking the GRE on April 4th.", "not taking the GRE after all"),
        ("这周末去黄山露营。", "露营黄了，周末下大雨"),
        ("周五飞罗马。", "罗马不去了，工作太多"),
        ("4月4号考雅思。", "雅思我退考了"),
        ("下周六去杭州看演唱会。", "杭州那场演唱会取消了"),
    ],
)
def test_a_plan_called_off_ends(earlier: str, later: str) -> None:
    before, after = _plans_after(earlier, later)
    assert before, before
    assert not any(plan in after for plan in before), after


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("I'm running the Boston half on the 19th.", "I stopped running on weekdays"),
        ("I'm flying to Rome on Friday.", "I'm off today, finally"),
        ("I'm flying to Rome on Friday.", "soy is off limits for me"),
        ("周五飞罗马。", "我不喝咖啡了"),
    ],
)
def test_other_endings_leave_the_plan(earlier: str, later: str) -> None:
    before, after = _plans_after(earlier, later)
    assert before and all(plan in after for plan in before), (before, after)


def _plans_with_days(earlier: str, later: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active plans and their days after `later`, said after `earlier`."""
    _, after = _learned(earlier, later)
    return [(m.value, m.dates) for m in after if m.active and m.slot == "plan"]


@pytest.mark.parametrize(
    ("earlier", "later", "plan", "day"),
    [
        (
            "Job interview at Stripe next Tuesday.",
            "Stripe rescheduled to Thursday",
            "Stripe",
            "2026-03-05",
        ),
        (
            "Dentist appointment on Thursday at 3.",
            "dentist got pushed to Friday",
            "Dentist",
            "2026-03-06",
        ),
        ("周四下午三点看牙。", "看牙改到下周一了", "看牙", "2026-03-09"),
        ("下周二去字节面试。", "字节那边面试推迟到周四了", "面试", "2026-03-05"),
    ],
)
def test_a_plan_moved_and_named_by_a_part_takes_the_new_day(
    earlier: str, later: str, plan: str, day: str
) -> None:
    plans = _plans_with_days(earlier, later)
    assert len(plans) == 1, plans
    value, days = plans[0]
    assert plan.casefold() in value.casefold() and days == (day,), plans


@pytest.mark.parametrize(
    ("text", "person"),
    [("罗马不去了", False), ("黄山不去了", False), ("王芳也喜欢猫", True), ("周杰不去了", True)],
)
def test_a_place_before_a_negation_is_no_person(text: str, person: bool) -> None:
    who, _ = zh_people.subject(text, "user")
    assert (who != "user") is person, who


@pytest.mark.parametrize(
    ("slot", "value", "refused"),
    [
        ("plan", "cook for her parents", False),
        ("plan", "陪她去医院", False),
        ("plan", "his flight home", True),
        ("plan", "她要去北京", True),
        ("habit", "996", False),
        ("skill", "737", False),
        ("plan", "9", True),
        ("plan", "2026", True),
        ("plan", "明天9点", True),
    ],
)
def test_a_plan_for_someone_and_a_model_number_keep_their_shape(
    slot: str, value: str, refused: bool
) -> None:
    assert (refusing(slot, value) is not None) is refused, refusing(slot, value)


@pytest.mark.parametrize(
    ("text", "role"),
    [("我是交警", "交警"), ("我是一名民警", "民警"), ("我是猎头，做互联网岗位", "猎头")],
)
def test_police_and_headhunters_are_roles(text: str, role: str) -> None:
    assert f"role={role}" in said(text), said(text)
