"""An employer that is only a place with a possessive left on it (十堰的, "Gibraltar's") or
where the speaker points (这里工作, 喺度兼职, "in here"): no organisation, so no employer."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values


@pytest.mark.parametrize(
    "value",
    [
        "十堰的",
        "丹东的",
        "杭州的",
        "Gibraltar's",
        "London's",
        "Glasgow’s",
        "里面",
        "这里工作",
        "那边上班",
        "度兼职",
        "in here",
        "over there",
    ],
)
def test_no_employer_of_a_place_or_a_pointer(value: str) -> None:
    assert shape_value("employer", value) is None


@pytest.mark.parametrize(
    "value",
    ["McDonald's", "Macy's", "Trader Joe's", "Sainsbury's", "腾讯", "美团", "白银公司", "里昂证券"],
)
def test_an_organisation_stays(value: str) -> None:
    assert shape_value("employer", value) == value


@pytest.mark.parametrize(
    "text",
    [
        "我在这里工作三年了",
        "我是里面的会计",
        "我喺度兼职做收银",
        "I'm a nurse in here, been here 10 years",
        "I work for London's biggest bus company.",
        "I'm a driver for Glasgow's council",
        "我在十堰的一家酒厂上班",
    ],
)
def test_sentences_learn_no_place_as_employer(text: str) -> None:
    employers = [v for s, v in user_slot_values(text) if s == "employer"]
    assert not [v for v in employers if shape_value("employer", v) is None]
    assert not [v for v in employers if v.rstrip("的's’") in ("这里", "里面", "十堰", "London")]


def test_a_named_employer_is_read() -> None:
    assert ("employer", "McDonald's") in user_slot_values("I work at McDonald's.")


def test_a_name_cut_to_home_is_no_work_location() -> None:
    assert shape_value("work_location", "Home") is None


@pytest.mark.parametrize(
    "text",
    [
        "I drive for Uber on weekends and work at Home Depot during the week",
        "I work at Home Depot in Atlanta",
        "just started at Home Depot, nights",
        "work at Home Bargains in Leeds",
    ],
)
def test_no_home_cut_from_a_name(text: str) -> None:
    found = user_slot_values(text)
    assert not [v for s, v in found if s == "work_location" and v == "Home"]


@pytest.mark.parametrize("value", ["Atlanta", "Home Counties", "home", "浦东", "家"])
def test_a_place_or_home_said_stays(value: str) -> None:
    assert shape_value("work_location", value) == value
