"""A plan said as one word before its day, then a clause of another thing ("Exam on Friday,
wish me luck", "Packing tonight, flying tomorrow", "Wedding on Saturday, need a suit"): the
word is the whole plan; the clause after it is a wish, a need or a plan of its own, not
part of it. Pure: `stands_alone(head)`."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.plan_words import BARE_EVENTS, NOT_DOINGS

_WORD: Final = re.compile(r"[A-Za-z][A-Za-z'-]*")


def stands_alone(head: str) -> bool:
    """True when the words before a day are one doing (an -ing verb: "Packing", "Moving") or
    one event noun ("Exam", "Wedding", "Dentist"), said with no subject."""
    words = _WORD.findall(head)
    if len(words) != 1 or len(head.strip()) != len(words[0]):
        return False
    word = words[0].lower()
    if word in NOT_DOINGS:
        return False
    return word in BARE_EVENTS or (word.endswith("ing") and len(word) > 5)


def no_doing(value: str) -> bool:
    """True for a plan's value that is one word naming no doing ("Raining", "Something")."""
    return value.strip(" .!").lower() in NOT_DOINGS
