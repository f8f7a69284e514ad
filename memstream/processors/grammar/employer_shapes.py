"""The shape an employer value may have (issue 22, g47w): a name, an organisation noun head
or a capitalised span, never a verb phrase (跑货拉拉, 打胰岛素, 送外卖), a count (七场,
3 times) or an event (到期没续, 去了): used by every employer reader through
`not_employers.not_an_employer`, whichever reader read the value."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.workplaces import ORG_KINDS
from memstream.processors.grammar.zh_words import ORGS

ZH_DOINGS: Final = tuple("跑 送 刷 追 排 练 打".split())
"""Verbs that open a Chinese doing (在跑货拉拉, 在打胰岛素, 在刷视频), never an organisation's
name on their own (读 of a degree: 读社工硕士)."""
ZH_ORG_TAILS: Final = tuple(
    "会 社 部 队 团 俱乐部 馆 院 所 局 委 厂 店 铺 坊 行 吧 站 网 房 处 中心".split()
)
"""Heads of an organisation, a body or a shop (化学学会, 读书会, 练功房, 打铁铺): a value
that ends in one is kept whatever it opens with."""
ZH_INNER_DOINGS: Final = "学读卖修待测发练跑送刷摆"
"""Verbs a reader runs on into past the place of a doing (老年大学学国画, 淘宝上测款, 小区里修)."""
ZH_PLACE_ENDS: Final = "上里路街学方站"
"""Endings of a place or a locative that a doing verb may follow inside an over-long value."""
_ZH_RUN_ON: Final = re.compile(f"[{ZH_PLACE_ENDS}][{ZH_INNER_DOINGS}]")
_ZH_TIME: Final = re.compile(
    r"^(?:[上下这本]?(?:周|星期|礼拜)[一二三四五六七日天末]|[0-9一二三四五六七八九十两]+点"
    r"|[0-9一二三四五六七八九十]+[月号])"
)
_ZH_COUNT: Final = re.compile(r"[0-9一二两三四五六七八九十几多]+(?:场|次|回|遍|趟|天|个月|年|周)")
_ZH_EVENT: Final = re.compile(r"(?:了|过|着)$|没|不|到期")
_EN_COUNT: Final = re.compile(
    r"^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+times?$",
    re.IGNORECASE,
)


def names_no_organisation(value: str, chinese: bool) -> bool:
    """True when an employer value has the shape of a doing, a count or an event rather than
    of an organisation (see the module)."""
    if not chinese:
        return _EN_COUNT.match(value.strip()) is not None
    if value in ORGS or value.endswith((*ORG_KINDS, *ZH_ORG_TAILS)):
        return False
    if _ZH_COUNT.search(value) or _ZH_EVENT.search(value) or _ZH_TIME.match(value):
        return True
    if _ZH_RUN_ON.search(value, 1):
        return True  # the value ran on past its place into a doing
    return value.startswith((*ZH_DOINGS, "读")) and not re.search(r"[A-Za-z]", value)
