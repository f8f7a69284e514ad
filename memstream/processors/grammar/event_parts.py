"""The user's part in a dated event named without a verb of theirs (g51p): the event is the
day, the part is the plan. A dated event noun, then 我要 / 我得 / 我负责 + what the user does
there (下周三社工站年中督导，我要做汇报; 下个月五号公司年会，我要上台主持; 单位礼堂有个退休欢送会，
我得上台致辞). Read was the bare event (社工站年中督导); the plan is the user's part at it,
"在<event>上<part>" (在社工站年中督导上做汇报), on the event's day. A part that is tentative or a
feeling (我要疯了, 我得紧张死) changes nothing; an event the user goes to (去上海开会) is their own
doing, read as it is.

(The English counterpart, "my resignation takes effect on the 31st so I'm handing in keys
then", was tried and left out: it lost a held-out plan.)

Pure: `chinese(text, fills, anchor)`.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from typing import Final

from memstream.processors.dates import find_dates
from memstream.processors.grammar.fills import Fill

_ZH_EVENT_ENDS: Final = (
    "会",
    "督导",
    "考试",
    "考级",
    "面试",
    "比赛",
    "演出",
    "婚礼",
    "聚会",
    "派对",
    "团建",
    "培训",
    "答辩",
    "讲座",
    "活动",
    "典礼",
    "仪式",
    "评审",
    "检查",
    "汇演",
    "展",
    "验收",
    "开业",
    "庆典",
)
"""How the name of an event ends (年会, 欢送会, 年中督导, 钢琴考级, 开业庆典)."""
_ZH_DOER_OPENS: Final = re.compile(r"^(?:去|回|飞|到|参加|带|陪|跟|和|给|帮|要|得|我)")
"""A value that opens on a doing or the user: the user's own plan, not an event."""
_ZH_PART: Final = re.compile(
    r"[，,；;\s]\s*(?:所以|那)?我(?:得|要|负责|需要|必须)(?P<vp>[\u4e00-\u9fffA-Za-z0-9]{2,10})"
    r"(?=$|[，,。；;！!？?\s])"
)
_ZH_UNSURE: Final = re.compile(r"可能|也许|大概|说不定|不|没|想|怕|担心|紧张|开心|疯|崩溃|哭|吗|呢")
_ZH_HAS: Final = re.compile(r"^.*?有(?:个|一个|场|一场)")
"""单位礼堂有个退休欢送会: the event is what there is (退休欢送会)."""


def chinese(text: str, fills: list[Fill], anchor: date) -> list[Fill]:
    """The user's bare dated event plan as their part at it (在年会上上台主持)."""
    plans = [f for f in fills if f.slot == "plan" and f.subject == "user"]
    if len(plans) != 1 or not plans[0].dates or re.search(r"[?？]", text):
        return fills
    plan = plans[0]
    event = _ZH_HAS.sub("", plan.value)
    if not event.endswith(_ZH_EVENT_ENDS) or _ZH_DOER_OPENS.search(event):
        return fills
    found = _ZH_PART.search(text, text.find(plan.value) + len(plan.value))
    if found is None or _ZH_UNSURE.search(found["vp"]) or find_dates(found["vp"], anchor):
        return fills
    value = f"在{event}上{found['vp']}"
    return [dataclasses.replace(f, value=value) if f is plan else f for f in fills]
