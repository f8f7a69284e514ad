"""A taste said in a relative clause of the user's own description (issue 22, g50t): "I'm a
nurse who can't stand hospital coffee", "I'm the kind of guy who loves a good curry"."""

from __future__ import annotations

import re
from typing import Final

_TASTE_VERBS: Final = {
    "loves": "love",
    "likes": "like",
    "adores": "adore",
    "enjoys": "enjoy",
    "hates": "hate",
    "detests": "detest",
    "loathes": "loathe",
    "can't stand": "can not stand",
    "cant stand": "can not stand",
    "can’t stand": "can not stand",
    "can not stand": "can not stand",
    "cannot stand": "can not stand",
    "does not like": "do not like",
    "doesn't like": "do not like",
    "doesnt like": "do not like",
}
"""Verbs of a taste said of "who" (the third person) and as the user says them."""
_SELF_WHO: Final = re.compile(
    r"^(?P<lead>.*?\b(?:I'm|I’m|Im|I am)\s+(?:an?|the|one of those|the kind of|the sort of)"
    r"\b[^,.;!?]{1,40}?)\s+(?:who|that)\s+(?:(?P<adv>really|just|totally|absolutely)\s+)?"
    r"(?P<v>" + "|".join(re.escape(v) for v in _TASTE_VERBS) + r")\s+(?P<x>\S)",
    re.IGNORECASE,
)


def said_plain(part: str) -> str:
    """The clause with a taste said of "who" after "I'm a ..." said as the user's own ("I'm
    a nurse who hates night shifts" → "I'm a nurse, I hate night shifts"); else as it is."""
    found = _SELF_WHO.match(part)
    if found is None or re.search(r"\?\s*$", part):
        return part
    verb = _TASTE_VERBS[found["v"].lower()]
    adverb = f"{found['adv']} " if found["adv"] else ""
    return f"{found['lead']}, I {adverb}{verb} {part[found.start('x') :]}"
