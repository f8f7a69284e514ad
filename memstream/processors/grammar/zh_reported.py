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
    r"(?P<who>[^我俺咱，,。！!？?；;]{1,10}?)(?:跟我|对我|和我|给我)?(?:自我介绍)?"
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
    return [f for f in fills if f.subject != "user" or not _only_in(f.value, text, start, end)]


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


def _only_in(value: str, text: str, start: int, end: int) -> bool:
    """True when the value is said in the text, and only between start and end."""
    places = [m.start() for m in re.finditer(re.escape(value), text)] if value else []
    return bool(places) and all(start <= at < end for at in places)
