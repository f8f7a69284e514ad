"""A taste said by a habit of choosing it (issue 22, g46t), EN and ZH: what one always orders,
picks or gets when one could have had anything else is what one likes ("I always order the
pad see ew", "I always get the window seat", 每次去火锅店我都点毛肚, 奶茶我每次都选芋泥的).

Pure: text in, fills out. Silent on a question, a wish, someone else's habit, and on a
routine without a chosen thing ("I always order takeout on Fridays", 每次都点外卖: a habit,
read elsewhere).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

LIKE: Final = "like"

EN_CHOOSING: Final = "order|get|pick|choose|go for|grab|have"
"""Verbs of choosing from what is on offer."""
_EN_CHOICE: Final = re.compile(
    rf"(?i)(?:^|[,;:]\s*|\b(?:and|so|but|honestly|tbh)\s+)i\s+(?:basically\s+|just\s+)?"
    rf"(?:always|every single time|every time|without fail)\s+(?:{EN_CHOOSING})s?\s+the\s+"
    r"(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
    r"(?=\s*(?:$|[,.;!—–(]|\b(?:when|whenever|at|from|if|because|cause|since|lol|haha)\b))"
)
"""I always order / get / pick the X (a thing named with "the": one's pick from a menu)."""
_EN_NOT_CHOSEN: Final = frozenset(
    """same cheapest first last one other bus train subway car check bill wrong time most least
    biggest smallest usual""".split()
)
"""What one always gets that is no thing liked ("the bus", "the same", "the bill")."""
_EN_NOT_MINE: Final = re.compile(r"(?i)\?|\b(?:wish|want|wanna|would|should|if)\b")

_ZH_CHOICE: Final = re.compile(
    r"(?:^|[，,。！!；;])(?:[^，,。！!；;]{0,8}?)?我?(?:每次|每回|回回|次次|总是|永远)"
    r"(?:[^，,。！!；;点选挑]{0,8}?)(?:都|也|必|就)?(?:必|只)?(?:点|选|挑)(?:的是)?(?:一份|一杯|一碗)?"
    r"(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)(?=$|[，,。！!；;~～]|的$|吃|喝)"
)
"""我每次都点毛肚, 去奶茶店我总是选芋泥 (one's pick, said with a habit of choosing)."""
_ZH_NOT_CHOSEN: Final = re.compile(
    r"^(?:外卖|菜|单|餐|东西|一样|同一|同样|最便宜|便宜|贵|套餐|饭|个|一个|那个|这个|它|他|她)"
)
"""What one always orders that is a routine or a measure, not a thing liked (点外卖)."""
_ZH_NOT_MINE: Final = re.compile(
    r"吗|？|\?|如果|要是|想|希望|打算|他|她|我(?:老公|老婆|妈|爸|朋友)"
)


def read(text: str, chinese: bool) -> list[Fill]:
    """The likes a habit of choosing names; none in a question, a wish or another's habit."""
    if chinese:
        if _ZH_NOT_MINE.search(text):
            return []
        found = [m["x"] for m in _ZH_CHOICE.finditer(text)]
        return [Fill(LIKE, x) for x in found if not _ZH_NOT_CHOSEN.match(x)]
    if _EN_NOT_MINE.search(text):
        return []
    values = [m["x"] for m in _EN_CHOICE.finditer(text)]
    return [Fill(LIKE, x) for x in values if x.split()[0].lower() not in _EN_NOT_CHOSEN]
