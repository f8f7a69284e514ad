"""Health conditions: named conditions the lexicon now knows (eponyms such as Raynaud's and
Hashimoto's, abbreviations such as GERD), "living with" as a way to say one, a Chinese name
with its tail kept whole (桥本甲状腺炎), and Chinese lists of conditions (糖尿病和高血压)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _conditions(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "fact:health"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've got Raynaud's, so my fingers go white in the cold.", {"Raynaud's"}),
        ("living with Hashimoto's", {"Hashimoto's"}),
        ("I'm living with MS", {"MS"}),
        ("I have GERD, so no late dinners", {"GERD"}),
        ("I live with type 1 diabetes", {"type 1 diabetes"}),
        ("我有桥本甲状腺炎", {"桥本甲状腺炎"}),
        ("我有多囊卵巢综合征", {"多囊卵巢综合征"}),
        ("我有糖尿病和高血压", {"糖尿病", "高血压"}),
        ("我有哮喘、湿疹", {"哮喘", "湿疹"}),
        ("我有高血压跟痛风", {"高血压", "痛风"}),
    ],
)
def test_the_users_conditions(text: str, expected: set[str]) -> None:
    assert _conditions(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I have pots and pans everywhere",
        "I'm living with my parents",
        "living with roommates is hard",
        "他有糖尿病和高血压",
        "我和老公一起去体检",
    ],
)
def test_no_condition_of_the_users(text: str) -> None:
    assert not _conditions(text)
