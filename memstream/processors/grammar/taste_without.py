"""A like said as not doing without the thing (issue 22, g51t): the user cannot get through
the day without it ("I can't function without coffee", "Can't start my day without a flat
white", 没有咖啡我一天都没精神, 冇得拌粉一天没精神). A person, a pronoun or a tool for work is
no taste ("can't live without my wife", "can't work without my laptop"). Pure."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.matchers.people_words import EN_RELATIONS

LIKE: Final = "like"

_EN_WITHOUT: Final = re.compile(
    r"(?i)(?:^|\bi\s+)(?:can't|cannot|cant|couldn't|could not)\s+(?:really\s+|even\s+)?"
    r"(?:function|start my day|start the day|get through the day|get through my day|wake up"
    r"|survive the day|live|survive|face the morning|face the day)\s+without\s+"
    r"(?:my\s+|a\s+|an\s+|some\s+|the\s+)?(?:morning\s+|daily\s+)?"
    r"(?P<x>[a-z][\w'&-]*(?: [a-z][\w'&-]*){0,3}?)(?=\s*(?:$|[,.;!)]|\band\b|\bin\b|\bfirst\b))"
)
"""The user cannot get through the day without a thing: it is liked."""
_EN_NOT_THINGS: Final = frozenset(
    "it him her them you me us this that these those anything everything something people"
    " help work sleep".split()
)
_ZH_WITHOUT: Final = re.compile(
    r"(?:^|[，,。！!；;\s])(?:要是|如果)?(?:没有|没得|冇得|没|冇|无)(?P<x>[^，,。！!？?；;\s我你他她它这那]{2,6}?)"
    r"(?:的话)?(?:我|俺)?(?:一天|整天|整个人|一整天|就|都|浑身|真的)*"
    r"(?:没精神|没有精神|没劲|活不下去|过不下去|不得劲|浑身难受|难受|不舒服|缓不过来|醒不过来|睡不着)"
)
"""没有咖啡我一天都没精神: without the thing the user's day does not go."""
_ZH_NOT_THINGS: Final = re.compile(r"^(?:钱|工作|时间|办法|事|人|网|电|手机|空调|睡好|睡够|休息)")
"""What one needs, not a taste (没钱就难受, 没网活不下去 said of needs and tools)."""


def read(text: str, chinese: bool) -> list[Fill]:
    """The likes a sentence says by not doing without them."""
    if "?" in text or "？" in text:
        return []
    return [Fill(LIKE, thing) for thing in (_zh(text) if chinese else _en(text))]


def _en(text: str) -> list[str]:
    """The thing an English sentence cannot do without, when it is no person or pronoun."""
    found = _EN_WITHOUT.search(text)
    if found is None:
        return []
    thing = found["x"]
    words = thing.lower().split()
    if words[0] in _EN_NOT_THINGS or any(w in EN_RELATIONS for w in words):
        return []
    return [thing]


def _zh(text: str) -> list[str]:
    """The thing a Chinese sentence cannot do without, when it is no person or need."""
    found = _ZH_WITHOUT.search(text)
    if found is None:
        return []
    thing = found["x"]
    if _ZH_NOT_THINGS.match(thing) or someone_in(thing, pets=True):
        return []
    return [thing]
