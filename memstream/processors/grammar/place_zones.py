"""A time zone said of a place is not the user's (g51p): 日本是东九区, 上海算东八区吧, "Tokyo is on
JST", "Japan is UTC+9". The clause before the zone has a subject of its own (a place, a
country) and no sign of the user or where they are (我, 我们, 这边, 这里; I, we, my, here), so
the user's `timezone` read from it is dropped (in Chinese only in a sentence that never says
我: 时区是…, 一直在东七区 are the user's). A zone said with no subject stands ("Based in
Tokyo, so JST", 坐标东京，东九区), as does one said of the user's side (我这边是东八区, "my
team is on JST").

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_ZH_CLAUSE: Final = re.compile(r"[，,。；;！!？?\s]")
_ZH_LINKS: Final = re.compile(r"(?:到底|应该|是不是|也|都|就)?(?:算|是|在|属于|用|用的是)$")
_ZH_MINE: Final = re.compile(
    r"我|咱|俺|这边|这里|这儿|本地|本人|家里|公司|单位|现在|目前|如今|今天|平时|已经|夏天|冬天"
    r"|时区|时间|一直|还|仍然|依然|改|换"
)
"""The user or their side (这边, 公司), or a time, not a place (现在是东部夏令时)."""
_EN_CLAUSE: Final = re.compile(r"[,.;!?]|\b(?:so|and|but)\b")
_EN_LINKS: Final = re.compile(r"(?i)\s*(?:is|are|'s|runs|uses)\s+(?:on|in)?\s*$")
_EN_MINE: Final = re.compile(
    r"(?i)\b(?:i|i'm|im|we|we're|my|our|us|me|here|team|office|company|work)\b"
)
_EN_NAMED: Final = re.compile(r"^\s*(?:the\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*\s*$")


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's time zone said of a place, not of the user."""
    if not any(f.slot == "timezone" and f.subject == "user" for f in fills):
        return fills
    return [f for f in fills if not _of_a_place(f, sentence, chinese)]


def _of_a_place(fill: Fill, sentence: str, chinese: bool) -> bool:
    """True when the user's time zone is said with a subject of its own before it."""
    if fill.slot != "timezone" or fill.subject != "user" or not fill.value:
        return False
    at = sentence.find(fill.value)
    if at <= 0:
        return False
    if chinese:
        if re.search(r"我|咱|俺", sentence):
            return False  # a sentence about the user: the zone may be theirs
        said = _ZH_CLAUSE.split(sentence[:at])[-1]
        subject = _ZH_LINKS.sub("", said)
        return said != subject and bool(subject) and not _ZH_MINE.search(subject)
    said = _EN_CLAUSE.split(sentence[:at])[-1]
    subject = _EN_LINKS.sub("", said)
    named = _EN_NAMED.match(subject) is not None
    return said != subject and named and not _EN_MINE.search(subject)
