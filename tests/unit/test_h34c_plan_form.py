"""A plan's value: the -ing and base forms of its first verb are one value (docs/slots.md,
issue 22, h34c), English; Chinese values are compared as they are."""

from __future__ import annotations

import pytest

from memstream.eval.slot_scoring import _value_matches, verb_stem


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("get wisdom teeth out", "getting my wisdom teeth out"),
        ("take granddaughter to the aquarium", "taking my granddaughter to the aquarium"),
        ("fly to Tokyo", "flying to Tokyo"),
        ("see Hozier", "tickets to see Hozier"),
        ("move house", "moving house"),
        ("run first 10k", "running my first 10k"),
        ("去体检", "体检"),
    ],
)
def test_one_plan_in_either_form(a: str, b: str) -> None:
    assert _value_matches("plan", a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("fly to Oslo", "drive to Oslo"), ("see a dentist", "seeing Les Mis"), ("回老家", "去上海")],
)
def test_other_plans_stay_apart(a: str, b: str) -> None:
    assert not _value_matches("plan", a, b)


def test_the_stem_of_a_verb() -> None:
    assert verb_stem("getting") == verb_stem("get") == "get"
    assert verb_stem("taking") == verb_stem("take")
    assert verb_stem("calling") == verb_stem("call") == "call"
    assert verb_stem("ring") == "ring"


def test_only_plans_are_stemmed() -> None:
    assert not _value_matches("habit", "run every morning", "running every morning")


def test_the_middle_of_a_month_is_its_15th() -> None:
    from memstream.processors.grammar import en, zh
    from memstream.processors.matchers.common import prepare
    from tests.fixtures.grammar import MONDAY, dated_users, has_dated

    found = dated_users(zh.parse(prepare("下个月中旬去成都开会"), MONDAY))
    assert has_dated(found, "plan", "去成都开会", "2026-04-15"), found
    found = dated_users(zh.parse(prepare("月中要去一趟北京"), MONDAY))
    assert has_dated(found, "plan", "去一趟北京", "2026-03-15"), found
    found = dated_users(en.parse("we're moving in the middle of next month", MONDAY))
    assert has_dated(found, "plan", "moving", "2026-04-15"), found
    found = dated_users(zh.parse(prepare("月中秋节回家"), MONDAY))
    assert not any(slot == "plan" for slot, _, _ in found), found


@pytest.mark.parametrize(
    ("text", "plan", "day"),
    [
        ("my thesis defense is early next month", "thesis defense", "2026-04-01"),
        ("下周三要去体检", "去体检", "2026-03-11"),
        ("机票订好了，月底回老家", "回老家", "2026-03-31"),
    ],
)
def test_an_obligation_or_a_booking_is_a_plan(text: str, plan: str, day: str) -> None:
    from memstream.processors.grammar import en, zh
    from memstream.processors.matchers.common import prepare
    from tests.fixtures.grammar import MONDAY, dated_users, has_dated

    fills = zh.parse(prepare(text), MONDAY) if plan[0] > "\u4e00" else en.parse(text, MONDAY)
    found = dated_users(fills)
    assert has_dated(found, "plan", plan, day), found
    assert not any(v.endswith(" is early") for _, v, _ in found), found


@pytest.mark.parametrize(
    "text", ["suppose I moved to Rome next month", "I was supposed to fly to Rome on Friday"]
)
def test_a_supposition_or_a_missed_obligation_is_no_plan(text: str) -> None:
    from memstream.processors.grammar import en
    from tests.fixtures.grammar import MONDAY

    assert not [f for f in en.parse(text, MONDAY) if f.slot == "plan"]
