"""Whether a past date in a sentence dates something the user did: the date must stand in a
clause of the user's own. A past date in a clause with no 我 (今年我最大的目标…，去年才四成出头)
or in a clause that only describes someone ("The founder we met yesterday runs a fintech",
"A guy I sat next to last week is a chef") dates no event of the user's.
Pure: `own(text, chinese, anchor)`."""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from memstream.processors.dates import DateMention, find_dates

_ZH_PARTS: Final = re.compile(r"[，,。；;！!？?]")
_EN_PARTS: Final = re.compile(r"[,;.!?—]")
_ZH_USER: Final = re.compile(r"[我咱俺]")
_DESCRIBED: Final = re.compile(
    r"^\W*(?:the|a|an|this|that|these|those|some)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:(?:that|who|whom|which)\s+)?(?:i|we)\s+(?!(?:am|are|was|were|will|'ll|'m|'re)\b)",
    re.IGNORECASE,
)
"""A clause that opens with someone described by what the user did with them (the founder
we met …): the clause is about them."""


def own(text: str, chinese: bool, anchor: date) -> bool:
    """True when some past date of `text` stands in a clause of the user's own."""
    past = [m for m in find_dates(text, anchor) if m.day < anchor and not _running(m, anchor)]
    return any(_owned(text, m, chinese) for m in past) if past else True


def _running(mention: DateMention, anchor: date) -> bool:
    """True for a year or a month still running on the anchor day (今年, "this month")."""
    if mention.precision == "year":
        return mention.day.year == anchor.year
    same = (mention.day.year, mention.day.month) == (anchor.year, anchor.month)
    return mention.precision == "month" and same


def _owned(text: str, mention: DateMention, chinese: bool) -> bool:
    """True when the clause around `mention` is the user's."""
    parts = _ZH_PARTS if chinese else _EN_PARTS
    left = max((m.end() for m in parts.finditer(text, 0, mention.start)), default=0)
    found = parts.search(text, mention.end)
    clause = text[left : found.start() if found else len(text)]
    if chinese:
        return _ZH_USER.search(clause) is not None or left == 0
    return _DESCRIBED.match(clause) is None
