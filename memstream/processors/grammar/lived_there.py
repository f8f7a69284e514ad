"""Where the user lives, said by pointing back at a place named just before, or by being "at"
a place:

    俺是齐齐哈尔的，搁那住了四十多年了       我老家哈尔滨的，在那住了三十年
    我在沈阳铁西那片搓澡，住得也不远          我在东关开了个小店，就住楼上
    我们是在新西兰奥克兰的                    我们一家都是在温州的
    "I run a little shop in Bologna, I live just upstairs"
    "I work at a bakery in Ghent and live around the corner"

A place visited (去那玩了几天), someone else's clause (他是齐齐哈尔的…), a question, a wish or a
past home gives nothing.

Pure: `chinese(text)` and `english(text, place)` return the place, "" when none is said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import zh_objects

_ZH_ME: Final = r"(?:我们|咱们|俺们|我|俺|咱|本人)"
_ZH_THERE: Final = r"(?:那儿|那里|那边|那块|那|这儿|这里|这边|这)"
_ZH_FROM_THEN_THERE: Final = re.compile(
    rf"^{_ZH_ME}(?:老家|家)?(?:是|就是)?(?P<p>[\u4e00-\u9fff]{{2,6}}?)(?:人|的)[，,、]\s*"
    rf"(?:(?:一直|从小|就|也|都|还)\s*)*(?:在|搁|住在|待在){_ZH_THERE}"
    r"(?:住|生活|过)(?:了|着)?"
)
"""One's home town, then living there (俺是齐齐哈尔的，搁那住了四十多年了)."""
_ZH_AT: Final = re.compile(
    rf"^{_ZH_ME}(?:一家|全家|两口子|一家人)?(?:都|也)?(?:是)在(?P<p>(?:(?!的)[\u4e00-\u9fff]){{2,7}}?)的"
    r"(?=$|[，,。！!；;～~\s])"
)
"""Being at a place (我们是在新西兰奥克兰的)."""
_ZH_NEARBY: Final = re.compile(
    rf"^{_ZH_ME}(?:[^。！!？?；;]{{0,14}}?)(?:就)?在(?P<p>[\u4e00-\u9fff]{{2,7}}?)"
    r"(?:那片|那块|那一片|一带|附近|这边|那边)?(?:的)?[^，,。！!？?；;]{0,12}"
    r"[，,]\s*(?:我)?(?:也|就)?(?:住得?(?:也|都)?(?:不远|挺近|很近|附近|旁边|隔壁|楼上|楼下|对面)"
    r"|就住(?:在)?(?:附近|旁边|隔壁|楼上|楼下|对面|店里|店后面))"
)
"""Working at a place, living close by (我在沈阳铁西那片搓澡，住得也不远)."""
_ZH_UNSURE: Final = re.compile(
    r"吗|？|\?|如果|要是|假如|想去|打算|准备|旅游|出差|玩|路过|以前|曾经"
)
_ZH_SOMEONE: Final = re.compile(r"他|她|你")


def chinese(text: str) -> str:
    """The home a Chinese sentence points back at or is at, "" when none."""
    if _ZH_UNSURE.search(text):
        return ""
    for shape in (_ZH_FROM_THEN_THERE, _ZH_AT, _ZH_NEARBY):
        said = shape.search(text)
        if said is None or _ZH_SOMEONE.search(text[: said.end()]):
            continue
        found = zh_objects.place(said["p"])
        if found:
            return found[0]
    return ""


_EN_NEARBY: Final = re.compile(
    r"(?i)^\W*(?:i|we|i'm|we're|i\s+am)\b[^.;!?]{0,60}?\b(?:in|at)\s+"
    r"(?P<rest>(?-i:[A-Z])[^,.;!?]{1,40}?)[,;]?\s+(?:and\s+)?(?:i\s+|we\s+)?"
    r"(?:(?:also|just)\s+)?live\s+(?:just\s+|right\s+)?(?:upstairs|downstairs|above\s+(?:it|the\s+\w+)"
    r"|nearby|close\s+by|around\s+the\s+corner|next\s+door|down\s+the\s+road|on\s+site"
    r"|up\s+the\s+road|across\s+the\s+street|behind\s+(?:it|the\s+\w+))\b"
)
"""Working at a place, living close by ("I run a shop in Bologna, I live just upstairs")."""
_EN_UNSURE: Final = re.compile(
    r"(?i)\?|\b(?:if|wish|would|could|might|maybe|hope|want|plan|used\s+to|he|she|they|his|her"
    r"|their|you|your|visiting|holiday|trip)\b|'d\b"
)


def english(text: str, place: Callable[[str], str]) -> str:
    """The home an English sentence gives by living close to where one works, "" when none."""
    said = _EN_NEARBY.search(text)
    if said is None or _EN_UNSURE.search(text):
        return ""
    return place(said["rest"])
