"""The organisation said a few words after the user's role, past what or where the work is
(g43w, issue 22): English only (Chinese says the organisation before the role, 在X当Y)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _employers(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.employer"}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm a marine biologist studying deep-sea sponges for NIWA.", "NIWA"),
        (
            "I'm a first officer flying 777 freighters for Atlas Air, home is Cincinnati",
            "Atlas Air",
        ),
        ("i'm an RN on a cardiac floor at Mass General", "Mass General"),
        ("I'm the only pharmacist at a CVS in rural Georgia so no lunch breaks", "CVS"),
        ("I'm a nurse on nights at St Mary's", "St Mary's"),
    ],
)
def test_the_organisation_after_the_work_is_the_employer(text: str, employer: str) -> None:
    assert employer in _employers(text), learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a designer looking for Figma plugins",
        "I'm the cook for a Gujarati joint family",
        "I'm a chef cooking for Mom this weekend",
        "I'm a teacher in Boston",
        "I'm a nurse and my wife works at Mayo Clinic",
        "my sister is a vet working for Blue Cross",
    ],
)
def test_an_errand_a_modifier_a_person_or_someone_else_gives_no_employer(text: str) -> None:
    assert _employers(text) == set()
