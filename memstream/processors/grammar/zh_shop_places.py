"""Chinese work location said as where one's own workplace is (issue 22, round 44): a shop, a
studio, a clinic or one's delivery area "在" a place (店在厦门沙坡尾, 个人工作室在杭州滨江, 片区在
余杭区良渚那一块). The workplace frames read 公司在 / 单位在 / 办公室在; these are the small
workplaces one runs or works in.

Only the user's: the workplace said bare or as mine (我的店, 个人工作室, 我们店), never someone
else's (他的店, 我妈的店), and never in a question, a wish or a plan to move.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.workplaces import ZH_DISTRICTS

SITES: Final = (
    "店",
    "小店",
    "店面",
    "门店",
    "店铺",
    "铺子",
    "工作室",
    "诊所",
    "车行",
    "馆子",
    "面馆",
    "档口",
    "摊位",
    "片区",
    "负责的片区",
    "实验室",
)
"""Small workplaces whose place is where one works (kept as data)."""
_SITE: Final = "|".join(sorted(SITES, key=len, reverse=True))
_LOCATED: Final = re.compile(
    r"(?:^|[，,。；;：:\s])(?P<own>我的|我们的?|个人|自己的?)?(?:" + _SITE + r")(?:就)?在"
    r"(?P<place>[\u4e00-\u9fffA-Za-z]{2,10}?)(?:那一?块|那边|那里|这边|附近|一带)?"
    r"(?=$|[，,。；;！!\s])"
)
_UNREAL: Final = re.compile(r"想|希望|如果|要是|假如|打算|准备|以前|之前|吗|？|\?")


def shop_place(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where the user's small workplace is (see the module), when no work
    location was read: a known place or business district opening the place said."""
    if any(f.subject == "user" and f.slot == "work_location" for f in fills):
        return fills
    found = _LOCATED.search(text)
    if found is None or _UNREAL.search(text):
        return fills
    place = found["place"]
    if not _placed(place):
        return fills
    return [*fills, Fill("work_location", place)]


def _placed(place: str) -> bool:
    """True when a text opens with a known place or business district (厦门沙坡尾, 杭州滨江)."""
    return any(
        zh_objects.is_place(place[:size]) or place[:size] in ZH_DISTRICTS for size in (4, 3, 2)
    )
