"""Clauses parted by a space instead of a comma, as voice input and quick notes write them
(明早六点的高铁去重庆面试 闹钟已经定了三个, 备忘 周四上午十点 去银行办卡): the clause of a date
ends at the space, and a date alone between spaces (周四上午十点) is the day of the clause
after it. Pure: `narrowed(text, left, start, end, right)`."""

from __future__ import annotations

import re
from typing import Final

_GAP: Final = re.compile(r"(?<=[\u4e00-\u9fff\d])[ \t\u3000]+(?=[\u4e00-\u9fff\d])")
"""A space between Chinese words (or digits): where a spoken clause ends."""
_HAN: Final = re.compile(r"[\u4e00-\u9fff]")
_HOUR: Final = re.compile(
    r"(?:上午|下午|晚上|早上|中午|凌晨|傍晚|夜里|一早|大早)"
    r"|[\d一二三四五六七八九十两]{1,3}[点时:：](?:半|一刻|[\d一二三四五六七八九十]{1,2}分?)?"
)
"""The hour said with a day (上午十点, 下午3点半): part of when, not what is done."""


def narrowed(text: str, left: int, start: int, end: int, right: int) -> tuple[int, int]:
    """(left, right) of the clause holding a date (`start`, `end`), narrowed from the
    punctuated clause (`left` the separator before it, `right` the one after it) to the
    spaces around it; a date alone before a space takes the words after that space."""
    gaps = [g for g in _GAP.finditer(text) if left < g.start() and g.end() <= right]
    if not gaps:
        return left, right
    before = [g for g in gaps if g.end() <= start]
    if before and _HAN.search(text[left + 1 : before[-1].start()]) is not None:
        left = before[-1].end() - 1
    for gap in (g for g in gaps if g.start() >= end):
        if len(_HAN.findall(_HOUR.sub("", text[end : gap.start()]))) >= 2:
            return left, gap.start()
    return left, right
