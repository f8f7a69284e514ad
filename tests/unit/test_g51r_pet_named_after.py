"""A pet's name in the clause after the one that has it, said with 名叫 (我养了一只柯基，名叫
土豆), as "His name is Potato." is in English; another's pet stays theirs."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "name"),
    [
        ("我养了一只柯基，名叫土豆", "profile.relations.柯基", "土豆"),
        ("我家有只橘猫，名叫大黄", "profile.relations.橘猫", "大黄"),
        ("I have a corgi. His name is Potato.", "profile.relations.corgi", "Potato"),
    ],
)
def test_the_name_after_the_pet(text: str, key: str, name: str) -> None:
    assert (key, name) in learned_keys(text)


def test_anothers_pet_named_after_is_theirs() -> None:
    keys = {k for k, _ in learned_keys("我朋友养了一只柯基，名叫土豆")}
    assert not any(k.startswith("profile.relations") for k in keys)
