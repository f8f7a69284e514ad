"""g51h: a diet said by how long it has been kept ("Six years vegan now", "eighteen months
sober this week": no plan), a named diet over a food left out ("I don't eat pork, I keep
kosher"; 我不吃猪肉，我们家是清真), a diet corrected in the sentence ("vegetarian — well,
pescatarian"), and no diet of a fast kept on certain days (初一十五吃素)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _diets(text: str) -> set[str]:
    return {value for key, value in learned_keys(text) if key == "fact:diet"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Six years vegan now and I still get asked about protein", "vegan"),
        ("eighteen months sober this week. so no wine pairings thanks", "no alcohol"),
        ("recovering alcoholic, 2 years clean on the 15th.", "no alcohol"),
        ("we're ten years vegetarian", "vegetarian"),
        ("I don't eat pork, I keep kosher.", "kosher"),
        ("I'm vegetarian — well, pescatarian, I eat fish", "pescatarian"),
        ("我不吃猪肉，我们家是清真", "halal"),
        ("俺们信佛，初一十五吃素，平常是不吃牛肉的", "no beef"),
        ("我吃素十年了", "vegetarian"),
    ],
)
def test_the_one_diet_a_sentence_settles(text: str, expected: str) -> None:
    assert _diets(text) == {expected}


@pytest.mark.parametrize(
    "text",
    [
        "two years clean from heroin",
        "Ten years vegan recipes please",
        "I want to be a year sober by Christmas",
        "Is six months vegan enough to see results?",
        "我每周一吃素",
    ],
)
def test_no_diet_kept_for_a_while(text: str) -> None:
    assert _diets(text) == set()


def test_a_time_kept_sober_is_no_plan() -> None:
    keys = learned_keys("eighteen months sober this week")
    assert not any(key.startswith("fact:plan") for key, _ in keys)


def test_someone_elses_diet_leaves_the_users_food_rule() -> None:
    assert _diets("I don't eat pork, my wife keeps kosher") == {"no pork"}
