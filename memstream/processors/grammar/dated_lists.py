"""Plans written as a dated list, a day then a colon then what happens ("Thursday: dentist,
Friday: flight to Rome", 周四：看牙，周五：飞罗马), in either language."""

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
