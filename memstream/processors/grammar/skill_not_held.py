"""Skills read where the sentence says none is had (issue 22, g51t: probe V found a skill
learned that was no skill more often than any other slot), in English and Chinese:

- a skill set against the ones had ("Photoshop pretty well, InDesign not so much",
  InDesign就不太行了): not had;
- what the user can do only as the aim of something else ("so I can do roof surveys"): a
  purpose, no ability;
- a Chinese value that is no craft: a word of how (本身, 习惯), a verb with its amount (唠几句),
  a denial inside it (听不会写), a time word (天天拉), a person (做饭的人), an outcome judged
  (反馈还行, 播放量还行);

Pure: each function takes the fills of one sentence and the sentence.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import value_patterns
from memstream.processors.grammar.fills import Fill

_EN_SET_AGAINST: Final = (
    r"\s*,?\s*(?:not so much|not really|not yet|not at all|not much|not great"
    r"|not that well|is a weak spot|is my weak spot)\b"
)
_EN_PURPOSE: Final = re.compile(
    r"(?i)(?<=\w)(?: \w+){2,} (?:so(?: that)?|in order that) I can\b|\bin order to\b"
    r"|\bto be able to\b"
)
"""A purpose after a clause of three words or more ("get my licence so I can do surveys"); not a
"so" that opens the sentence ("yo so I can do photoshop")."""


def en_kept(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without user skills said not had ("InDesign not so much") or only as a
    purpose ("so I can do roof surveys")."""
    return [f for f in fills if not (_users_skill(f) and _en_not_held(f.value, text))]


def _en_not_held(value: str, text: str) -> bool:
    """True when the skill is set against the ones had, or named only after a purpose."""
    if value_patterns.search(re.escape(value) + _EN_SET_AGAINST, text, re.IGNORECASE):
        return True
    purpose = _EN_PURPOSE.search(text)
    return purpose is not None and value.lower() in text[purpose.end() :].lower()


_ZH_SET_AGAINST: Final = (
    r"(?:就|倒是|可)?(?:不太行|不行|不怎么样|一般般|不熟|不会|差点|差一些|是短板)"
)
_ZH_NO_CRAFT: Final = re.compile(
    r"^(?:本身|自己|本来|习惯|平时|其实|基本|一般)$|(?:几句|两句|几下|的人|的)$"
    r"|不会|唔会|天天|每天|么"
)
"""A value that is no craft: a word of how, a verb with its amount, a denial, a time, a
person (本身, 唠几句, 听不会写, 企业微信里天天拉, 做饭的人)."""
_OUTCOMES: Final = re.compile(
    r"^(?:反馈|播放量|阅读量|点击量|浏览量|销量|数据|流量|评价|反响|口碑|人气|效果|结果|回报|收益|订单)$"
)
"""What a thing made gets, judged (反馈还行, 播放量还行): an outcome, no craft."""


def zh_kept(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without user skills that are no craft, an outcome, or a skill set against
    the ones had."""
    return [f for f in fills if not (_users_skill(f) and _zh_not_held(f.value, text))]


def _zh_not_held(value: str, text: str) -> bool:
    """True when a Chinese skill value names no craft the user has."""
    if value.isascii():
        return value_patterns.search(re.escape(value) + _ZH_SET_AGAINST, text) is not None
    return _ZH_NO_CRAFT.search(value) is not None or _OUTCOMES.match(value) is not None


def _users_skill(fill: Fill) -> bool:
    """True for a skill said of the user."""
    return fill.slot == "skill" and fill.subject == "user"
