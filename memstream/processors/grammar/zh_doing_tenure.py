"""Chinese work said by what the user does and how long they have done it, or that they live
by it: 我在厦门开锁，干了十年了 (`开锁`), 在中卫种枸杞二十年了 (`种枸杞`), 我在小区门口修自行车，
靠这个吃饭 (`修自行车`), 我在景区给游客拍照，这是我的饭碗 (`摄影师`).

The doing is a trade's verb and its object (种, 养, 修, 卖, 开, 做 ... and a short object);
the role is its doer when `zh_work_doings.DOERS` knows one, else the doing as said. A doing
alone is a pastime ("我周末修自行车"): only a tenure in years said right after it or a living
made by it makes it work. Never a pet kept (养猫养了五年), a car driven, someone else's,
asked, wished or over. Read from `jobs.job_change` when no role was read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_work_doings import DOERS, NOT_NOW

TRADE_VERBS: Final = (
    "种|养|修|卖|开|跑|做|炸|烤|编|织|绣|雕|刻|烧|酿|磨|补|焊|砌|杀|宰|捕|打|送|拉|带|剪|刷"
)
"""Verbs a trade is said with (种枸杞, 修自行车, 卖煎饼, 跑运输, 带潜)."""
NOT_TRADES: Final = frozenset(
    """养猫 养狗 养宠物 养花 养娃 养孩子 养身体 开车 打游戏 打球 打牌 打麻将 做饭 做作业 做运动
    跑步 送孩子 带娃 带孩子 拉肚子 刷手机 刷剧 刷题 做梦 卖萌 修图 打卡 带饭""".split()
)
"""Doings that are a household's, a pastime's or nobody's trade."""
_DOING: Final = rf"(?P<d>(?:{TRADE_VERBS})(?![了过着])[\u4e00-\u9fff]{{1,4}}?)"
_YEARS: Final = r"(?:快|近|整整|足足|有)?(?:\d+|[一二三四五六七八九十两几]+)(?:多)?年(?:了|多了)?"
_TENURE: Final = re.compile(
    r"(?:^|[，,。；;！!\s])(?:我|本人|俺|咱)(?:现在|目前|一直|已经|还|也|平时|主要)*"
    r"(?:在[\u4e00-\u9fffA-Za-z]{2,10}?)?(?:给[\u4e00-\u9fff]{1,6}?)?"
    + _DOING
    + r"(?:，|,|\s)?(?:已经|都|一共)?(?:干了|做了|跑了|开了|弄了|搞了|卖了|修了|种了|养了)?"
    + _YEARS
    + r"|(?:^|[，,。；;！!\s])(?:我|本人|俺|咱)(?:现在|目前|一直|平时|主要)*"
    r"(?:在[\u4e00-\u9fffA-Za-z]{2,10}?)?(?:给[\u4e00-\u9fff]{1,6}?)?"
    + _DOING.replace("<d>", "<l>")
    + r"[，,]\s*(?:就|全)?(?:靠这个|靠它|这是我的)"
    r"(?:吃饭|养家|为生|谋生|过日子|营生|饭碗|本行|主业)"
)
_NOT_NOW: Final = re.compile(NOT_NOW)


def doing_with_tenure(text: str) -> list[Fill]:
    """The role of a doing said with years at it or a living made by it (see the module)."""
    found = _TENURE.search(text)
    if found is None or _NOT_NOW.search(text[: found.end()]):
        return []
    doing = found["d"] or found["l"]
    if doing in NOT_TRADES or any(doing.startswith(n) for n in NOT_TRADES):
        return []
    return [Fill("role", DOERS.get(doing, doing))]
