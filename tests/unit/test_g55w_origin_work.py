"""A city one works in, said after where one comes from and with no home, is the home (g55w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

WORK = "profile.work_location"
HOME = "profile.location"


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Originally from Lagos, I work in London.", "London"),
        ("I'm from Winnipeg but I work in Toronto as a nurse.", "Toronto"),
        ("I'm from Cork, working in Dublin now.", "Dublin"),
        ("我是山西大同的，现在在太原打工，当裁缝", "太原"),
        ("南宁人在北京打工，做UI的", "北京"),
        ("我老家河南的，在深圳上班", "深圳"),
    ],
)
def test_the_city_of_work_after_an_origin_is_the_home(text: str, home: str) -> None:
    keys = learned_keys(text)
    assert (HOME, home) in keys
    assert (WORK, home) not in keys


@pytest.mark.parametrize(
    ("text", "work"),
    [
        ("我是绵阳的，在成都上班，每周回去一趟", "成都"),
        ("I work in Toronto.", "Toronto"),
        ("我在深圳上班", "深圳"),
        ("I'm from Cork, I work in Dublin and live in Bray.", "Dublin"),
    ],
)
def test_a_home_elsewhere_keeps_the_work_location(text: str, work: str) -> None:
    keys = learned_keys(text)
    assert (WORK, work) in keys
    assert (HOME, work) not in keys
