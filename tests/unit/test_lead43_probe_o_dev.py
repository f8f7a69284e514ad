"""Structures read off probe O's dev half after it joined: a plan moved by the means of
going ("flight got moved to Sunday" after "flying to Manila", 去西安的火车改签到周六了,
航班推迟到周六了), a correction said by precision ("Sacramento, well, technically Elk Grove",
苏州，准确说是昆山), and a home said in hyperbole ("at this point I live in the Holland Tunnel")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _active(earlier: str, later: str, slot: str) -> list[tuple[str, tuple[str, ...]]]:
    """The user's active values (and days) of one slot after `later`."""
    _, after = learned_after(earlier, later)
    return [
        (m.value, m.dates) for m in after if m.active and m.slot == slot and m.subject == "user"
    ]


@pytest.mark.parametrize(
    ("earlier", "later", "plan", "day"),
    [
        (
            "I'm flying to Manila on Friday.",
            "flight got moved to Sunday, typhoon",
            "flying to Manila",
            "2026-03-08",
        ),
        ("下周五去西安。", "去西安的火车改签到周六了", "去西安", "2026-03-07"),
        ("周五飞罗马。", "航班推迟到周六了", "飞罗马", "2026-03-07"),
    ],
)
def test_a_plan_moved_by_its_means(earlier: str, later: str, plan: str, day: str) -> None:
    assert _active(earlier, later, "plan") == [(plan, (day,))]


def test_a_means_moved_with_two_plans_known_names_none() -> None:
    plans = _active(
        "I'm flying to Manila on Friday. Dentist on Thursday.", "flight got moved to Sunday", "plan"
    )
    assert ("flying to Manila", ("2026-03-06",)) in plans


@pytest.mark.parametrize(
    ("said", "home"),
    [
        (
            "we live in Sacramento, well, technically Elk Grove, but nobody knows where that is",
            "Elk Grove",
        ),
        ("我住在苏州，准确说是昆山", "昆山"),
        ("我住在苏州，严格来说是昆山", "昆山"),
    ],
)
def test_a_correction_said_by_precision(said: str, home: str) -> None:
    assert [value for value, _ in _active("", said, "home_location")] == [home]


@pytest.mark.parametrize(
    "said", ["at this point I live in the Holland Tunnel, send mail there", "我现在基本住在公司了"]
)
def test_a_home_in_hyperbole_is_none(said: str) -> None:
    assert _active("", said, "home_location") == []
