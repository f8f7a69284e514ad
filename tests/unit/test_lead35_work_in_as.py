"""'I work in <place or field> as a <job>': the job is what follows 'as' (English), and the
Chinese counterpart 我在<place>当/做<job> keeps the job too."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I work in a bakery as a cake decorator.", "cake decorator"),
        ("I work in retail as a store manager.", "store manager"),
        ("I work for a small charity as a fundraiser", "fundraiser"),
        ("I work at the port as a crane operator", "crane operator"),
        ("I work in bakery as a cake decorator. Can you check my email?", "cake decorator"),
        ("我在一家面包店当裱花师", "裱花师"),
        ("我在医院做护工", "护工"),
        ("我在零售行业当店长", "店长"),
    ],
)
def test_the_job_after_as_is_the_role(text: str, role: str) -> None:
    roles = {value for key, value in learned_keys(text) if key == "profile.role"}
    assert roles == {role}


@pytest.mark.parametrize(
    "text",
    [
        "if I worked in retail as a cashier I'd quit",
        "如果我在银行当柜员我早就辞职了",
    ],
)
def test_an_unreal_job_is_not_learned(text: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key == "profile.role"}


def test_someone_elses_job_is_not_the_users() -> None:
    keys = learned_keys("my wife works in retail as a buyer")
    assert ("profile.role", "buyer") not in keys
    assert ("profile.role", "retail") not in keys
