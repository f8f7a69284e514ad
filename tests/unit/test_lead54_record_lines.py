"""A form typed one labelled field a line is read whatever the labels' case ("name: …" /
"lives: …"), when every label of the run is a form's; a run with a label of pasted config
(`port:`, `image:`) is left alone (`grammar/record_lines.py`). Chinese forms are read line by
line already."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.record_lines import joined
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "name: Ines Carvalho\ncity: Braga\njob: tram driver",
            {("profile.name", "Ines Carvalho"), ("profile.location", "Braga")},
        ),
        (
            "quick facts about me\n- name: Tomasz\n- lives: Gdynia\n- editor: Zed\nthanks!",
            {("profile.name", "Tomasz"), ("pref.editor", "Zed")},
        ),
        (
            "preferred language: Portuguese\ntheme: dark",
            {("pref.reply_language", "portuguese"), ("pref.theme", "dark")},
        ),
        (
            "姓名：郑小雨\n职业：护士\n现居：温州",
            {("profile.name", "郑小雨"), ("profile.role", "护士")},
        ),
    ],
)
def test_a_form_a_field_a_line_is_read(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "name: billing-api\nport: 8080\ncity: Boston",
        "image: nginx\nname: web\ncity: Leeds",
        "name: web\nreplicas: 3",
    ],
)
def test_pasted_config_is_not_a_form(text: str) -> None:
    assert learned_keys(text) == set()


def test_only_runs_of_known_lower_case_labels_are_joined() -> None:
    assert joined("name: Ana\ncity: Braga\nhi") == "name: Ana • city: Braga\nhi"
    assert joined("Name: Ana\nCity: Braga") == "Name: Ana\nCity: Braga"
    assert joined("name: Ana\nport: 80") == "name: Ana\nport: 80"
    assert joined("name: Ana") == "name: Ana"


def test_a_titled_chinese_record_with_a_request_after_a_space() -> None:
    said = learned_keys(
        "【个人信息】姓名：罗一帆｜单位：宁波港集团｜坐标：宁波北仑 帮我写成一段简介"
    )
    assert {("profile.name", "罗一帆"), ("profile.employer", "宁波港集团")} <= said
    assert not any("帮我" in value for _, value in said)


def test_a_titled_english_record() -> None:
    said = learned_keys("[About me] Name: Ana Braga • City: Porto • Job: tram driver")
    assert ("profile.name", "Ana Braga") in said


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("单位：公制", ("pref.units", "metric")),
        ("单位：市一医院", ("profile.employer", "市一医院")),
    ],
)
def test_chinese_unit_label_is_a_workplace_unless_it_names_a_unit_system(
    text: str, key: tuple[str, str]
) -> None:
    assert key in learned_keys(text)


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("editor: vim\ntheme: dark\nwhy does this config fail?", False),
        ("timezone: Europe/Oslo\nindent: tabs", False),
        ("- editor: Zed\n- theme: light", True),
        ("name: Ola\neditor: Zed", True),
    ],
)
def test_settings_alone_are_a_form_only_when_bulleted(text: str, form: bool) -> None:
    assert (" • " in joined(text)) is form
