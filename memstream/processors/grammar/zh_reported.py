"""What someone else says of themself, passed on by the user, is not the user's (g54o):
群里有个宝妈说她家孩子有哮喘, 面试的候选人说她会四门外语，结果英语口语磕磕绊绊的, 房东讲他下个月
搬去深圳, 同事跟我说她对芒果过敏. The speaker is someone other than the user and what they say
opens with 他 / 她 (他家, 她家孩子); from there the clause, and the clauses after it that say
no subject of their own, are the speaker's. A clause that says 我 again ends the run; a value
said there stands.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_REPORTED: Final = re.compile(
    r"(?P<who>[^我俺咱，,。！!？?；;]{1,10}?)(?:(?:跟|对|和|给)我(?:[爸妈哥姐弟妹]{1,2}|老公|老婆"
    r"|媳妇|爱人|儿子|女儿|奶奶|爷爷|外婆|姥姥)?)?(?:自我介绍)?"
    r"(?:说|讲|提到|表示|告诉我|跟我讲|说过|发消息说|在群里说)(?:过)?[，,：:]?\s*(?:他|她)(?!们)"
)
"""A third person's words about themself: 宝妈说她…, 同事跟我说她…."""
_CLAUSE: Final = re.compile(r"[^，,。！!？?；;]+")
_USER: Final = re.compile(r"我|俺|咱|本人")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own said only in what someone else says of themself."""
    if not any(f.subject == "user" for f in fills):
        return fills
    span = reported_span(text)
    if span is None:
        return fills
    start, end = span
    who = _REPORTED.search(text)
    first = who.start("who") if who else start
    return [
        f
        for f in fills
        if f.subject != "user"
        or not (
            only_in(f.value, text, start, end)
            or (f.slot not in _PEOPLE and only_in(f.value, text, first, end))
        )
    ]


_PEOPLE: Final = frozenset({"relation", "pet"})
"""Slots a speaker's own word may fill for the user (我爸说他…: the user's 爸)."""


def reported_span(text: str) -> tuple[int, int] | None:
    """(start, end) of what someone else says of themself and the subject-less clauses after
    it, or None."""
    found = _REPORTED.search(text)
    if found is None or found["who"].strip() in ("", "你", "您"):
        return None
    end = len(text)
    for clause in _CLAUSE.finditer(text, found.end()):
        if clause.start() > found.end() and _USER.search(clause.group()):
            end = clause.start()
            break
    return found.end(), end


def only_in(value: str, text: str, start: int, end: int) -> bool:
    """True when the value (or its longest head or tail of two characters or more: 每天早上五点
    跑步 of 每天早上五点起来跑步) is said in the text, and only between start and end."""
    said = said_part(value, text)
    places = [m.start() for m in re.finditer(re.escape(said), text)] if said else []
    return bool(places) and all(start <= at < end for at in places)


def said_part(value: str, text: str) -> str:
    """The value, or its longest head, else its longest tail, of two characters or more that
    the text holds ("" when none: a value the grammar rewrote, 每晚 of 每天晚上, is found by
    what it keeps)."""
    if value in text:
        return value
    heads = (value[:n] for n in range(len(value) - 1, 1, -1))
    tails = (value[-n:] for n in range(len(value) - 1, 1, -1))
    return next((part for part in heads if part in text), "") or next(
        (part for part in tails if part in text), ""
    )
