"""A sentence that opens with someone called by a title and surname ("Old Mr Baxter next door
has just been diagnosed with Parkinson's", "Dr Okafor lives in Leeds") or by a noun and a name
set off by commas ("The apprentice, Josh, lives in Skelmersdale", "Our landlord, Mr Shah,
speaks Gujarati") is about that person (g54o). Up to a clause that turns back to the user
(", can I …", "says I'm …"), a fill of the user's said there is dropped.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_OPENING: Final = re.compile(
    r"^\W*(?:(?i:old|young|little|poor|dear|lovely)\s+)?(?i:mr|mrs|ms|miss|mx|dr|prof|professor"
    r"|captain|capt|coach|nurse|officer|rev|reverend|judge|sir|dame)\.?\s+[A-Z][a-z'-]+"
    r"(?:\s+[A-Z][a-z'-]+)?(?=\s+(?!here\b|again\b)[a-z])"
    r"|^\W*(?i:the|that|this|a|an)\s+[a-z][a-z -]{1,30}?,\s+(?:(?i:mr|mrs|ms|dr)\.?\s+)?"
    r"[A-Z][a-z'-]+(?:\s[A-Z][a-z'-]+)?,"
)
"""Someone called by a title and surname, or a noun and a name between commas."""
_TURN: Final = re.compile(r"(?i)\b(?:i|i'm|im|i've|i'd|i'll|me|my|we|our)\b")
"""The first word that speaks of the user again ("can I claim", "says I'm"): the run ends."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own said in a clause about someone the sentence opens with."""
    found = _OPENING.match(text)
    if found is None or not any(f.subject == "user" for f in fills):
        return fills
    turn = _TURN.search(text, found.end())
    end = turn.start() if turn else len(text)
    return [
        f
        for f in fills
        if f.subject != "user" or f.slot in _NAMING or not _only_before(f.value, text, end)
    ]


_NAMING: Final = frozenset(("relation", "pet", "name", "ending"))
"""Slots that name the user's own people, pets and self, or end them: their own subject."""


def _only_before(value: str, text: str, end: int) -> bool:
    """True when the value is said in the text, and only before `end`."""
    places = (
        [m.start() for m in re.finditer(re.escape(value), text, re.IGNORECASE)] if value else []
    )
    return bool(places) and all(at < end for at in places)
