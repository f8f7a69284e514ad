from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from memstream.query_api.recall.when import asks_when, time_cue

NOW = datetime(2024, 3, 13, 15, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        ("What did I do on 8 May 2023?", date(2023, 5, 8), date(2023, 5, 8)),
        ("what happened on May 8th, 2023", date(2023, 5, 8), date(2023, 5, 8)),
        ("notes from 2023-05-08", date(2023, 5, 8), date(2023, 5, 8)),
        ("What did we plan in May 2023?", date(2023, 5, 1), date(2023, 5, 31)),
        ("anything in May?", date(2023, 5, 1), date(2023, 5, 31)),
        ("what did I read in 2022", date(2022, 1, 1), date(2022, 12, 31)),
        ("what did we do yesterday", date(2024, 3, 12), date(2024, 3, 12)),
        ("recap of last week", date(2024, 3, 4), date(2024, 3, 10)),
        ("what did I buy last month", date(2024, 2, 1), date(2024, 2, 29)),
        ("trips last year", date(2023, 1, 1), date(2023, 12, 31)),
        ("what did I cook last Friday", date(2024, 3, 8), date(2024, 3, 8)),
        ("the talk two weeks ago", date(2024, 2, 25), date(2024, 3, 2)),
        ("我2023年5月8日做了什么", date(2023, 5, 8), date(2023, 5, 8)),
        ("我们2023年5月讨论了什么", date(2023, 5, 1), date(2023, 5, 31)),
        ("5月8号的会议", date(2023, 5, 8), date(2023, 5, 8)),
        ("去年去了哪里", date(2023, 1, 1), date(2023, 12, 31)),
        ("上周做了什么", date(2024, 3, 4), date(2024, 3, 10)),
        ("上个月买了什么", date(2024, 2, 1), date(2024, 2, 29)),
        ("昨天聊了什么", date(2024, 3, 12), date(2024, 3, 12)),
        ("上周五吃了什么", date(2024, 3, 8), date(2024, 3, 8)),
        ("三天前说的事", date(2024, 3, 9), date(2024, 3, 11)),
    ],
)
def test_periods_in_english_and_chinese(query: str, start: date, end: date) -> None:
    period = time_cue(query, NOW)
    assert period is not None, query
    assert (period.start, period.end) == (start, end), query
    assert period.contains(start) and not period.contains(date(2000, 1, 1))


@pytest.mark.parametrize("query", ["What is my favourite tea?", "我喜欢什么茶？", "May I ask?", ""])
def test_no_period_without_a_time_expression(query: str) -> None:
    assert time_cue(query, NOW) is None


def test_an_impossible_date_is_not_a_period() -> None:
    assert time_cue("on 31 February 2023", NOW) is not None  # falls back to the month
    assert time_cue("2023年2月31日", NOW) is not None


def test_questions_that_ask_when() -> None:
    assert asks_when("When did Caroline go to the support group?")
    assert asks_when("How long ago did I move?")
    assert asks_when("她什么时候去的北京？")
    assert asks_when("你哪天有空")
    assert not asks_when("What does Caroline like?")
    assert not asks_when("她喜欢什么？")


def test_the_period_describes_itself() -> None:
    period = time_cue("in May 2023", NOW)
    assert period is not None
    assert period.describe() == "'may 2023' (2023-05-01..2023-05-31)"
