"""Work said by its verb: a trade done for an employer ("I haul for Werner", "I'm delivering
for Deliveroo now") and a job left for a new one ("left Acme for Globex").

Read after a sentence's frames (from `jobs.job_change`), in English.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import EN_PLACES

_TRADES: Final = {
    "deliver": "courier",
    "driv": "driver",
    "writ": "writer",
    "teach": "teacher",
    "clean": "cleaner",
    "tutor": "tutor",
    "design": "designer",
    "consult": "consultant",
    "cook": "cook",
    "babysit": "babysitter",
    "freelanc": "freelancer",
    "haul": "trucker",
    "truck": "trucker",
    "translat": "translator",
    "illustrat": "illustrator",
    "photograph": "photographer",
    "edit": "editor",
    "report": "reporter",
    "bartend": "bartender",
    "nann": "nanny",
    "cater": "caterer",
    "coach": "coach",
    "referee": "referee",
    "fly": "pilot",
}
"""Verbs of a trade done for an employer ("I haul for Werner"), by stem, and the doer."""
_TRADE: Final = re.compile(
    r"(?:^\s*|[,;.!]\s*|\b(?:and|so|but)\s+)(?:(?P<ongoing>i am|i'm|i've been|i have been)|i)"
    r"\s+(?:now\s+|currently\s+|also\s+)?(?P<verb>" + "|".join(_TRADES) + r")(?:ing|e|es|y|ies)?"
    r"\s+for\s",
    re.IGNORECASE,
)


def trade_for(text: str, with_employer: bool) -> list[Fill]:
    """ "I'm delivering for Deliveroo now": the trade's doer is the role; the capitalised
    name after "for" the employer when no frame read one and the job is said as current."""
    found = _TRADE.search(" " + text.replace("’", "'") + " ")
    if found is None:
        return []
    role = Fill("role", _TRADES[found.group("verb").lower()])
    org = _ORG.match(text.replace("’", "'"), found.end() - 1)
    if not with_employer:
        return [role]
    said_now = _CURRENT.search(text) is not None or found.group("ongoing") is None
    if org is None or not said_now or org.group(1) in _NOT_ORG:
        return []  # "I drive for Uber" (the present), "I'm delivering for Deliveroo now"
    return [role, Fill("employer", org.group(1))]


_LEFT_FOR: Final = re.compile(
    r"\b(?:left|quit|ditched)\s+(?P<old>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})\s+for\s+"
    r"(?P<new>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})"
)


def left_for(text: str) -> list[Fill]:
    """ "left Acme for Globex": the new employer (never when either is a known place: "left
    London for Berlin" is a move)."""
    found = _LEFT_FOR.search(text.replace("’", "'"))
    if found is None:
        return []
    old, new = found.group("old"), found.group("new")
    if {old.lower(), new.lower()} & EN_PLACES or {old, new} & _NOT_ORG:
        return []
    return [Fill("employer", new)]


_ORG: Final = re.compile(r"\s*([A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3})")
_CURRENT: Final = re.compile(
    r"\b(?:now|these days|currently|full[- ]time|part[- ]time|for a living)\b",
    re.IGNORECASE,
)
_NOT_ORG: Final = frozenset(
    """Christmas Easter Halloween Thanksgiving Monday Tuesday Wednesday Thursday Friday
    Saturday Sunday January February March April May June July August September October
    November December I""".split()
)
