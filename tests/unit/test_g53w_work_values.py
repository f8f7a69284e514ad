"""g53w: an employer's value keeps no full stop of the sentence ("I consult for Deloitte.")."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import user_slots


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I consult for Deloitte.", "Deloitte"),
        ("I freelance for the Guardian.", "Guardian"),
        ("I wait tables at a diner called Lou's.", "Lou's"),
    ],
)
def test_the_employer_has_no_full_stop(text: str, employer: str) -> None:
    employers = {value for slot, value in user_slots(text) if slot == "employer"}
    assert employers == {employer}
