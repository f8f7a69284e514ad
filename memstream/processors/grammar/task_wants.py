"""A want that is the task of the message is no goal: "i want to make a website in english,
can you help me write the about page", "trying to write a 20 min show for the fringe,
structure help pls", 想做个简单的官网, 我想写个教学的口诀，你帮我顺顺, 想给年轻人开个讲座. The user
wants something made now (a text, a page, a thing found), with no horizon of its own; a goal
has one or is named one ("by next year", 今年, 退休前, "my goal is", 目标是) and stands.

Pure: `kept(sentence, message, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_TASK: Final = re.compile(
    r"^(?:make|write|find|structure|draft|design|put together|sort out|figure out|set up"
    r"|create|plan|organi[sz]e|outline|prepare|fix|word|phrase|come up with|label|pick|choose"
    r"|gift|book|order|print|quote|cite|reply|respond|answer|translate|name|wrap"
    r"|decorate|caption|title|sign \w+ up|paint|bake|sew|knit|glaze|frame)\b",
    re.IGNORECASE,
)
"""A goal's value that opens on making, finding, choosing or labelling a thing now ("label my
jars right", "pick a gift for my aunt")."""
_EN_WANTING: Final = re.compile(
    r"\b(?:want to|wanna|trying to|tryna|try to|hoping to|need to|looking to|'d like to"
    r"|would like to)\s+(?P<value>.+)",
    re.IGNORECASE,
)
_EN_HORIZON: Final = re.compile(
    r"\b(?:by|before|until|within|someday|one day|eventually|this year|next year|in \d{4}"
    r"|by \d{4}|in (?:a|two|three|five|\d+) (?:years?|months?)|goal|aim|dream|ambition"
    r"|resolution|target|career|life)\b",
    re.IGNORECASE,
)
_EN_REQUEST: Final = re.compile(
    r"\b(?:help|can you|could you|would you|pls|please|plz|ideas?|tips|advice|suggest"
    r"|any gotchas|how (?:do|can|should) i|what should)\b|\?",
    re.IGNORECASE,
)

_ZH_TASK: Final = re.compile(
    r"^(?:(?:给[^，。]{1,8}?)?(?:做|写|弄|搞|找|编|拍|整|画|设计|准备|整理|发|报|订|挑|选|引用|打印|起|取)"
    r"(?:个|一个|一份|一篇|一本|一张|张|份|篇|本|套|一套|点|一下|一句|句|一段|段|一首|首|几个|些)"
    r"(?![^，。]{0,4}(?:生意|买卖|店|公司|工作室|品牌|事业|厂))"
    r"|给(?:别人|人家|朋友|同事|老师|孩子|娃|客户|[^，。]{1,6}?的)[^，。]{0,4}?(?:挑|选|买|订|找|准备)"
    r"|把[^，。]{1,10}?(?:刻|贴|印|挂|写|绣|做成|改成|翻译成))"
)
"""A goal's value that opens on making a thing (做个官网, 写个口诀, 找张原版, 引用一句诗), on
choosing one for someone (给同事挑个礼物) or on putting words on a thing (把这句刻在门口); not a
business (做个小生意, 开个咖啡馆 are goals)."""
_ZH_HORIZON: Final = re.compile(
    r"今年|明年|年底|年内|之前|以前|[岁年]前|退休|这辈子|将来|以后|总有一天|有一天|早晚|目标|梦想|理想"
    r"|心愿|愿望|计划|争取"
)
_ZH_REQUEST: Final = re.compile(
    r"帮我|帮忙|你帮|给我|麻烦|请你|你知道|你觉得|怎么|如何|哪些|哪[本个里儿位种家]|什么|有没有|[吗呢？?]"
)


def kept(sentence: str, message: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without a goal that is only the task the message asks help with."""
    return [f for f in fills if not _task(f, sentence, message, chinese)]


def _task(fill: Fill, sentence: str, message: str, chinese: bool) -> bool:
    """True when the fill is the user's goal said as a thing to make now."""
    if fill.slot != "goal" or fill.subject != "user" or fill.action != "add":
        return False
    if chinese:
        return _zh_task(fill.value, sentence, message)
    return _en_task(fill.value, sentence, message)


def _en_task(value: str, sentence: str, message: str) -> bool:
    """An English goal said as a want or a try at making something, asked help with."""
    wanting = _EN_WANTING.search(sentence)
    if wanting is None or _EN_TASK.match(value) is None or _EN_HORIZON.search(sentence):
        return False
    trying = re.match(r"(?i)tr", wanting.group(0)) is not None
    return trying or _EN_REQUEST.search(message) is not None


def _zh_task(value: str, sentence: str, message: str) -> bool:
    """A Chinese goal said as 想/打算 making something, with help asked in the message."""
    if _ZH_TASK.match(value) is None or _ZH_HORIZON.search(sentence):
        return False
    return _ZH_REQUEST.search(message) is not None
