"""A value never keeps what is left of "as well" / 也 (LoCoMo: "Allergic to cockroaches as")."""

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

_DAY = date(2026, 11, 26)


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [
        ("I found out recently I'm allergic to cockroaches as well", "allergy", "cockroaches"),
        ("I'm allergic to cats as well", "allergy", "cats"),
        ("I love hiking as well", "like", "hiking"),
    ],
)
def test_english_value_without_as_well(said: str, slot: str, value: str) -> None:
    assert (slot, value) in {(f.slot, f.value) for f in en.parse(said, _DAY)}


@pytest.mark.parametrize(
    ("said", "slot", "value"),
    [("我对猫毛也过敏", "allergy", "猫毛"), ("我也喜欢爬山", "like", "爬山")],
)
def test_chinese_value_without_also(said: str, slot: str, value: str) -> None:
    assert (slot, value) in {(f.slot, f.value) for f in zh.parse(said, _DAY)}
