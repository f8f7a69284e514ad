"""One's own business named after a comma ("I own a landscaping business, Green Acres LLC",
"my shop, Bloom & Co"): the name is the employer, unless it opens a clause of its own
(g43w, issue 22). Chinese names a business with 叫 (test_not_employers)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _employers(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "profile.employer"}


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I own a landscaping business, Green Acres LLC", "Green Acres LLC"),
        ("I run my shop, Bloom & Co, with my sister", "Bloom & Co"),
        ("I run a food truck, Smoke Signal", "Smoke Signal"),
        ("I own a small café, The Daily Grind, in Leeds", "The Daily Grind"),
        ("我在大理喜洲开了家民宿，叫青苔小院", "青苔小院"),
    ],
)
def test_a_business_named_after_a_comma_is_the_employer(text: str, employer: str) -> None:
    assert employer in _employers(text), learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I run a bakery, Tuesdays are busy",
        "we run a farm, Mum does the books",
        "I run a shop, I love it",
        "my sister runs a bakery, Crumb & Co",
        "我建了个群叫吃货联盟",
    ],
)
def test_a_clause_after_the_comma_or_someone_elses_business_is_no_employer(text: str) -> None:
    assert _employers(text) == set()
