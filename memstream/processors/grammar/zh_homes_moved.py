"""A Chinese move of home said with a verb other than 搬 (issue 22 point 2): 举家迁到海宁去了,
上个月把家安到了常州, 去年落户杭州了, 全家定居到了昆明 (我们在嘉兴安家了 is not one: no place
after the verb).

Only a clause the user opens (a household word or a time before the verb, nothing else), never
a move wished, planned or asked about. Pure; the verbs are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_changes
from memstream.processors.grammar.fills import Fill

ZH_SETTLED: Final = (
    "迁到",
    "迁去",
    "迁回",
    "迁往",
    "迁至",
    "把家安到",
    "把家安在",
    "把家搬到",
    "安家到",
    "落户到",
    "落户",
    "定居到",
)
"""Verbs of a home moved to the place after them (迁到海宁, 把家安到常州, 落户杭州)."""
_WHO: Final = r"(?:我们家|我们|我|俺们|俺|咱们|咱|全家|一家人|一家子|举家|一家)?"
_WHEN: Final = (
    r"(?:也|都|就|已经|刚刚?|终于|总算|正式|上个?月|上周|上礼拜|去年|今年|年初|年底|前阵子|前段时间"
    r"|最近|举家|全家|一起|跟着|跟[\u4e00-\u9fff]{1,3}?一起)*"
)
_SETTLED: Final = re.compile(
    rf"^{_WHO}{_WHEN}(?:{'|'.join(sorted(ZH_SETTLED, key=len, reverse=True))})了?"
    r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:去|来|这边|那边)?(?:了|啦|喽)*$"
)
_NOT_DONE: Final = re.compile(r"想|打算|准备|要|会|如果|要是|吗|？|\?|没|还没|等")
_CLAUSES: Final = re.compile(r"[，,。！!；;～~…\s]+")


def settled(text: str) -> list[Fill]:
    """The new home a sentence's own clause says moved to with a verb of settling (see the
    module), once; nothing for a move only thought of."""
    for clause in _CLAUSES.split(text):
        found = _SETTLED.match(clause)
        if found is None or _NOT_DONE.search(clause):
            continue
        places = zh_changes.moved_place(found.group("x"))
        if places:
            return [Fill("home_location", places[0], extra={"changed": True})]
    return []
