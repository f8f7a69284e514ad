"""A spouse named after "married to" and children listed after "kids:" are the user's
relations with their names; a job one is "married to", a question, someone else's marriage or
a list of no names gives none."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import said


@pytest.mark.parametrize(
    ("text", "relations"),
    [
        ("I am married to Aroha, two boys.", {"relation=spouse: Aroha"}),
        ("Married to Greg.", {"relation=spouse: Greg"}),
        ("Been married to Linda for 30 years.", {"relation=spouse: Linda"}),
        (
            "I have three kids: Noa, Eli and Ruth.",
            {"relation=child: Noa", "relation=child: Eli", "relation=child: Ruth"},
        ),
    ],
)
def test_named_after_the_bond(text: str, relations: set[str]) -> None:
    assert relations <= said(text)


@pytest.mark.parametrize(
    "text",
    [
        "My sister is married to Tom.",
        "I am married to the job.",
        "Would I be married to Anna?",
        "My kids: Grown Up now.",
    ],
)
def test_no_named_relation(text: str) -> None:
    assert not any(s.startswith("relation=") and ": " in s for s in said(text))
