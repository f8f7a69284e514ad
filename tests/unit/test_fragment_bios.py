"""A bio or intake typed as fragments under a heading, with an age among them ("Intake: 58 /
retired electrician / type 1 diabetic / allergic to codeine / lives alone in Whitby", 简介：28岁，
程序员，坐标上海): the heading and the age are skipped, each fragment read where a sentence
would hold it; lists of options and moods stay unread. English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Intake: 63 / retired plumber / type 2 diabetic / allergic to aspirin"
            " / lives alone in Bude",
            {
                ("profile.role", "retired plumber"),
                ("fact:health", "type 2 diabetes"),
                ("fact:allergy", "aspirin"),
                ("profile.location", "Bude"),
            },
        ),
        (
            "Bio: 29 / product designer / lives in Porto / speaks Portuguese and English",
            {("profile.role", "product designer"), ("profile.location", "Porto")},
        ),
        (
            "简介：28岁，程序员，坐标上海",
            {("profile.role", "程序员"), ("profile.location", "上海")},
        ),
        (
            "个人信息：35岁，会计，坐标成都",
            {("profile.role", "会计"), ("profile.location", "成都")},
        ),
    ],
)
def test_a_bio_in_fragments_is_read_fragment_by_fragment(
    text: str, expected: set[tuple[str, str]]
) -> None:
    assert expected <= learned_keys(text)


@pytest.mark.parametrize(
    ("text", "place"),
    [("I live alone in Whitby", "Whitby"), ("I live on my own in Leeds", "Leeds")],
)
def test_living_alone_is_still_a_home(text: str, place: str) -> None:
    assert ("profile.location", place) in learned_keys(text)


def test_an_age_before_a_job_is_no_part_of_it() -> None:
    assert ("profile.role", "nurse") in learned_keys("I'm 34, a nurse in Leeds")


@pytest.mark.parametrize(
    "text",
    ["Paris, Rome, Berlin", "tired, hungry, bored", "很多老师都有咽炎，职业病", "30, 40, 50"],
)
def test_lists_of_options_moods_and_numbers_teach_nothing(text: str) -> None:
    assert learned_keys(text) == set()
