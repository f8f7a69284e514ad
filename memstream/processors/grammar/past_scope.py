"""What a clause says of a time that is over does not hold now: its home, job, tastes and
habits are not learned.

"As a kid I lived in Kenya", "Back when I worked at IBM I drove to Armonk every day",
"Growing up in Ohio, I played hockey every winter", 上大学的时候我每天打篮球, 年轻的时候在深圳
打工, 我在成都待过两年: a frame of past time (as a kid, back when, years ago, 小时候, 上大学的时候,
当年) or the experiential 过 after a verb of staying or working (住过, 待过, 当过) scopes its
clause and the clauses after it in the sentence, until one says now (now, still, these days,
"I'm", 现在, 如今, 还在). What lasts from then is kept: skills and languages ("I learned
French as a kid"), and a change that led to now ("back in 2019 I moved to Austin": moved,
joined, 搬到, 入职). "since I was a kid", 从小, 一直 say it still holds. Only what the
sentence adds is dropped: changes and endings are read by their own readers.

Pure: a function of the sentence and its fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_FRAME: Final = re.compile(
    r"\b(?:back when|back in (?:the day|(?:19|20)\d\d|college|school|high school|uni)"
    r"|when i was (?:a kid|a child|little|young|younger|small|a teen(?:ager)?|a student"
    r"|in (?:college|school|high school|uni|university|grad school|my (?:teens|twenties))"
    r"|\d{1,2}|growing up)"
    r"|as a (?:kid|child|teen(?:ager)?|student|boy|girl|young (?:man|woman))"
    r"|growing up|(?:many |a few |two |three |ten |\d+ )?years ago|in my (?:teens|twenties|youth)"
    r"|during (?:college|uni|university|high school|grad school)|back then|in those days"
    r"|spent my (?:teens|twenties|thirties|childhood|youth|college years|student days)"
    r"|^in (?:college|high school|uni|grad school)\b)\b",
    re.IGNORECASE,
)
"""A frame of time that is over ("as a kid", "back when", "years ago", "in college")."""
_EN_NOW: Final = re.compile(
    r"\b(?:now|nowadays|these days|currently|still|today|anymore|any more|since|lately"
    r"|at the moment|right now|ever since)\b"
    r"|\b(?:i|we)(?:'m| am| are|'re| have|'ve| live| work| love| like| do| eat| drink| play"
    r"| use| own| speak)\b",
    re.IGNORECASE,
)
"""Words that say the clause holds now."""
_EN_CHANGE: Final = re.compile(
    r"\b(?:moved|joined|started|switched|became|relocated|settled|transferred|got a job"
    r"|took a job|signed with|emigrated|immigrated|gave up|give up|quit|stopped|went"
    r"|turned|cut out|ditched|dropped|left|retired|converted)\b",
    re.IGNORECASE,
)
"""A change that led to now (moved, joined, gave up, quit): what it brought still holds."""
_EN_CLAUSES: Final = re.compile(r"[,;:]\s*|\s+(?:but|and then|then|so)\s+", re.IGNORECASE)

_ZH_FRAME: Final = re.compile(
    r"小时候|小的时候|(?:上|读|念)(?:小学|初中|高中|大学|研究生|研|书|学)(?:的)?时候"
    r"|(?:小学|初中|高中|大学|研究生|读书|上学|念书)(?:的)?(?:时候|那几年|期间|时期)"
    r"|年轻(?:的)?时候|那时候?|那会儿?|那几年|当年|早年|前几年|好几年前|[0-9几两三四五六七八九十]+年前"
    r"|(?:住|待|呆|干|做|当|工作|上班|生活|读|念)过(?![来去年节])"
)
"""A frame of time that is over (小时候, 上大学的时候, 当年), or the experiential 过 (待过)."""
_ZH_NOW: Final = re.compile(r"现在|如今|目前|至今|一直|还在|仍然|依然|到现在|这几年|最近|今年|从小")
_ZH_CHANGE: Final = re.compile(
    r"搬到|搬去|搬来|入职|加入|跳槽|调到|嫁到|定居|落户|考上|换到|戒|不再|开始|改成|转行|退休|辞职|离职"
)
_ZH_CLAUSES: Final = re.compile(r"[，,；;：:]")

_NOW_ONLY: Final = frozenset(
    """home_location work_location employer role diet like dislike habit goal project""".split()
)
"""Slots of what holds now (a skill or a language learned then is still had)."""


def present(text: str, chinese: bool, fills: list[Fill], opener: str | None = None) -> list[Fill]:
    """The fills without what the sentence says only of a time that is over (`opener`: the
    message's sentence before, when it is a frame cut off from this one, `opens`)."""
    frame = _ZH_FRAME if chinese else _EN_FRAME
    text = f"{opener}, {text}" if opener else text
    if not fills or frame.search(text) is None:
        return fills
    past = _past_clauses(text, chinese)
    if not past:
        return fills
    now = [c for c in _clauses(text, chinese) if c not in past]
    if not chinese:  # values are found in any case
        past, now = [c.lower() for c in past], [c.lower() for c in now]
    return [f for f in fills if not _only_then(f, past, now, chinese)]


def opens(text: str, chinese: bool) -> str | None:
    """The past frame a sentence ends with when it is cut off from its clause ("Back when I
    worked at IBM" before "I drove to Armonk every day"; "I live in Porto, years ago" before
    "I lived in Lyon"): it scopes the next sentence. None for any other sentence."""
    said = text.strip()
    if not said or said[-1] in ".!?。！？":
        return None
    clauses = _clauses(said, chinese)
    if not clauses:  # nothing but clause marks (", :", 。，)
        return None
    last = clauses[-1]
    if (_ZH_NOW if chinese else _EN_NOW).search(last):
        return None
    opener = (_ZH_OPENER if chinese else _EN_OPENER).match(last)
    frame = (_ZH_FRAME if chinese else _EN_FRAME).fullmatch(last)
    return last if opener is not None or frame is not None else None


_EN_OPENER: Final = re.compile(
    r"^(?:back when|when i was|as a (?:kid|child|teen|student)|growing up|in college"
    r"|(?:many |a few )?years ago|back in)\b",
    re.IGNORECASE,
)
_ZH_OPENER: Final = re.compile(
    r"^(?:我)?(?:小时候|年轻的时候|上大学的时候|读书的时候|上学的时候|当年|那时候)"
)


def _clauses(text: str, chinese: bool) -> list[str]:
    split = (_ZH_CLAUSES if chinese else _EN_CLAUSES).split(text)
    return [c.strip() for c in split if c and c.strip()]


def _past_clauses(text: str, chinese: bool) -> list[str]:
    """The clauses a past frame scopes: from the frame's clause on, until one says now."""
    frame, now, change = (
        (_ZH_FRAME, _ZH_NOW, _ZH_CHANGE) if chinese else (_EN_FRAME, _EN_NOW, _EN_CHANGE)
    )
    past: list[str] = []
    scoped = False
    for clause in _clauses(text, chinese):
        if now.search(clause) is not None:
            scoped = False
            continue
        scoped = scoped or frame.search(clause) is not None
        if scoped and change.search(clause) is None:
            past.append(clause)
    return past


def _only_then(fill: Fill, past: list[str], now: list[str], chinese: bool) -> bool:
    """True for a fill of the user's that names what held then, and no clause of now says it."""
    if fill.subject != "user" or fill.action == NEGATE or fill.slot not in _NOW_ONLY:
        return False
    if fill.extra.get("replaced") or fill.extra.get("changed"):
        return False
    value = fill.value if chinese else fill.value.lower()
    if any(value in clause for clause in now):
        return False
    return any(value in clause for clause in past) or not now
