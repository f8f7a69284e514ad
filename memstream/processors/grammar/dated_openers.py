"""A Chinese statement that opens with its day and has no subject (明天去医院做胃镜, 下周三体检,
周五飞成都): said as people write notes and chat, it is the user's own, as one that opens with
我 is. Pure: `opens_dated(text)`."""

from __future__ import annotations

import re
from typing import Final

_NUMERAL: Final = r"[\d一二三四五六七八九十两]"
_DAY: Final = (
    r"(?:今天|今儿|今晚|今早|明天|明儿|明早|明晚|后天|大后天|月底|月初|年底|周末"
    r"|(?:这|下下|下|本)?个?(?:周|星期|礼拜)[一二三四五六日天末]"
    r"|(?:这|下下|下|本)个?(?:周|星期|礼拜|月)"
    rf"|{_NUMERAL}{{1,2}}月(?:{_NUMERAL}{{1,3}}[号日])?|{_NUMERAL}{{1,3}}[号日])"
)
_OPENS_DATED: Final = re.compile(rf"^\W*(?:我|我们|咱|咱们|俺)?{_DAY}")
"""A day at the head of the text, after the user at most (明天…, 我下周…)."""


def opens_dated(text: str) -> bool:
    """True when a Chinese text opens with a day or a week (after 我 at most): the user's
    own note of what they do then."""
    return _OPENS_DATED.match(text) is not None
