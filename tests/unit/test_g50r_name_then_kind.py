"""A pet named first and its kind said after it in an aside, in English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("Walking Biscuit (my beagle) before work.", "profile.relations.beagle", "Biscuit"),
        ("Juno, our cat, hates the vacuum.", "profile.relations.cat", "Juno"),
        ("Pepper, my tortie, is asleep on me.", "profile.relations.tortie", "Pepper"),
        ("豆豆（我家的柯基）今天又拆家了", "profile.relations.柯基", "豆豆"),
        ("咪咪，我家的猫，今天不吃饭", "profile.relations.cat", "咪咪"),
    ],
)
def test_a_pet_named_before_its_kind_is_learned(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Is Rex (my dog) allowed on trains?",
        "If I adopt Luna, my sister's cat, what should I buy?",
        "豆豆（我朋友的狗）很可爱",
        "豆豆（我家的柯基）会游泳吗？",
    ],
)
def test_no_pet_from_a_question_or_someone_elses(text: str) -> None:
    assert not any(key.startswith("profile.relations") for key, _ in learned_keys(text))
