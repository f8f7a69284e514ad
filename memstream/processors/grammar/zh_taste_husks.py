"""A Chinese taste whose object is no thing (issue 22, g55t): a degree word or an amount read
as what is liked (我老喜欢爬山了 → 老, 一点点都受不了 → 一, 纯讨厌那个味儿 → 纯), or a time said
first as the clause's topic while the sentence names what is liked after the verb
(下雨天我最喜欢窝在家看书 → 下雨天; 我喜欢下雨天 keeps it: there it is the thing).

Such a like or dislike is dropped; the sentence's other tastes stay. Pure: `kept`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_DEGREE: Final = frozenset(
    "老 纯 一 真 超 贼 巨 挺 蛮 好 特 太 最 就 还 都 也 可 怪"
    " 真心 一点 一点点 有点 有些 实在 简直 特别 超级 非常".split()
)
"""Degree words and amounts that stand before a taste verb (老喜欢, 纯讨厌, 一点点都受不了)."""
_TIMES: Final = frozenset(
    "下雨天 雨天 晴天 阴天 下雪天 周末 平时 晚上 早上 中午 下午 夜里"
    " 夏天 冬天 春天 秋天 休息日 假期 放假 过年 每天 平常 闲时 有空".split()
)
"""Times a clause may open with as its topic (下雨天我最喜欢…, 周末我最爱…)."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's tastes whose object is a degree word, or a time said first
    when another taste of the sentence names the thing."""
    tastes = [f for f in fills if f.slot in ("like", "dislike") and f.subject == "user"]
    things = {f.value for f in tastes if f.value not in _DEGREE and f.value not in _TIMES}
    return [f for f in fills if f not in tastes or not _husk(f, text, bool(things))]


def _husk(fill: Fill, text: str, things: bool) -> bool:
    """True when the taste's object is a degree word, or a fronted time beside a thing."""
    if fill.value in _DEGREE:
        return True
    fronted = re.match(rf"^[，,\s]*{re.escape(fill.value)}[，,]?(?:我|俺)", text) is not None
    return fill.value in _TIMES and things and fronted
