"""Days of the month and month ends, English and Chinese ("on the 12th", 15号, 下个月三号,
"the end of the month", 月底): the next such day from the message on."""

from __future__ import annotations

from datetime import date

import pytest

from memstream.processors.dates import find_dates

MONDAY = date(2026, 3, 2)


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("we fly out on the 28th", "2026-03-28"),
        ("rent is due on the 1st", "2026-04-01"),
        ("moving at the end of the month", "2026-03-31"),
        ("by the end of next month", "2026-04-30"),
        ("two weeks from today I sit the exam", "2026-03-16"),
        ("15号要去体检", "2026-03-15"),
        ("下个月三号搬家", "2026-04-03"),
        ("这个月28号团建", "2026-03-28"),
        ("一号交房租", "2026-04-01"),
        ("月底要交报告", "2026-03-31"),
        ("下个月底出差", "2026-04-30"),
    ],
)
def test_a_day_of_the_month_is_the_next_one(text: str, iso: str) -> None:
    assert [m.iso for m in find_dates(text, MONDAY)][:1] == [iso]


@pytest.mark.parametrize(
    "text", ["I live on the 2nd floor", "the 3rd time this week", "坐10号线上班", "住在三号楼"]
)
def test_an_ordinal_that_is_no_date(text: str) -> None:
    assert not [m for m in find_dates(text, MONDAY) if m.text.strip() not in ("this week",)]


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("I'm taking my GRE a week from Saturday", "2026-03-14"),
        ("two weeks from Friday", "2026-03-20"),
    ],
)
def test_weeks_from_a_weekday(text: str, iso: str) -> None:
    assert [m.iso for m in find_dates(text, MONDAY)] == [iso]
