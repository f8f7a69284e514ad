"""A place the user visits as a customer is no employer: 我在一家叫凯撒的健身房健身, 我每周在
一家叫力健的拳馆练拳, 我在一家叫外婆家的饭店吃饭, 我常在叫老街的咖啡馆看书.

A name read as the employer from "在 <named place>" is taken back when what the user does
there, right after the place, is a customer's, a patient's or a visitor's doing (吃, 健身, 看病,
逛, 练 ...), as `zh_doing_at_work.NOT_JOBS` lists them, and not working time (上班, 值班,
加班, 打卡). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_doing_at_work import NOT_JOBS

_AT_WORK: Final = re.compile(
    r"上班|加班|值班|打卡|帮忙|上课|工作|打工|兼职|实习|坐诊|出诊|接诊|坐班|看店|看摊|看门|看护|看管"
    r"|看诊|接待|送餐|送货|接单"
)
"""Doings of working time or of the staff (坐诊, 看店, 接待): the place is where one works."""
_KIND_END: Final = r"[\u4e00-\u9fffA-Za-z]{0,6}?(?:店|馆|房|厅|院|所|吧|场|中心|室|厂|行|家|城|园)"


def zh_visited(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without an employer the user only visits as a customer (see the module)."""
    return [f for f in fills if not (_employer(f) and _visited(f.value, text))]


def _employer(fill: Fill) -> bool:
    """True for the user's employer."""
    return fill.slot == "employer" and fill.subject == "user"


def _visited(name: str, text: str) -> bool:
    """True when the named place, said by its kind (叫凯撒的健身房, 外婆家饭店), is followed
    by a customer's doing there."""
    kind = r"(?:的" + _KIND_END + r")" + ("?" if re.search(_KIND_END + "$", name) else "")
    found = re.search(
        r"在[^，,。！!？?；;]{0,6}?" + re.escape(name) + kind + r"(?:里|里面)?"
        r"(?P<d>[\u4e00-\u9fff]{1,4})",
        text,
    )
    if found is None:
        return False
    doing = found["d"]
    return bool(re.match(rf"(?:{NOT_JOBS})", doing)) and not _AT_WORK.match(doing)
