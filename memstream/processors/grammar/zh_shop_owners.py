"""Chinese: one's own shop said by 开 with no measure word (我在曼谷开金铺, 开超市十几年了,
成都人，开茶馆的, 俺在县城开饭店): the owner of that business is the role (金铺老板).

The frame with a measure word (开了一家咖啡店) is read by the role frames; this reads the bare
verb and its business, of the user only: at the clause's start or right after 我/俺/咱/本人,
never of someone named before it, in a wish, a question or the past.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_subjects import someone_in

BUSINESS_ENDS: Final = (
    "店", "馆", "铺", "餐厅", "饭店", "超市", "酒吧", "民宿", "工作室", "诊所", "厂", "车行",
    "排档", "俱乐部", "客栈", "小卖部", "药房",
)  # fmt: skip
"""Words a business's name ends in (金铺, 茶馆, 模具厂, 海鲜排档)."""
_ENDS: Final = "|".join(sorted(BUSINESS_ENDS, key=len, reverse=True))
_OWNED: Final = re.compile(
    r"(?:^|(?<=[，,。；;！!\s])|(?<=我|俺|咱)|(?<=本人))"
    r"(?:现在|目前|如今|一直|自己|还)?(?:在(?P<p>[\u4e00-\u9fffA-Za-z]{2,10}?))?"
    r"开(?:了|着)?(?:一家|一间|一个|个|家|间)?"
    r"(?P<x>(?:[\u4e00-\u9fffA-Za-z](?<![去到回来的了车会门口心玩着过])){0,6}?(?:" + _ENDS + r"))"
    r"(?=的|[，,。；;！!\s]|$|[一二三四五六七八九十几两\d]+年|多年|好多年|好些年|已经|快)"
)
"""开 and a business said bare (see the module)."""
_UNREAL: Final = re.compile(
    r"想|希望|如果|要是|假如|梦想|打算|准备|计划|将来|以后|以前|之前|曾经|当年|退休前|吗|？|\?"
)
_NOT_OWNED: Final = re.compile(r"^(?:店|馆|厂|铺|会|药)")
"""A bare ending alone (开店) names no kind of business."""


def shop_owner(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with "<business>老板" as the user's role when a clause says they run a
    business by bare 开 (see the module) and no role of the user's was read."""
    if any(f.subject == "user" and f.slot == "role" for f in fills):
        return fills
    for found in _OWNED.finditer(text):
        start = max(text.rfind(mark, 0, found.start()) for mark in "，,。；;！!") + 1
        clause = text[start : found.end() + 4]
        if _UNREAL.search(clause) or _theirs(text, start, found.start(), fills):
            continue
        business = re.sub(r"^(?:小|个|家|间)+", "", found["x"])
        if len(business) < 2 or _NOT_OWNED.match(business):
            continue
        return [*fills, Fill("role", business + "老板")]
    return fills


def _theirs(text: str, start: int, at: int, fills: list[Fill]) -> bool:
    """True when the business is someone else's: named in its clause, or, in a clause with no
    subject of its own, anywhere before it (我老公是朝鲜族，开冷面馆的; 我姐在昆明，开花店的)."""
    if someone_in(text[start:at]):
        return True
    own = re.match(r"\s*(?:我|俺|咱|本人)", text[start:at]) is not None
    others = any(f.subject != "user" for f in fills)
    return not own and (others or someone_in(text[:start]))
