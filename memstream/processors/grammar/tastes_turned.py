"""A Chinese taste turned round, said by how the thing tastes or sits with one now (g55u, issue
22 point 2): a thing said good with a cue of change (现在觉得茄子还挺香的, 最近居然觉得胡萝卜挺甜,
上了年纪反倒觉得苦瓜炒蛋挺香) is a like, changed (so a dislike of it ends), and a thing one cannot
face any more (麻辣烫现在看见就腻, 恐怖片是一点都看不了了, 火锅吃腻了) ends the like of it.

Only the user's own clause: never a question, a wish, a plan, a time that is over (以前), or
someone else's taste. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.zh_subjects import someone_in

_CHANGE: Final = re.compile(r"现在|居然|竟然|反倒|反而|如今|最近|突然|慢慢|越来越|开始")
"""A cue that the taste is new (现在觉得…挺香)."""
_GOOD: Final = re.compile(
    r"(?:觉得|发现)?(?P<x>[\u4e00-\u9fff]{1,6}?)(?:其实|还|也|倒|倒是)*(?:挺|很|蛮|超|特别|真|越来越)"
    r"(?:香|好吃|甜|好喝|不错|下饭)(?:的|了|啦)?$"
)
"""A thing said good (茄子还挺香的), at the end of its clause."""
_FED_UP: Final = re.compile(
    r"(?P<x>[\u4e00-\u9fff]{2,8}?)(?:是|也|我|现在|如今)*(?:一点都|一点也|完全|再也|都)?"
    r"(?:看见就腻|一看就腻|闻着就腻|吃腻了|喝腻了|看腻了|吃伤了|喝伤了|看不了了|吃不了了|看不下去了"
    r"|吃不下去了|受不了了)"
)
"""A thing one cannot face any more (麻辣烫现在看见就腻, 恐怖片是一点都看不了了)."""
_LEAD: Final = re.compile(r"^.*(?:以后|之后|现在|如今|后来|最近|居然|竟然|反倒|反而|觉得|发现)")
_NOT_THING: Final = re.compile(
    r"^(?:我|你|他|她|这|那|它|都|也|还|就|真|是|一点|人|东西|感觉|味道|日子|生活)|一点$"
)
_NOT_SAID: Final = re.compile(r"[吗？?]|以前|之前|小时候|想|希望|如果|要是|会不会|是不是|你")
_CLAUSES: Final = re.compile(r"[，,。！!；;～~…\s]+")


def _thing(said: str) -> str:
    thing = _LEAD.sub("", said)
    return "" if len(thing) < 2 or _NOT_THING.match(thing) else thing


def _turned(clause: str, topic: str) -> list[Fill]:
    """What one clause says turned; `topic` is the clause before it, the thing when it is
    said first, alone (宫斗剧，现在是一点都看不下去了)."""
    if _NOT_SAID.search(clause) or someone_in(clause, wide=True):
        return []
    fed_up = _FED_UP.search(clause)
    thing = _thing(fed_up.group("x")) if fed_up is not None else ""
    if fed_up is not None and not thing and topic:
        fed_up = _FED_UP.search(topic + clause)
        thing = _thing(fed_up.group("x")) if fed_up is not None else ""
    if thing:
        extra = {"object": thing, "verb": "", "slots": ["like"]}
        return [Fill("ending", thing, action=NEGATE, terms=(thing,), extra=extra)]
    good = _GOOD.search(clause) if _CHANGE.search(clause) else None
    thing = _thing(good.group("x")) if good is not None else ""
    return [Fill("like", thing, extra={"changed": True})] if thing else []


def tastes_turned(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a taste the Chinese sentence says turned round (see the module), unless
    a like, dislike or ending of the user's is read already."""
    if any(_a_taste(f) for f in fills):
        return fills
    clauses = [clause for clause in _CLAUSES.split(text) if clause]
    topics = ["", *(c if 2 <= len(c) <= 6 and not _NOT_SAID.search(c) else "" for c in clauses)]
    found = [fill for c, topic in zip(clauses, topics, strict=False) for fill in _turned(c, topic)]
    return fills + found[:1]


def _a_taste(fill: Fill) -> bool:
    """A like, dislike or an ending that names its thing, of the user's (an ending read off
    the sentence's words, 不下去, names none)."""
    if fill.subject != "user" or fill.slot not in ("like", "dislike", "ending"):
        return False
    return fill.slot != "ending" or bool(fill.extra.get("object"))
