"""Relative and absolute dates, English and Chinese, resolved against the event's date."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from memstream.processors.dates import anchor_date, dates_in, find_dates, rewrite_dates

THURSDAY = date(2026, 3, 5)  # the anchor: Thursday 5 March 2026


@pytest.mark.parametrize(
    ("text", "iso", "precision"),
    [
        ("I'll do it today", "2026-03-05", "day"),
        ("see you tomorrow", "2026-03-06", "day"),
        ("I called her yesterday", "2026-03-04", "day"),
        ("the day after tomorrow", "2026-03-07", "day"),
        ("the day before yesterday", "2026-03-03", "day"),
        ("next Friday", "2026-03-13", "day"),
        ("this Friday", "2026-03-06", "day"),
        ("last Friday", "2026-02-27", "day"),
        ("last Thursday", "2026-02-26", "day"),
        ("next Monday", "2026-03-09", "day"),
        ("on Saturday", "2026-03-07", "day"),
        ("I went hiking on Saturday", "2026-02-28", "day"),
        ("this weekend", "2026-03-07", "weekend"),
        ("next weekend", "2026-03-14", "weekend"),
        ("last weekend", "2026-02-28", "weekend"),
        ("in 3 days", "2026-03-08", "day"),
        ("in two weeks", "2026-03-19", "day"),
        ("in a couple of weeks", "2026-03-19", "day"),
        ("3 days ago", "2026-03-02", "day"),
        ("a week ago", "2026-02-26", "day"),
        ("last week", "2026-02-23", "week"),
        ("next week", "2026-03-09", "week"),
        ("last month", "2026-02-01", "month"),
        ("next month", "2026-04-01", "month"),
        ("last year", "2025-01-01", "year"),
        ("two years ago", "2024-01-01", "year"),
        ("about three years ago", "2023-01-01", "year"),
        ("on May 3rd", "2026-05-03", "day"),
        ("the 3rd of May", "2026-05-03", "day"),
        ("March 13, 2027", "2027-03-13", "day"),
        ("in December", "2025-12-01", "month"),
        ("2026-04-01", "2026-04-01", "day"),
    ],
)
def test_english_dates_resolve_against_the_event_date(text: str, iso: str, precision: str) -> None:
    [mention] = find_dates(text, THURSDAY)
    assert (mention.iso, mention.precision) == (iso, precision)


@pytest.mark.parametrize(
    ("text", "iso", "precision"),
    [
        ("今天", "2026-03-05", "day"),
        ("明天", "2026-03-06", "day"),
        ("后天", "2026-03-07", "day"),
        ("大后天", "2026-03-08", "day"),
        ("昨天", "2026-03-04", "day"),
        ("前天", "2026-03-03", "day"),
        ("下周五", "2026-03-13", "day"),
        ("上周五", "2026-02-27", "day"),
        ("这周六", "2026-03-07", "day"),
        ("星期天", "2026-03-08", "day"),
        ("周一我去了医院", "2026-03-02", "day"),
        ("周末", "2026-03-07", "weekend"),
        ("下周末", "2026-03-14", "weekend"),
        ("上周", "2026-02-23", "week"),
        ("下个星期", "2026-03-09", "week"),
        ("上个月", "2026-02-01", "month"),
        ("下个月", "2026-04-01", "month"),
        ("去年", "2025-01-01", "year"),
        ("明年", "2027-01-01", "year"),
        ("三天后", "2026-03-08", "day"),
        ("两周前", "2026-02-19", "day"),
        ("10天以后", "2026-03-15", "day"),
        ("三个月后", "2026-06-01", "month"),
        ("大约三年前", "2023-01-01", "year"),
        ("5月3日", "2026-05-03", "day"),
        ("五月三号", "2026-05-03", "day"),
        ("2027年1月2日", "2027-01-02", "day"),
        ("十二月二十五号", "2025-12-25", "day"),
    ],
)
def test_chinese_dates_resolve_against_the_event_date(text: str, iso: str, precision: str) -> None:
    [mention] = find_dates(text, THURSDAY)
    assert (mention.iso, mention.precision) == (iso, precision)


def test_a_trip_is_rewritten_with_its_absolute_date() -> None:
    english = rewrite_dates("I'm flying to Lisbon next Friday.", THURSDAY)
    chinese = rewrite_dates("我下周五去里斯本", THURSDAY)

    assert english.text == "I'm flying to Lisbon on 2026-03-13 (Friday)."
    assert chinese.text == "我2026-03-13(周五)去里斯本"
    assert english.dates == chinese.dates == ("2026-03-13",)


def test_rewriting_keeps_the_preposition_the_user_wrote() -> None:
    assert rewrite_dates("on May 3rd", THURSDAY).text == "on 2026-05-03 (Sunday)"
    assert rewrite_dates("due by next Friday", THURSDAY).text == "due by 2026-03-13 (Friday)"
    assert rewrite_dates("last week", THURSDAY).text == "in the week of 2026-02-23"
    assert rewrite_dates("上个月", THURSDAY).text == "2026年2月"


def test_several_dates_in_one_text_are_listed_once_each_in_order() -> None:
    text = "I fly out tomorrow and come back next Friday, tomorrow is early."
    assert dates_in(text, THURSDAY) == ["2026-03-06", "2026-03-13"]
    assert dates_in("我明天出发，下周五回来", THURSDAY) == ["2026-03-06", "2026-03-13"]


@pytest.mark.parametrize(
    "text",
    ["I may go", "No dates here.", "May I ask something?", "我喜欢喝茶", "一个人", "Sunday best"],
)
def test_text_without_a_date_has_none(text: str) -> None:
    # "Sunday best" is a bare weekday: it resolves; the others name no date at all.
    found = find_dates(text, THURSDAY)
    assert [m.text for m in found] == (["Sunday"] if text == "Sunday best" else [])


def test_the_anchor_is_the_event_date_in_the_offset_the_event_carries() -> None:
    late_utc = datetime(2026, 3, 5, 23, 30, tzinfo=UTC)
    shanghai = late_utc.astimezone(timezone(timedelta(hours=8)))

    assert anchor_date(late_utc) == date(2026, 3, 5)
    assert anchor_date(shanghai) == date(2026, 3, 6)
    assert dates_in("tomorrow", anchor_date(shanghai)) == ["2026-03-07"]


def test_impossible_dates_are_ignored() -> None:
    assert find_dates("February 30th", THURSDAY) == []
    assert find_dates("2月30日", THURSDAY) == []
