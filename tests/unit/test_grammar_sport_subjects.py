"""A sport that opens a sentence is what the sentence is about, never a person who has the
facts that follow ("Tennis is on hold, hurt my wrist"); a name there still is (English,
Chinese)."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.grammar import en, zh

DAY = date(2026, 3, 2)
SPORTS_FIRST = [
    ("Tennis is on hold, hurt my wrist.", "Tennis"),
    ("Yoga has been hard lately, pulled a muscle.", "Yoga"),
    ("Boxing is on pause, broke my hand.", "Boxing"),
]


@pytest.mark.parametrize(("text", "sport"), SPORTS_FIRST)
def test_a_sport_opening_an_english_sentence_is_no_one(text: str, sport: str) -> None:
    assert all(fill.subject != sport for fill in en.parse(text, DAY))


def test_a_name_opening_an_english_sentence_is_still_a_person() -> None:
    assert ("dislike", "cilantro", "Mark") in [
        (f.slot, f.value, f.subject) for f in en.parse("Mark hates cilantro.", DAY)
    ]


@pytest.mark.parametrize("text", ["网球先停了，手腕伤了。", "瑜伽最近没练，腰扭伤了。"])
def test_a_sport_opening_a_chinese_sentence_is_no_one(text: str) -> None:
    assert {fill.subject for fill in zh.parse(text, DAY)} <= {"user"}
