"""A plan's value is a doing said whole, not a torn piece of text: a value with a bracket left
open or closed alone ("fat) and two deckhands on the tug", 谨定于(星期六, "MRI at [inaudible"),
a gap where a date was cut out ("leaving , back Sunday night", "starts , same railroad"), or a
label before a colon (群公告:老地方, "Date: Mon 08:12") was read across the pieces of a list,
a log or a notice, and is not learned.

Pure: `kept(fills)`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill

_PAIRS: Final = (("(", ")"), ("[", "]"), ("（", "）"), ("【", "】"), ("《", "》"))
_GAP: Final = re.compile(r"\s[,，;；]|^[,，;；]|[,，;；]\s*$|[,，]\s*[,，]")
"""A comma with nothing before it: words dropped from the middle of the value."""
_LABEL: Final = re.compile(r"(?<!\d)[:：]|[:：](?!\d)")
"""A colon not between the digits of a time."""
_PLACEHOLDER: Final = re.compile(
    r"\s*(?:\b(?:at|in|on|to|with)\s+)?\[(?:inaudible|unclear|redacted|crosstalk|\.\.\.)\].*",
    re.IGNORECASE,
)
"""A transcript's placeholder for words not heard: the plan is what was said before it."""


_AFTER_LABEL: Final = re.compile(r"^[^:：]{1,24}[:：]\s*(?P<said>.+)$")
_EN_WORDS: Final = re.compile(r"[A-Za-z]{2,}")
_HAN: Final = re.compile(r"[\u4e00-\u9fff]")
_CLOCK: Final = re.compile(r"\d:\d\d")


def kept(fills: list[Fill]) -> list[Fill]:
    """`fills` without a plan whose value is a torn piece of text (a plan said up to a
    transcript's placeholder keeps what was said before it: "MRI at [inaudible]" → "MRI";
    a plan said after a label keeps what follows: "booked: helping my brother move")."""
    mended = [_after_label(_heard(f)) if f.slot == "plan" else f for f in fills]
    return [f for f in mended if not (f.slot == "plan" and torn(f.value))]


def _after_label(fill: Fill) -> Fill:
    """The plan after a label when what follows reads as a doing of its own: two English
    words or four Chinese characters, and no clock of a log line."""
    found = _AFTER_LABEL.match(fill.value)
    if found is None or not _LABEL.search(fill.value):
        return fill
    said = found.group("said").strip()
    if _CLOCK.search(said) or _LABEL.search(said):
        return fill
    if len(_EN_WORDS.findall(said)) >= 2 or len(_HAN.findall(said)) >= 4:
        return replace(fill, value=said)
    return fill


def _heard(fill: Fill) -> Fill:
    """The plan up to a placeholder for words not heard."""
    value = _PLACEHOLDER.sub("", fill.value).strip()
    return replace(fill, value=value) if value and value != fill.value else fill


def torn(value: str) -> bool:
    """True when a plan's value has a lone bracket, a cut gap or a label."""
    if not value.strip():
        return True
    if any(value.count(left) != value.count(right) for left, right in _PAIRS):
        return True
    return any(p.search(value) for p in (_GAP, _LABEL))
