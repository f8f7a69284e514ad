"""Skills said by years of practice, in shapes without a subject (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

SKILL = "profile.skills"


def skills(text: str) -> set[str]:
    """The skills a message teaches."""
    return {v for k, v in learned_keys(text) if k == SKILL}


@pytest.mark.parametrize(
    ("text", "skill"),
    [
        ("Been knitting for thirty years", "knitting"),
        ("Been coding since I was twelve", "coding"),
        ("琴我拉了快二十年", "拉琴"),
        ("二胡我拉了三十年", "拉二胡"),
    ],
)
def test_years_of_a_craft(text: str, skill: str) -> None:
    assert skill in skills(text)


@pytest.mark.parametrize(
    "text",
    [
        "Been running since 2015",
        "Been working since I was 16",
        "Been living here since 2019",
        "Been dating for two years",
        "饭我做了二十年",
    ],
)
def test_years_of_a_way_of_life_are_no_skill(text: str) -> None:
    assert skills(text) == set()
