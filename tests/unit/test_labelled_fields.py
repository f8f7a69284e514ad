"""A self-description typed as labelled fields (a bio, an intake form) is read field by field,
each as the statement it stands for; config keys, blanks and unknown labels fill nothing.
English and Chinese."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.labelled_fields import field_statements
from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Name: Isolde Brannigan\nOccupation: harbour pilot\nLocation: Cobh",
            {
                ("profile.name", "Isolde Brannigan"),
                ("profile.role", "harbour pilot"),
                ("profile.location", "Cobh"),
            },
        ),
        ("Allergies: latex, ibuprofen", {("fact:allergy", "latex"), ("fact:allergy", "ibuprofen")}),
        (
            "Languages: Welsh and English",
            {("profile.languages", "Welsh"), ("profile.languages", "English")},
        ),
        (
            "姓名：周晓雯\n职业：药剂师\n所在地：嘉兴",
            {("profile.name", "周晓雯"), ("profile.role", "药剂师"), ("profile.location", "嘉兴")},
        ),
        ("过敏：芒果、花生", {("fact:allergy", "芒果"), ("fact:allergy", "花生")}),
    ],
)
def test_each_field_is_read_as_its_statement(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "services:\n  api:\n    name: api\n    image: postgres",
        "Name: [your name]\nRole: ____",
        "Location: TBD",
        "过敏：无",
        "Name: {{ user.name }}",
        "职业：？",
    ],
)
def test_config_blanks_and_placeholders_fill_nothing(text: str) -> None:
    assert learned_keys(text) == set()


@pytest.mark.parametrize(
    ("text", "chinese", "said"),
    [
        ("Job title: night porter", False, ["I am a night porter."]),
        ("Hobbies: chess / bouldering", False, ["I love chess.", "I love bouldering."]),
        ("Favourite colour: green", False, []),
        ("爱好：钓鱼和下棋", True, ["我喜欢钓鱼。", "我喜欢下棋。"]),
        ("备注：下周出差", True, []),
    ],
)
def test_a_known_label_says_its_statement_and_others_say_nothing(
    text: str, chinese: bool, said: list[str]
) -> None:
    assert field_statements(text, chinese) == said
