"""A form typed on one line after a short lead that says what it is for (g56e): "Filling this
out for the pool: Name: … City: … Medical: …" reads as the fields alone; a lead that says the
form is someone else's or an example reads nothing new; "Medical:" and "Health:" are labels of
conditions. Every sentence is written for these tests, in English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _learned(text: str) -> set[tuple[str, str]]:
    _, after = learned_after("", text)
    return {(m.slot, m.value) for m in after if m.active and m.subject == "user"}


LEADS: list[str] = [
    "Filling this out for the rowing club: Name: Mireille Okafor / City: Ghent / Medical: asthma",
    "For the ski school sign-up: Name: Mireille Okafor City: Ghent Health: asthma",
    "my details for the badge: Name: Mireille Okafor / City: Ghent / Medical: asthma",
]


@pytest.mark.parametrize("text", LEADS)
def test_the_fields_after_a_lead_are_read(text: str) -> None:
    learned = _learned(text)
    assert ("name", "Mireille Okafor") in learned
    assert ("home_location", "Ghent") in learned
    assert ("condition", "asthma") in learned


NOT_MINE: list[str] = [
    "Example form: Name: Jane Roe / City: Springfield / Medical: asthma",
    "Sample entry for the template: Name: Jane Roe / City: Springfield",
]


@pytest.mark.parametrize("text", NOT_MINE)
def test_someone_elses_or_a_made_up_form_is_not_read(text: str) -> None:
    learned = _learned(text)
    assert ("name", "Jane Roe") not in learned
    assert ("home_location", "Springfield") not in learned


def test_a_medical_label_alone_is_a_condition() -> None:
    assert ("condition", "asthma") in _learned("Medical: asthma")
    assert not {p for p in _learned("Medical: none") if p[0] == "condition"}


def test_chinese_fields_after_a_lead() -> None:
    learned = _learned("报名表：姓名：周晓梅 城市：宁波 过敏：青霉素")
    assert ("name", "周晓梅") in learned
    assert ("home_location", "宁波") in learned


def test_chinese_someone_elses_or_an_example_form_is_not_read() -> None:
    example = _learned("示例：姓名：张三 城市：北京")
    assert not {p for p in example if p[0] in ("name", "home_location")}
    learned = _learned("我儿子的报名表：姓名：周小宝 城市：宁波")
    assert not {p for p in learned if p[0] in ("name", "home_location")}
