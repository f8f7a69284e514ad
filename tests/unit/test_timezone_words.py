"""A zone word alone is a time zone; inside a longer place name it is part of the place."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import memories, said_now


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("I live in Pacific Grove.", "Pacific Grove"),
        ("We moved to Central Falls last year.", "Central Falls"),
        ("我住在美国东部。", "美国"),
    ],
)
def test_a_zone_word_in_a_place_name_is_no_time_zone(said: str, place: str) -> None:
    now = said_now(memories(said))
    assert place in now
    assert "Timezone" not in now
    assert "时区" not in now


@pytest.mark.parametrize(
    ("said", "zone"),
    [
        ("I'm on Eastern now.", "Eastern"),
        ("Mountain time here.", "Mountain time"),
        ("我用的是美国东部时间。", "美国东部时间"),
    ],
)
def test_a_zone_said_alone_is_a_time_zone(said: str, zone: str) -> None:
    assert zone in said_now(memories(said))


def test_a_city_after_the_employer_is_no_time_zone() -> None:
    now = said_now(memories("I work at Google, in Mountain View."))
    assert "Google" in now
    assert "Timezone" not in now
