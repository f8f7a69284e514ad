"""A plain statement followed by a clause with a condition, English (issue 22, g54t): "I swim
every morning, even if it's raining", "I hate driving on motorways, I'll take the B-roads even
if it adds an hour", "Peonies are my favourite, I'd put them in every centerpiece if I could",
"honestly hate horror films, so if we're picking a movie it's anything but". The condition
is on what follows it, not on what the user said before it: the statement stands.

Only "if" is such a condition here (a wish, a supposition, a joke or a made-up text anywhere
still sets the whole sentence aside). The statement is the clauses before the one with
"if"; it says nothing with a modal (would, 'll, might, want to...), and a plain "if" after
it keeps only lasting facts: "I'm flying to Rome on Friday, if the strike ends" is no plan
("even if" keeps it). Pure: text in, text or fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_CLAUSES: Final = re.compile(
    r"(?<=[,;:—–])\s*|\s+(?=(?:(?:so|and|but|because|cause|even)\s+)?if\b)", re.IGNORECASE
)
"""Where a sentence is cut into clauses: after a comma, or before "(so / even) if"."""
_IF: Final = re.compile(r"(?i)\bif\b")
_LINK: Final = re.compile(r"(?i)so|and|but|because|cause|even")
"""A word that only links the clause after it (cut off before "if")."""
_NOT_THIS: Final = re.compile(
    r"(?i)\b(?:what if|if only|as if|even as|only if|wish|suppose|imagine|pretend|someday"
    r"|one day|dream|hypothetically|in theory|joke|kidding)\b"
)
"""Words that make the condition more than one on what follows (a wish, a supposition)."""
_MODAL: Final = re.compile(
    r"(?i)\b(?:would|'d|could|might|may|should|will|'ll|going to|gonna|want|wanna|hope|plan"
    r"|planning|thinking|if|whether|maybe|perhaps|probably)\b|\?"
)
"""A statement that is itself not said as the case (a modal, a plan, a question)."""
_EVEN: Final = re.compile(r"(?i)\b(?:even if|even though|even when|no matter)\b")
"""A condition said as not mattering: what was said holds whatever comes."""
_ONE_TIME: Final = frozenset({"plan", "trip", "event", "goal"})
"""Slots whose value a plain condition after it makes uncertain."""


def stated(sentence: str) -> str:
    """The plain statement before a later clause with "if" and the clauses it bears on
    ("" when there is none)."""
    if _NOT_THIS.search(sentence):
        return ""
    clauses = [c for c in _CLAUSES.split(sentence.strip()) if c and not _LINK.fullmatch(c)]
    first_if = next((i for i, c in enumerate(clauses) if _IF.search(c)), 0)
    told = clauses[:first_if]
    while told and _MODAL.search(told[-1]):  # "I'd listen to it all day| if I could": the
        told.pop()  # clause the condition is on
    before = " ".join(told).rstrip(" ,;:—–")
    if not before or _MODAL.search(before) or len(before.split()) < 2:
        return ""
    return before


def kept(sentence: str, fills: tuple[Fill, ...]) -> tuple[Fill, ...]:
    """The fills of the statement that still hold after the condition: all after "even if",
    only lasting ones after a plain "if"."""
    if _EVEN.search(sentence):
        return fills
    return tuple(f for f in fills if f.slot not in _ONE_TIME)
