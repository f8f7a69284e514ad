"""A chief officer's title before an organisation's name is a job, not a joke (g54w)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys

ROLE = "profile.role"
EMPLOYER = "profile.employer"


@pytest.mark.parametrize(
    ("text", "role", "employer"),
    [
        ("I'm the CEO of Kelpworks", "CEO", "Kelpworks"),
        ("I'm CEO of Kelpworks", "CEO", "Kelpworks"),
        ("CTO of Lumen here, quick question", "CTO", "Lumen"),
        (
            "Founder & CEO of Kelpworks — we turn seaweed into packaging.",
            "founder & CEO",
            "Kelpworks",
        ),
    ],
)
def test_chief_title_of_a_named_organisation(text: str, role: str, employer: str) -> None:
    keys = learned_keys(text)
    assert (ROLE, role) in keys
    assert (EMPLOYER, employer) in keys


@pytest.mark.parametrize(
    "text",
    [
        "I'm the CEO of naps lol",
        "CEO of procrastination over here",
        "My wife is the CEO of Kelpworks",
    ],
)
def test_a_joke_or_someone_elses_title_is_no_job(text: str) -> None:
    assert not [k for k in learned_keys(text) if k[0] in (ROLE, EMPLOYER)]
