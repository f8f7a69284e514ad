"""Plans written as a dated list, a day then a colon then what happens ("Thursday: dentist,
Friday: flight to Rome", 周四：看牙，周五：飞罗马), or a heading then items that each open with
their day ("Weekend plans: Saturday climbing with Sam, Sunday lunch at my parents'", 周末安排：
周六去攀岩，周日回爸妈家吃饭), in either language."""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from memstream.processors.date_words import EN_DAY_NAME
from memstream.processors.dates import find_dates, render
from memstream.processors.grammar.fills import Fill

_ITEMS: Final = re.compile(r"\s*[,，;；\n]\s*|\s+[-—–]\s+")
_ITEM: Final = re.compile(r"^\W*(?P<d>[^:：]{1,24}?)\s*[:：]\s*(?P<x>[^:：]{2,40}?)[\s.。!！~]*$")
_RECURRING: Final = re.compile(
    rf"(?i)每|平时|通常|\b(?:every|each|usually|always)\b|\b{EN_DAY_NAME}s\b"
)
"""A day that comes back ("Mondays: yoga", 每周一：瑜伽): a habit, not a plan."""
_PRECISE: Final = ("day", "week", "weekend")
_NOT_THINGS: Final = re.compile(r"(?i)^(?:off|free|nothing|rest|tbd|tba|\?|休息|没事|待定)\b|[?？]")


def dated_list(text: str, anchor: date) -> list[Fill] | None:
    """One plan per item that is a day to come, a colon, and what is planned (a day off
    plans nothing); None when the text is no such list (a label, a question, a habit)."""
    if "?" in text or "？" in text or _RECURRING.search(text):
        return None
    if (led := _day_led(text, anchor)) is not None:
        return led  # "Weekend plans: Saturday climbing, Sunday lunch"
    found: list[Fill] = []
    items = 0
    for item in _ITEMS.split(text):
        match = _ITEM.match(item)
        if match is None:
            continue
        day = [m for m in find_dates(match["d"], anchor) if m.precision in _PRECISE]
        if len(day) != 1 or day[0].day < anchor or len(day[0].text) < len(match["d"].strip()) - 3:
            return None  # "Note: ...", "Update: ...": a label, not a day
        items += 1
        what = match["x"].strip()
        if _NOT_THINGS.search(what):
            continue  # "Sunday: off": nothing planned
        found.append(Fill("plan", what, dates=(day[0].iso,), extra={"when": render(day[0], "")}))
    return found if items else None


_HEADING: Final = re.compile(r"^[^:：,，。.!！]{2,40}[:：]\s*")
_LEAD_WORDS: Final = re.compile(r"(?i)^(?:then|and|also|然后|还有|再)\s*")


def _day_led(text: str, anchor: date) -> list[Fill] | None:
    """One plan per item after a heading when two items or more each open with a day to come
    and say what is planned after it; None when the text is no such list."""
    heading = _HEADING.match(text)
    if heading is None:
        return None
    found: list[Fill] = []
    for item in _ITEMS.split(text[heading.end() :]):
        item = _LEAD_WORDS.sub("", item.strip())
        days = [m for m in find_dates(item, anchor) if m.precision in _PRECISE]
        if not days or days[0].start > 0 or days[0].day < anchor:
            return None  # an item without its own day: no list of days
        what = item[days[0].end :].strip(" ,，.。!！~")
        if len(what) < 2 or _NOT_THINGS.search(what):
            return None
        found.append(Fill("plan", what, dates=(days[0].iso,), extra={"when": render(days[0], "")}))
    return found if len(found) >= 2 else None
