"""A thing liked "on rainy days", "on cold nights": the value keeps the thing, never a
dangling "on rainy" left when the days are cut off; a place or a name that ends so stays."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.value_shapes import shape_value
from tests.fixtures.grammar import user_slot_values


@pytest.mark.parametrize(
    ("text", "slot", "thing"),
    [
        ("I love reading in bed on rainy days", "like", "reading in bed"),
        ("I enjoy long walks on sunny days", "like", "long walks"),
        ("I like soup on cold days", "like", "soup"),
        ("I hate driving on icy days", "dislike", "driving"),
        ("honestly i love a good curry on wet days", "like", "curry"),
        ("I really can't stand commuting on hot days!!", "dislike", "commuting"),
    ],
)
def test_the_thing_without_a_dangling_weather(text: str, slot: str, thing: str) -> None:
    values = [v for s, v in user_slot_values(text) if s == slot]
    assert values
    assert not [
        v for v in values if v.split()[-1] in ("rainy", "sunny", "cold", "icy", "wet", "hot")
    ]
    assert [v for v in values if thing in v]


@pytest.mark.parametrize(
    ("value", "kept"),
    [
        ("reading in bed on rainy", "reading in bed"),
        ("running in the rain", "running in the rain"),
        ("Hot In Cleveland", "Hot In Cleveland"),
        ("Some Like It Hot", "Some Like It Hot"),
        ("soup", "soup"),
    ],
)
def test_the_shapes(value: str, kept: str) -> None:
    assert shape_value("like", value) == kept


def test_someone_elses_taste_is_not_the_users() -> None:
    assert not [s for s, _ in user_slot_values("My dad loves soup on cold days") if s == "like"]
