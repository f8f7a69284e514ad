"""A Chinese organisation followed by what the user does there: the organisation ends where
the work verb starts. 我在阿里看风控 (`阿里`), 我在京东管仓库 (`京东`), 我在阿里负责风控
(`阿里`), 我在网易修服务器, 我在Shopee盯数据 (`Shopee`).

The name must be one whose end is known: a known organisation (the longest known name it
begins with) or a name in Latin letters. What follows must be a work verb with an object,
never a customer's or visitor's doing (看病, 看电影, 买东西, 吃饭). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.zh_words import ORGS

WORK_VERBS: Final = (
    "负责|主管|分管|管理|管|看|盯|守|值守|带|领|教|讲|跑|修|维护|运营|开发|测试|测|审|核|写|画|设计"
    "|剪|拍|编|算|调|配|卖|送|开|搬|装|做|干|当|搞|弄|接|对接|处理|研究|打杂|搬砖|招|培训|录|接待"
)
"""Verbs the work done at an organisation is said with (看风控, 管仓库, 负责风控, 跑外卖)."""
_NOT_WORK: Final = re.compile(
    r"看(?:病|医生|牙|书|电影|剧|展|演出|演唱会|球|比赛|朋友|房|热闹)|买|吃|喝|逛|玩|排队|开会|开车"
    r"|送(?:孩子|娃|人)|接(?:孩子|娃|人)|做(?:检查|体检|饭|梦)"
)
"""A customer's, patient's or visitor's doing, or one of daily life: the name goes on."""
_DOING: Final = re.compile(rf"(?:{WORK_VERBS})[\u4e00-\u9fffA-Za-z]{{1,6}}$")
_LATIN: Final = re.compile(r"[A-Za-z][A-Za-z0-9&.+ -]*?(?=[\u4e00-\u9fff])")


def starts_doing(rest: str) -> bool:
    """True when the words after an organisation's name say a work doing (看风控, 管仓库)."""
    return _DOING.match(rest) is not None and _NOT_WORK.match(rest) is None


def org_before_doing(text: str) -> str:
    """The organisation of `text` when a work doing follows its name (阿里看风控 → 阿里), else
    the text as it is; "" when a visitor's doing follows it (腾讯看朋友)."""
    if text in ORGS:
        return text
    heads = [k for k in ORGS if len(k) >= 2 and text.startswith(k)]
    latin = _LATIN.match(text)
    head = max(heads, key=len) if heads else (latin.group().strip() if latin else "")
    rest = text[len(head) :]
    if head and starts_doing(rest):
        return head
    return "" if head and _NOT_WORK.match(rest) else text
