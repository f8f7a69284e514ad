"""What is said as often but is no habit of the user's (issue 22): a way there and back (每天来回
坐高铁, "I drive every day, 45 minutes each way"), the commute itself, whose places are the
home and the work place; a doing timed in a stretch that is over (我上个月每天都去游泳); and a
doing one is bound to (平时只能吃清真窗口, 每天下班只有两个小时,
天天吃海鲜躲不开): a constraint or a complaint, not a routine chosen.

Pure: each function takes a habit's value (and the clause it came from) and answers yes or no.
"""

from __future__ import annotations

import re
from typing import Final

_ZH_ROUND_TRIP: Final = re.compile(r"来回|往返|两头跑")
"""There and back (来回, 往返): the way between home and work, not a doing of its own."""
_EN_ROUND_TRIP: Final = re.compile(r"\b(?:each way|both ways|there and back|round trip)\b", re.I)
"""There and back ("each way", "round trip"): how long the way takes, not a doing."""
_ZH_BOUND: Final = re.compile(
    r"只能|只好|不得不|没办法|躲不开|避不开|逃不掉|没得选|只有(?=[\d一二两三四五六七八九十半几])"
)
"""What one can only do or cannot escape (只能, 躲不开), or the little time one has (只有两个
小时): a constraint said as often; 只有周末才去 (only then) is still a habit."""


def zh_way_there_and_back(value: str) -> bool:
    """Whether a Chinese habit is a way there and back (每天来回坐高铁)."""
    return _ZH_ROUND_TRIP.search(value) is not None


def en_way_there_and_back(done: str, text: str) -> bool:
    """Whether an English habit is only a going timed there and back in its clause `text`
    ("drive every day, 45 minutes each way": `done` is the value without how often); "cycle
    to work, 20 minutes each way" names where, and stays."""
    said = " ".join(_EN_ROUND_TRIP.sub(" ", done).split())
    return _EN_ROUND_TRIP.search(text) is not None and _EN_MEANS.fullmatch(said) is not None


_EN_MEANS: Final = re.compile(
    r"(?:drive|commute|ride|cycle|bike|fly|take (?:the|a) \w+)(?: (?:in|up|down|over|back))?",
    re.I,
)
"""A going by some means with no place named ("drive", "take the train in")."""


def zh_bound_to(value: str, clause: str) -> bool:
    """Whether a Chinese habit is only what one is bound to (平时只能吃清真窗口, 每天下班只有两个
    小时, 天天吃海鲜躲不开)."""
    return _ZH_BOUND.search(value) is not None or _ZH_BOUND.search(clause) is not None


_ZH_TIME_OVER: Final = re.compile(
    r"(?<![从自打])(?:上个?(?:月|周|星期|礼拜)|去年|前年|那年|那段时间|那阵子|那几年)"
    r"(?![^，,。]{0,3}?(?:开始|起|以来|到现在))"
)
"""A stretch of time that is over (上个月, 去年, 那阵子): what was done every day then is no
habit now; one since then (从去年开始, 去年起) still is."""


def zh_time_over(clause: str) -> bool:
    """Whether a Chinese clause times its doing in a stretch that is over (我上个月每天都去游泳)."""
    return _ZH_TIME_OVER.search(clause) is not None
