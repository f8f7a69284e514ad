"""Spoken northern day words (明儿个, 今儿, 后儿个, 昨儿个) are days against today; 儿子 and 女儿
after them are no days."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.dates import find_dates

MONDAY = date(2026, 3, 2)


@pytest.mark.parametrize(
    ("text", "said", "day"),
    [
        ("明儿个下午三点录节目", "明儿个", date(2026, 3, 3)),
        ("今儿我歇着", "今儿", date(2026, 3, 2)),
        ("后儿个走", "后儿个", date(2026, 3, 4)),
        ("昨儿个喝多了", "昨儿个", date(2026, 3, 1)),
        ("see you tomorrow", "tomorrow", date(2026, 3, 3)),
    ],
)
def test_a_spoken_day(text: str, said: str, day: date) -> None:
    assert [(m.text, m.day) for m in find_dates(text, MONDAY)] == [(said, day)]


@pytest.mark.parametrize("text", ["我明儿子", "今儿子", "my son"])
def test_no_day(text: str) -> None:
    assert find_dates(text, MONDAY) == []
