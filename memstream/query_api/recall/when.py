"""Time in a question, without an LLM: the period it names, and whether it asks "when". Pure.

A period is resolved against `now` (the request's time, never the wall clock):
- English: "on 8 May 2023", "May 8, 2023", "2023-05-08", "in May 2023", "in May", "in 2023",
  "today", "yesterday", "this / last week, month, year", "last weekend", "last Friday",
  "3 days / two weeks ago";
- Chinese: 2023年5月8日, 2023年5月, 5月8号, 5月, 2023年, 今天, 昨天, 前天, 本周 / 上周,
  这个月 / 上个月, 今年 / 去年 / 前年, 上周五, 三天前, 两个月前.
"N ago" is approximate, so it gets a margin on both sides. `asks_when` recognizes a
question about a date ("when did", "what date", "how long ago", 什么时候, 哪天, 几号).
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Final

_MONTHS: Final = {
    name: index
    for index, full in enumerate(calendar.month_name)
    if full
    for name in (full.lower(), full[:3].lower())
}
_MONTH: Final = (
    r"(january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)"
)
_ORD: Final = r"(?:st|nd|rd|th)?"
_WEEKDAYS: Final = {name.lower(): i for i, name in enumerate(calendar.day_name)}
_WEEKDAY: Final = "|".join(_WEEKDAYS)
_NUMBER_WORDS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_NUMBER_WORDS.update({"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a few": 3})
_ZH_DIGITS: Final = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_ZH_DIGITS.update({"八": 8, "九": 9, "十": 10, "几": 3})
_ZH_WEEKDAYS: Final = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_ASKS_WHEN: Final = re.compile(
    r"\bwhen\b|\bwhat (?:date|day|time|year|month)\b|\bhow long ago\b|\bwhich (?:day|year|month)\b"
    r"|什么时候|何时|哪天|哪一天|哪年|哪一年|几号|几月|多久以前|多久前"
)


@dataclass(frozen=True, slots=True)
class Period:
    """A span of days (both ends included) a question names, and the words that named it."""

    start: date
    end: date
    phrase: str

    def contains(self, day: date) -> bool:
        """True when the day falls within the period."""
        return self.start <= day <= self.end

    def describe(self) -> str:
        """The period in words, for a hit's reasons."""
        span = self.start.isoformat()
        if self.end != self.start:
            span += f"..{self.end.isoformat()}"
        return f"'{self.phrase}' ({span})"


def _month_span(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _safe_day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _last_month_named(month: int, today: date) -> int:
    """The year of the latest such month not after today."""
    return today.year if month <= today.month else today.year - 1


def _week_of(day: date) -> tuple[date, date]:
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=6)


def _ago(count: int, unit: str, today: date) -> tuple[date, date]:
    days = {"day": 1, "week": 7, "month": 30, "year": 365}[unit] * count
    margin = max(1, days // 4)
    center = today - timedelta(days=days)
    return center - timedelta(days=margin), center + timedelta(days=margin)


def _last_weekday(weekday: int, today: date) -> date:
    back = (today.weekday() - weekday) % 7 or 7
    return today - timedelta(days=back)


Rule = Callable[[re.Match[str], date], tuple[date, date] | None]


def _iso_day(m: re.Match[str], today: date) -> tuple[date, date] | None:
    day = _safe_day(int(m[1]), int(m[2]), int(m[3]))
    return (day, day) if day else None


def _day_month_year(m: re.Match[str], today: date) -> tuple[date, date] | None:
    day = _safe_day(int(m[3]), _MONTHS[m[2][:3]], int(m[1]))
    return (day, day) if day else None


def _month_day_year(m: re.Match[str], today: date) -> tuple[date, date] | None:
    day = _safe_day(int(m[3]), _MONTHS[m[1][:3]], int(m[2]))
    return (day, day) if day else None


def _month_year(m: re.Match[str], today: date) -> tuple[date, date] | None:
    return _month_span(int(m[2]), _MONTHS[m[1][:3]])


def _month_only(m: re.Match[str], today: date) -> tuple[date, date] | None:
    month = _MONTHS[m[1][:3]]
    return _month_span(_last_month_named(month, today), month)


def _year(m: re.Match[str], today: date) -> tuple[date, date] | None:
    return date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)


def _relative_en(m: re.Match[str], today: date) -> tuple[date, date] | None:
    word = m[0]
    if word in ("today", "tonight", "this morning"):
        return today, today
    if word in ("yesterday", "last night"):
        return today - timedelta(days=1), today - timedelta(days=1)
    if word == "this week":
        return _week_of(today)
    if word == "last week":
        return _week_of(today - timedelta(days=7))
    if word == "last weekend":
        saturday = _week_of(today - timedelta(days=7))[0] + timedelta(days=5)
        return saturday, saturday + timedelta(days=1)
    return _relative_month_year(word, today)


def _relative_month_year(word: str, today: date) -> tuple[date, date] | None:
    if word == "this month":
        return _month_span(today.year, today.month)
    if word == "last month":
        previous = today.replace(day=1) - timedelta(days=1)
        return _month_span(previous.year, previous.month)
    if word == "this year":
        return date(today.year, 1, 1), date(today.year, 12, 31)
    if word == "last year":
        return date(today.year - 1, 1, 1), date(today.year - 1, 12, 31)
    return None


def _weekday_en(m: re.Match[str], today: date) -> tuple[date, date] | None:
    day = _last_weekday(_WEEKDAYS[m[1]], today)
    return day, day


def _ago_en(m: re.Match[str], today: date) -> tuple[date, date] | None:
    count = int(m[1]) if m[1].isdigit() else _NUMBER_WORDS[m[1]]
    return _ago(count, m[2], today)


_EN_RULES: Final[tuple[tuple[re.Pattern[str], Rule], ...]] = (
    (re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"), _iso_day),
    (
        re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+(\d{{4}})\b"),
        _day_month_year,
    ),
    (re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b"), _month_day_year),
    (re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?(\d{{4}})\b"), _month_year),
    (
        re.compile(rf"\b(?:in|during|since|until|by)\s+(?:early\s+|late\s+|mid-?)?{_MONTH}\b"),
        _month_only,
    ),
    (re.compile(r"\b(?:in|during|of|since)\s+((?:19|20)\d{2})\b"), _year),
    (
        re.compile(
            r"\b(?:today|tonight|this morning|yesterday|last night|this week|last weekend"
            r"|last week|this month|last month|this year|last year)\b"
        ),
        _relative_en,
    ),
    (
        re.compile(r"\blast (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"),
        _weekday_en,
    ),
    (
        re.compile(
            r"\b(\d+|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
            r"\s+(day|week|month|year)s?\s+ago\b"
        ),
        _ago_en,
    ),
)


def _zh_number(text: str) -> int:
    return int(text) if text.isdigit() else _ZH_DIGITS.get(text, 1)


def _zh_full_day(m: re.Match[str], today: date) -> tuple[date, date] | None:
    day = _safe_day(int(m[1]), int(m[2]), int(m[3]))
    return (day, day) if day else None


def _zh_year_month(m: re.Match[str], today: date) -> tuple[date, date] | None:
    month = int(m[2])
    return _month_span(int(m[1]), month) if 1 <= month <= 12 else None


def _zh_month_day(m: re.Match[str], today: date) -> tuple[date, date] | None:
    month = int(m[1])
    if not 1 <= month <= 12:
        return None
    day = _safe_day(_last_month_named(month, today), month, int(m[2]))
    return (day, day) if day else None


def _zh_month(m: re.Match[str], today: date) -> tuple[date, date] | None:
    month = int(m[1])
    return _month_span(_last_month_named(month, today), month) if 1 <= month <= 12 else None


def _zh_year(m: re.Match[str], today: date) -> tuple[date, date] | None:
    return date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)


_ZH_WORDS: Final[dict[str, Callable[[date], tuple[date, date]]]] = {
    "今天": lambda d: (d, d),
    "昨天": lambda d: (d - timedelta(days=1), d - timedelta(days=1)),
    "前天": lambda d: (d - timedelta(days=2), d - timedelta(days=2)),
    "本周": _week_of,
    "这周": _week_of,
    "这个星期": _week_of,
    "上周": lambda d: _week_of(d - timedelta(days=7)),
    "上星期": lambda d: _week_of(d - timedelta(days=7)),
    "上个星期": lambda d: _week_of(d - timedelta(days=7)),
    "上礼拜": lambda d: _week_of(d - timedelta(days=7)),
    "这个月": lambda d: _month_span(d.year, d.month),
    "本月": lambda d: _month_span(d.year, d.month),
    "上个月": lambda d: _relative_month_year("last month", d) or (d, d),
    "上月": lambda d: _relative_month_year("last month", d) or (d, d),
    "今年": lambda d: (date(d.year, 1, 1), date(d.year, 12, 31)),
    "去年": lambda d: (date(d.year - 1, 1, 1), date(d.year - 1, 12, 31)),
    "前年": lambda d: (date(d.year - 2, 1, 1), date(d.year - 2, 12, 31)),
}


def _zh_word(m: re.Match[str], today: date) -> tuple[date, date] | None:
    return _ZH_WORDS[m[0]](today)


def _zh_weekday(m: re.Match[str], today: date) -> tuple[date, date] | None:
    monday = _week_of(today - timedelta(days=7))[0]
    day = monday + timedelta(days=_ZH_WEEKDAYS[m[1]])
    return day, day


def _zh_ago(m: re.Match[str], today: date) -> tuple[date, date] | None:
    unit = {"天": "day", "周": "week", "星期": "week", "个月": "month", "月": "month", "年": "year"}
    return _ago(_zh_number(m[1]), unit[m[2]], today)


_ZH_RULES: Final[tuple[tuple[re.Pattern[str], Rule], ...]] = (
    (re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]"), _zh_full_day),
    (re.compile(r"(\d{4})年(\d{1,2})月"), _zh_year_month),
    (re.compile(r"(\d{1,2})月(\d{1,2})[日号]"), _zh_month_day),
    (re.compile(r"(\d{4})年"), _zh_year),
    (re.compile(r"(?<![\d年])(\d{1,2})月份?"), _zh_month),
    (re.compile(r"(?:上周|上星期|上礼拜)([一二三四五六日天])"), _zh_weekday),
    (re.compile(r"(\d+|[一两二三四五六七八九十几])(天|周|星期|个月|年)(?:以)?前"), _zh_ago),
    (re.compile("|".join(sorted(_ZH_WORDS, key=len, reverse=True))), _zh_word),
)


def time_cue(query: str, now: datetime) -> Period | None:
    """The first period the query names (English or Chinese), resolved against `now`."""
    text = " ".join(query.casefold().split())
    today = now.date()
    for pattern, rule in (*_EN_RULES, *_ZH_RULES):
        for found in pattern.finditer(text):
            span = rule(found, today)
            if span is not None:
                return Period(span[0], span[1], found[0].strip())
    return None


def asks_when(query: str) -> bool:
    """True when the question asks for a date or a time ("when did", 什么时候, 哪天)."""
    return _ASKS_WHEN.search(query.casefold()) is not None
