"""Relative and absolute dates in English and Chinese, resolved against the event time.

Pure, no clock: the anchor is the event's time (its own date, in the offset the event
carries). `find_dates(text, anchor)` locates the date phrases of a text ("next Friday",
"in 3 days", "May 3rd", 下周五, 三天后, 5月3日...); `rewrite_dates(text, anchor)` writes
them as absolute dates ("on 2026-03-13 (Friday)", "2026-03-13(周五)") and lists the ISO
dates, for a memory's content and its `attributes["dates"]`.

Conventions: "next Friday" and 下周五 are the Friday of next week (Monday-start weeks);
"last Friday" is the latest Friday before the anchor, 上周五 the Friday of last week; a
bare weekday is the coming one (the past one in a past-tense English sentence; in
Chinese, the one of the current week); a period ("last week", 上个月) is dated by its
first day; a month and day without a year take the year that puts them nearest the
anchor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from functools import lru_cache
from typing import Final

from memstream.processors.date_rules import RULES, TRIGGER
from memstream.processors.date_words import WEEKDAY_NAMES, ZH_WEEKDAYS, Precision


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date phrase found in a text: where it is, and the date it means."""

    start: int
    end: int
    text: str
    day: date
    precision: Precision

    @property
    def iso(self) -> str:
        """The date (first day of a period) in ISO format."""
        return self.day.isoformat()


@dataclass(frozen=True, slots=True)
class DatedText:
    """A text with its date phrases written as absolute dates, and those dates (ISO)."""

    text: str
    dates: tuple[str, ...]


_PREPOSITION_BEFORE: Final = re.compile(
    r"\b(?:by|until|till|before|after|since|from|of|to|through|between|and)\s*$", re.IGNORECASE
)


def anchor_date(time: datetime) -> date:
    """The calendar date of an event time, in the offset the event carries."""
    return time.date()


def find_dates(text: str, anchor: date) -> list[DateMention]:
    """Date phrases of a text, left to right, none overlapping (the longest wins)."""
    return list(_find_dates(text, anchor)) if TRIGGER.search(text) else []


@lru_cache(maxsize=2048)
def _find_dates(text: str, anchor: date) -> tuple[DateMention, ...]:
    found: list[DateMention] = []
    for pattern, resolve in RULES:
        for match in pattern.finditer(text):
            resolved = resolve(match, anchor, text)
            if resolved is not None:
                span = match.span("d")
                found.append(DateMention(*span, text[span[0] : span[1]], *resolved))
    return tuple(_without_overlaps(found))


def rewrite_dates(text: str, anchor: date) -> DatedText:
    """The text with each date phrase written as an absolute date, and the ISO dates."""
    mentions = find_dates(text, anchor)
    parts: list[str] = []
    last = 0
    for mention in mentions:
        parts += [text[last : mention.start], render(mention, text[: mention.start])]
        last = mention.end
    parts.append(text[last:])
    return DatedText("".join(parts), tuple(dict.fromkeys(m.iso for m in mentions)))


def dates_in(text: str, anchor: date) -> list[str]:
    """The ISO dates a text mentions (first day of periods), in order, without repeats."""
    return list(dict.fromkeys(mention.iso for mention in find_dates(text, anchor)))


def render(mention: DateMention, before: str) -> str:
    """A mention as an absolute date, in the language of the phrase."""
    day, chinese = mention.day, not mention.text.isascii()
    if chinese:
        return _render_zh(day, mention.precision)
    weekday = WEEKDAY_NAMES[day.weekday()]
    preposition = _PREPOSITION_BEFORE.search(before) is not None
    lead, period_lead = ("", "") if preposition else ("on ", "in ")
    texts = {
        "day": f"{lead}{day.isoformat()} ({weekday})",
        "week": f"{period_lead}the week of {day.isoformat()}",
        "weekend": f"{lead}the weekend of {day.isoformat()}",
        "month": f"{period_lead}{day:%B %Y}",
        "year": f"{period_lead}{day.year}",
    }
    return texts[mention.precision]


def _render_zh(day: date, precision: Precision) -> str:
    texts = {
        "day": f"{day.isoformat()}({ZH_WEEKDAYS[day.weekday()]})",
        "week": f"{day.isoformat()}那一周",
        "weekend": f"{day.isoformat()}那个周末",
        "month": f"{day.year}年{day.month}月",
        "year": f"{day.year}年",
    }
    return texts[precision]


def _without_overlaps(found: list[DateMention]) -> list[DateMention]:
    chosen: list[DateMention] = []
    for mention in sorted(found, key=lambda m: (m.start, -(m.end - m.start))):
        if not chosen or mention.start >= chosen[-1].end:
            chosen.append(mention)
    return chosen
