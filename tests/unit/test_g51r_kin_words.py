"""Kin said in everyday words (my nan, my bubbe, my stepmum Carol, my sponsor Marguerite)
are the user's relations; the same words elsewhere are not."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("I live with my nan, she's 94.", "profile.relations.grandmother", "nan"),
        ("I live with my bubbe, she still makes kugel.", "profile.relations.grandmother", "bubbe"),
        ("I need to explain fatigue testing to my nan lol", "profile.relations.grandmother", "nan"),
        ("my stepmum Carol is visiting.", "profile.relations.stepmom", "Carol"),
        ("my sponsor Marguerite says to journal.", "profile.relations.sponsor", "Marguerite"),
        ("I live with my gran.", "profile.relations.grandmother", "gran"),
        ("我奶奶今年九十了", "profile.relations.grandmother", "奶奶"),
    ],
)
def test_everyday_kin_words_are_relations(text: str, key: str, value: str) -> None:
    assert (key, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    ["I had naan bread with my curry.", "Nan is a lovely name for a girl.", "他奶奶住院了"],
)
def test_no_relation_of_the_users(text: str) -> None:
    assert not any(k.startswith("profile.relations") for k, _ in learned_keys(text))
