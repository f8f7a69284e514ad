"""Words and calendar arithmetic behind `processors.dates`: month, weekday and number
names in English and Chinese, and month/week/year steps. Pure."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from typing import Final, Literal

Precision = Literal["day", "week", "weekend", "month", "year"]
Resolved = tuple[date, Precision] | None

EN_MONTHS: Final = {
    name: number
    for number, name in enumerate(
        "jan feb mar apr may jun jul aug sep oct nov dec".split(), start=1
    )
}
EN_WEEKDAYS: Final = {
    name: number for number, name in enumerate("mon tue wed thu fri sat sun".split())
}
WEEKDAY_NAMES: Final = tuple(calendar.day_name)
EN_DAY_NAME: Final = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
"""A weekday's full English name as a pattern (case left to the caller's flags)."""
EN_DAY_WORDS: Final = frozenset(name.lower() for name in WEEKDAY_NAMES)
"""The weekdays' full English names in lower case ("monday" ... "sunday")."""
EN_DAY_SHORT_WORDS: Final = frozenset([*EN_WEEKDAYS, "tues", "weds", "thur", "thurs"])
"""The weekdays' short English names in lower case ("mon", "tues", "thurs" ...)."""
ZH_WEEKDAYS: Final = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
EN_NUMBERS: Final = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "a couple of": 2, "couple of": 2, "a few": 3, "few": 3,
}  # fmt: skip
_ZH_DIGITS: Final = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2, "〇": 0}


def en_month(name: str) -> int:
    """The number of an English month name or abbreviation ("March", "Sept" -> 3, 9)."""
    return EN_MONTHS[name.lower()[:3]]


def zh_number(text: str) -> int:
    """A small number written in digits or Chinese numerals (三 3, 十二 12, 二十一 21, 两 2)."""
    if text.isdigit():
        return int(text)
    if "十" not in text:
        return sum(_ZH_DIGITS[c] * 10**i for i, c in enumerate(reversed(text)))
    tens, _, units = text.partition("十")
    return (_ZH_DIGITS[tens] if tens else 1) * 10 + (_ZH_DIGITS[units] if units else 0)


def add_months(day: date, months: int) -> date:
    """The same day `months` later (earlier when negative), clamped to the month's end."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))


def monday(day: date) -> date:
    """The Monday of the day's week."""
    return day - timedelta(days=day.weekday())


def safe_date(year: int, month: int, day: int) -> date | None:
    """The date, or None when it does not exist (February 30th)."""
    try:
        return date(year, month, day)
    except ValueError:
        return None


def nearest_year(anchor: date, month: int, day: int) -> date | None:
    """The month and day in the year (anchor's, the one before or after) nearest the anchor."""
    options = [safe_date(year, month, day) for year in range(anchor.year - 1, anchor.year + 2)]
    valid = [option for option in options if option is not None]
    return min(valid, key=lambda d: abs((d - anchor).days)) if valid else None


def period(anchor: date, unit: str, step: int) -> Resolved:
    """The first day of the week, month or year `step` periods from the anchor's."""
    if unit == "week":
        return monday(anchor) + timedelta(weeks=step), "week"
    if unit == "month":
        return add_months(anchor.replace(day=1), step), "month"
    return date(anchor.year + step, 1, 1), "year"


def shift(anchor: date, unit: str, amount: int) -> Resolved:
    """The anchor moved by `amount` days, weeks, months or years (EN or ZH unit names)."""
    if unit in ("day", "天", "日"):
        return anchor + timedelta(days=amount), "day"
    if unit in ("week", "周", "星期", "礼拜"):
        return anchor + timedelta(weeks=amount), "day"
    if unit in ("month", "月"):
        return add_months(anchor.replace(day=1), amount), "month"
    year = anchor.year + amount
    return (date(year, 1, 1), "year") if 1 <= year <= 9999 else None
