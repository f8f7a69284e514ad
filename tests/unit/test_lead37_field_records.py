"""A record of labelled fields typed on one line ("• editor: DataGrip • theme: dark",
现居：东莞｜技能：SAP) is read field by field, lower-case labels included; pasted config is
not a record."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("- allergic: tree nuts - diet: pescatarian", {("fact:allergy", "tree nuts")}),
        (
            "• editor: DataGrip • theme: dark • indent: 4 spaces",
            {("pref.editor", "DataGrip"), ("pref.theme", "dark"), ("pref.indentation", "spaces")},
        ),
        (
            "Name: Ana | City: Porto | Job: nurse",
            {("profile.name", "Ana"), ("profile.location", "Porto"), ("profile.role", "nurse")},
        ),
        ("1. Name: Kofi 2. City: Accra 3. Languages: Twi, English", {("profile.name", "Kofi")}),
        (
            "5. Dietary needs: halal 6. Allergies: sesame 7. Anything else: no",
            {("fact:allergy", "sesame")},
        ),
        (
            "求职意向：供应链经理｜现居：东莞｜技能：SAP、精益生产｜语言：粤语、英语",
            {
                ("profile.location", "东莞"),
                ("profile.languages", "粤语"),
                ("profile.skills", "SAP"),
            },
        ),
        (
            "编辑器：Cursor｜主题：深色｜缩进：tab",
            {("pref.editor", "Cursor"), ("pref.theme", "dark"), ("pref.indentation", "tabs")},
        ),
        (
            "• 姓名：李雷 • 职业：护士 • 坐标：成都",
            {("profile.name", "李雷"), ("profile.role", "护士")},
        ),
    ],
)
def test_a_record_on_one_line_is_read_field_by_field(
    text: str, expected: set[tuple[str, str]]
) -> None:
    assert expected <= learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "name: web\nimage: nginx\nlanguage: python",
        "- name: web",
        "name: web | image: nginx:1.25",
        "editor: {{ EDITOR }} | theme: ${THEME}",
        "名字：{name}｜城市：{city}",
        "config:\n  editor: nano\n  indent: spaces\n帮我看看这个配置对不对",
        "settings:\n  editor: helix\n  indent: tabs",
    ],
)
def test_config_and_templates_are_no_record(text: str) -> None:
    keys = learned_keys(text)
    assert not {k for k, _ in keys if k.startswith(("profile.", "pref."))}
