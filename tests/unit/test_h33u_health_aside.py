"""Health said as the reason beside a food refused (`grammar/health_aside.py`), English and
Chinese, through the real extract and consolidate stages. My own sentences, none a corpus
line."""

from __future__ import annotations

import pytest

from tests.unit.test_updates_round5 import _holds, _now

HELD = [
    ("can't do gluten, celiac", ["celiac", "gluten-free"]),
    ("celiac, so no bread for me", ["celiac"]),
    ("I'll pass on the shrimp, allergic", ["allergy shrimp"]),
    ("skip the peanuts please, I'm allergic", ["allergy peanuts"]),
    ("hold the walnuts, deathly allergic", ["allergy walnuts"]),
    ("No dairy for me, lactose intolerant.", ["lactose intolerance"]),
    ("虾就不吃了，过敏", ["allergy 虾"]),
    ("帮我把香菜去掉，过敏", ["allergy 香菜"]),
    ("不吃花生，会过敏", ["allergy 花生"]),
    ("面包我不吃，乳糜泻", ["乳糜泻", "gluten-free"]),
]


@pytest.mark.parametrize(("said", "held"), HELD)
def test_a_bare_health_clause_beside_a_food_refused_is_the_users(
    said: str, held: list[str]
) -> None:
    now = _now(said)
    assert all(_holds(now, what) for what in held), now


def test_the_refused_food_is_an_allergy_not_a_dislike() -> None:
    now = _now("不吃花生，会过敏")
    assert not any(text.startswith("pref:") for text in now)


NOTHING = [
    "my son can't have eggs, allergic",
    "maybe celiac, so I skip bread",
    "skip the peanuts, is he allergic?",
    "我儿子不吃虾，过敏",
    "不吃虾，可能过敏？",
]


@pytest.mark.parametrize("said", NOTHING)
def test_someone_elses_or_a_supposed_health_word_is_not_the_users(said: str) -> None:
    now = _now(said)
    assert not any(t.startswith(("fact:allergy", "fact:health")) for t in now), now
