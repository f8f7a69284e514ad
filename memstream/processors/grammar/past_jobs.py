"""A job said in the past with a time that is over is not the user's job now: "I worked for a
company called Acme years ago", "Back in 2015 I worked at Lloyds", "I was a nurse for ten
years before I retrained", "I once worked for a firm called Baker & Co", 我去年在京东当快递员,
我三年前在华为上班, 我毕业后在华为干了三年，现在在阿里 (华为 is over, 阿里 is now).

English: the clause that holds the value opens with the user's past work ("I worked",
"I was working", "I was a", "I interned", "I taught") and the clause, or the words before it,
says a time gone by (ago, last year, back in, once, until, for two years, in 2015, in
college, when I was ...). Chinese: the clause says a time gone by (去年, 前年, 三年前,
前几年, 那会儿, 2019年) and not now (现在, 目前, 一直, 还), and no start of the job
(去年入职了华为 is a job now), or a later clause says the job
now (现在在阿里). The employer, role and work location read from such a clause are dropped;
an ending (`negate`) stays. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

WORK_SLOTS: Final = frozenset({"employer", "role", "work_location"})
_EN_SUBJECT: Final = re.compile(r"\b(?:i|we)\b(?!')", re.IGNORECASE)
_EN_PAST_WORK: Final = re.compile(
    r"^(?:i|we)\s+(?:(?:once|also|previously|briefly|first|only|actually|even)\s+)?"
    r"(?:worked|was working|were working|was employed|was an?\b|were\b|was (?:at|with)\b"
    r"|spent\b|interned|temped"
    r"|taught|freelanced|waitressed|bartended|nannied)\b",
    re.IGNORECASE,
)
"""A clause that opens with the user's work in the past."""
_EN_NUMBER: Final = (
    r"(?:a|an|about|almost|nearly|over|around|\d+|two|three|four|five|six|seven|eight|nine"
    r"|ten|eleven|twelve|twenty|thirty|a few|a couple of|several|many|some|a number of)"
)
_EN_PAST_TIME: Final = re.compile(
    r"\b(?:ago|years back|last (?:year|month|summer|spring|winter|autumn|fall|decade|century)"
    r"|back (?:in|then|when|home)|at the time|in my (?:teens|twenties|thirties|forties|fifties"
    r"|20s|30s|40s|50s|youth|early|late|student|uni|college|first)|when i was|once|until|till"
    r"|before (?:i|that|then|moving|having|joining|switching|going|starting|retiring|kids)"
    r"|previously|formerly|in (?:19|20)\d\d|from (?:19|20)\d\d"
    rf"|for (?:{_EN_NUMBER} )?(?:(?:good|long|whole) )?(?:years?|months?|decades?|summers?)"
    rf"|spent (?:{_EN_NUMBER} )?(?:(?:good|long|whole) )?(?:years?|months?|decades?|summers?)"
    r"|during (?:college|uni|university|school|high school|the pandemic|covid|my)"
    r"|in (?:college|uni|high school|grad school|school)|after (?:college|uni|school|graduat)"
    r"|out of (?:college|school|uni)|my first job|as a (?:student|teen|teenager|kid))",
    re.IGNORECASE,
)
"""A time that is over."""
_EN_CLAUSE_END: Final = re.compile(
    r"[;.!?]|\b(?:but|now|nowadays|these days|currently|today|since then|then i|and i)\b",
    re.IGNORECASE,
)
_ZH_CLAUSES: Final = re.compile(r"[，,；;。！!？?]")
_ZH_PAST_TIME: Final = re.compile(
    r"去年|前年|大前年|\d+年前|[一二三四五六七八九十两几]+年前|前几年|早些年|早年|头几年|那会儿?|那几年"
    r"|(?:19|20)\d\d年(?!起|开始|以来|到现在|至今)|(?:退休|毕业|结婚|出国|生娃|生孩子|读研|读博)前"
)
_ZH_NOW: Final = re.compile(r"现在|目前|如今|一直|还在|至今|到现在|以来")
_ZH_JOINED: Final = re.compile(
    r"加入|入职|签[了约到]|进了|进入|跳槽|跳到|转|调到|去了|来了|开始|入了|升|换|当上"
)
"""A job begun then (去年入职了华为): the start is past, the job is now."""


def en_over(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without the user's job said in an English clause of a time that is over."""
    return [f for f in fills if not (_work(f) and _en_over_at(text, f.value))]


def zh_over(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without the user's job said in a Chinese clause of a time that is over."""
    return [f for f in fills if not (_work(f) and _zh_over_at(text, f, fills))]


def _work(fill: Fill) -> bool:
    """True for the user's job learned as held (not an ending)."""
    return fill.subject == "user" and fill.slot in WORK_SLOTS and fill.action != "negate"


def _en_over_at(text: str, value: str) -> bool:
    """True when the value is said in a clause of past work with a time gone by."""
    at = text.lower().find(value.lower())
    if at < 0:
        return False
    opens = [m.start() for m in _EN_SUBJECT.finditer(text, 0, at)]
    if not opens:
        return False
    start = opens[-1]
    end = _EN_CLAUSE_END.search(text, at + len(value))
    clause = text[start : end.start() if end else len(text)]
    lead = _EN_CLAUSE_END.split(text[:start])[-1]
    return bool(_EN_PAST_WORK.match(clause)) and bool(_EN_PAST_TIME.search(lead + clause))


def _zh_over_at(text: str, fill: Fill, fills: list[Fill]) -> bool:
    """True when the value's clause says a time gone by and not now, or a later clause says
    now another value of the slot (在华为干了三年，现在在阿里)."""
    others = [f.value for f in fills if _work(f) and f.slot == fill.slot and f != fill]
    clauses = _ZH_CLAUSES.split(text)
    for index, clause in enumerate(clauses):
        if fill.value not in clause:
            continue
        if _ZH_NOW.search(clause) or _ZH_JOINED.search(clause):
            return False
        later_now = any(
            _ZH_NOW.match(c) and any(o in c for o in others) for c in clauses[index + 1 :]
        )
        return bool(_ZH_PAST_TIME.search(clause)) or (later_now and _zh_done(clause))
    return False


def _zh_done(clause: str) -> bool:
    """True for a clause of work done for a while and over (干了三年, 待过, 做过; not 干了六年了,
    which goes on)."""
    return re.search(r"[干做待呆]了.{1,4}年(?!了)|[干做待呆当]过", clause) is not None
