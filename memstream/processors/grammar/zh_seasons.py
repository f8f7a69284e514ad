"""Chinese holidays a plan is dated by that the shared date rules leave out (issue 22, h36z):
十一 (the National Day holiday, said by its date), the lunar holidays (春节, 过年, 除夕, 中秋,
端午, 清明) from a table of their days, and 年底 (the last day of the year, as 月底 is the
last of the month). School terms (寒假, 暑假, 开学前) name no one day, and are not dated."""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from memstream.processors.dates import DateMention

LUNAR: Final[dict[str, tuple[str, ...]]] = {
    "春节": ("2025-01-29", "2026-02-17", "2027-02-06", "2028-01-26", "2029-02-13", "2030-02-03"),
    "除夕": ("2025-01-28", "2026-02-16", "2027-02-05", "2028-01-25", "2029-02-12", "2030-02-02"),
    "端午": ("2025-05-31", "2026-06-19", "2027-06-09", "2028-05-28", "2029-06-16", "2030-06-05"),
    "中秋": ("2025-10-06", "2026-09-25", "2027-09-15", "2028-10-03", "2029-09-22", "2030-09-12"),
    "清明": ("2025-04-04", "2026-04-05", "2027-04-05", "2028-04-04", "2029-04-04", "2030-04-05"),
}
"""The days of the holidays that move with the lunar calendar (data, 2025-2030)."""
_SAID: Final[dict[str, str]] = {
    "春节": "春节", "过年": "春节", "过春节": "春节", "大年初一": "春节", "除夕": "除夕",
    "大年三十": "除夕", "年三十": "除夕", "端午": "端午", "端午节": "端午", "中秋": "中秋",
    "中秋节": "中秋", "清明": "清明", "清明节": "清明",
}  # fmt: skip
_NEXT: Final = (
    r"(?=要|去|回|准备|打算|计划|我|带|和|跟|出|在|放|假|长假|小长假|黄金周|期间|前|的时候|开车|自驾"
    r"|飞|约|休|陪|加班|值班|就|再|得|会|一起|全家|$|[，,。])"
)
_LUNAR_AT: Final = re.compile(
    "(?<![去上那前月])(?P<h>" + "|".join(sorted(_SAID, key=len, reverse=True)) + ")" + _NEXT
)
_OCTOBER_FIRST: Final = re.compile(
    r"(?<![\d一二三四五六七八九十第月点号周年百千万初])(?P<h>十一)(?:假期|长假|小长假|黄金周)?"
    + _NEXT
)
_YEAR_END: Final = re.compile(r"(?<![去前上])(?P<h>(?:今年)?(?:年底|年末))(?!前)")


def season_dates(text: str, anchor: date) -> list[DateMention]:
    """The holidays of a text as dates: the coming one of each (none in the past)."""
    found: list[DateMention] = []
    for match in _LUNAR_AT.finditer(text):
        days = [date.fromisoformat(d) for d in LUNAR[_SAID[match["h"]]]]
        coming = [d for d in days if d >= anchor]
        if coming:
            found.append(_mention(match, coming[0]))
    for match in _OCTOBER_FIRST.finditer(text):
        day = date(anchor.year, 10, 1)
        found.append(_mention(match, day if day >= anchor else date(anchor.year + 1, 10, 1)))
    for match in _YEAR_END.finditer(text):
        found.append(_mention(match, date(anchor.year, 12, 31)))
    return found


def _mention(match: re.Match[str], day: date) -> DateMention:
    start, end = match.span("h")
    return DateMention(start, end, match["h"], day, "day")


def with_seasons(found: list[DateMention], text: str, anchor: date) -> list[DateMention]:
    """Date mentions with the holidays the shared rules missed, none overlapping, in order."""
    added = season_dates(text, anchor)
    kept = [  # 今年年底: the day the holiday names, not the year around it
        f for f in found if f.precision == "day" or not any(_overlap(f, m) for m in added)
    ]
    added = [m for m in added if not any(_overlap(m, f) for f in kept)]
    return sorted([*kept, *added], key=lambda m: m.start)


def _overlap(one: DateMention, other: DateMention) -> bool:
    return one.start < other.end and other.start < one.end
